// Prompt `consent`: the scopes a third-party client asks for. Its `data` is checked on binding and by validateContext.

import { CONSENT_DATA } from '../../catalogue/shared-shapes.js';
import { declareScreen } from '../declaration.js';
import { scopes } from './views.js';

export const consent = /* @__PURE__ */ declareScreen('consent', {
  data: CONSENT_DATA,
  views: { screen: { scopes, hideScopes: (c) => !!c.screen.data?.hideScopes } },
  actions: { accept: { action: 'accept' }, deny: { action: 'deny' } },
});
/** Not in the official SDK: the tenant-scope variant answers the same way. */
export const consentTenantScopes = /* @__PURE__ */ declareScreen('consent-tenant-scopes', {
  data: CONSENT_DATA,
  inferred: true,
  actions: {
    accept: { action: 'accept', inferred: true },
    deny: { action: 'deny', inferred: true },
  },
});
