// Prompt `phone-identifier-enrollment`: how to verify a phone used as an identifier.
import { declareScreen } from '../declaration.js';

export const phoneIdentifierEnrollment = declareScreen('phone-identifier-enrollment', {
  actions: {
    continuePhoneEnrollment: { fields: { type: 'string' } },
    returnToPrevious: { action: 'back-action' },
  },
});
