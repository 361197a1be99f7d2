// Prompt `mfa-phone`: SMS or voice, chosen on the screen.
import { declareScreen } from '../declaration.js';

export const mfaPhoneChallenge = /* @__PURE__ */ declareScreen('mfa-phone-challenge', {
  data: { phone_number: 'string?' },
  views: { data: { phoneNumber: 'phone_number' } },
  actions: {
    continue: { action: 'default', fields: { type: 'string' } },
    pickPhone: { action: 'pick-phone' },
    tryAnotherMethod: { action: 'pick-authenticator' },
  },
});
export const mfaPhoneEnrollment = /* @__PURE__ */ declareScreen('mfa-phone-enrollment', {
  data: {},
  actions: {
    pickCountryCode: { action: 'pick-country-code' },
    continueEnrollment: { action: 'default', fields: { phone: 'string', type: 'string' } },
    tryAnotherMethod: { action: 'pick-authenticator' },
  },
});
