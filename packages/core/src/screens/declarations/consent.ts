// Prompt `consent`: the scopes a third-party client asks for. Its data is checked by validateContext.
import { declareScreen } from '../declaration.js';

export const consent = declareScreen('consent', {
  actions: { accept: { action: 'accept' }, deny: { action: 'deny' } },
});
/** Not in the official SDK: the tenant-scope variant answers the same way. */
export const consentTenantScopes = declareScreen('consent-tenant-scopes', {
  inferred: true,
  actions: {
    accept: { action: 'accept', inferred: true },
    deny: { action: 'deny', inferred: true },
  },
});
