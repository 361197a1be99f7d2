// Prompt `customized-consent`: Rich Authorization Requests. Its data is checked by validateContext.
import { declareScreen } from '../declaration.js';

export const customizedConsent = declareScreen('customized-consent', {
  actions: { accept: { action: 'accept' }, deny: { action: 'deny' } },
});
