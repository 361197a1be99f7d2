// Prompt `signup-id`: the identifiers first, the password on signup-password.
import { declareScreen } from '../declaration.js';
import { signupPhone } from './payload-rewrites.js';

export const signupId = declareScreen('signup-id', {
  actions: {
    signup: {
      fields: { email: 'string?', username: 'string?', phone: 'string?', phoneCountryCode: 'string?', captcha: 'string?' },
      transform: signupPhone('phone'),
      capabilities: true,
    },
    federatedSignup: { fields: { connection: 'string' } },
    googleOneTap: { action: 'google-one-tap', fields: { one_tap_credential: 'string' } },
    pickCountryCode: { action: 'pick-country-code' },
  },
});
