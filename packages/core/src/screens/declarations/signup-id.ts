// Prompt `signup-id`: the identifiers first, the password on signup-password.

import { CONNECTION } from '../../catalogue/shared-shapes.js';
import { withCapabilities } from '../../form/browser-capabilities.js';
import { declareScreen } from '../declaration.js';
import { signupIdentifiers, usernameValidation } from './members.js';
import { signupPhone, withRequiredIdentifiers } from './payload-rewrites.js';
import {
  googleOneTapConfig,
  isPasskeyEnabled,
  loginLink,
  optionalIdentifiers,
  requiredIdentifiers,
  usernamePolicy,
} from './views.js';

const phone = signupPhone('phone');

export const signupId = /* @__PURE__ */ declareScreen('signup-id', {
  data: { google_one_tap: 'object?' },
  links: { login: 'string?' },
  transaction: CONNECTION,
  views: {
    screen: { loginLink, googleOneTapConfig },
    transaction: { isPasskeyEnabled, usernamePolicy, optionalIdentifiers, requiredIdentifiers },
  },
  members: {
    getSignupIdentifiers: signupIdentifiers(),
    validateUsername: usernameValidation(),
  },
  actions: {
    signup: {
      fields: {
        email: 'string?',
        username: 'string?',
        phone: 'string?',
        phoneCountryCode: 'string?',
        captcha: 'string?',
      },
      transform: (payload, scope) => phone(withRequiredIdentifiers(payload, scope)),
      browser: withCapabilities,
    },
    federatedSignup: { fields: { connection: 'string' } },
    googleOneTap: { action: 'google-one-tap', fields: { one_tap_credential: 'string' } },
    // The SDK's pickCountryCode() takes no payload: nothing but the action is posted.
    pickCountryCode: { action: 'pick-country-code', transform: () => ({}) },
  },
});
