// Prompt `signup`: identifiers and password on one screen.

import { CONNECTION } from '../../catalogue/shared-shapes.js';
import { declareScreen } from '../declaration.js';
import { passwordValidation, signupIdentifiers, usernameValidation } from './members.js';
import { signupPhone } from './payload-rewrites.js';
import {
  googleOneTapConfig,
  isPasskeyEnabled,
  loginLink,
  optionalIdentifiers,
  passwordComplexityPolicy,
  passwordPolicy,
  requiredIdentifiers,
  usernamePolicy,
} from './views.js';

export const signup = /* @__PURE__ */ declareScreen('signup', {
  data: { google_one_tap: 'object?' },
  links: { login: 'string?' },
  transaction: CONNECTION,
  views: {
    screen: { loginLink, googleOneTapConfig },
    transaction: {
      isPasskeyEnabled,
      usernamePolicy,
      optionalIdentifiers,
      requiredIdentifiers,
      passwordPolicy,
      passwordComplexityPolicy,
    },
  },
  members: {
    validatePassword: passwordValidation(),
    getSignupIdentifiers: signupIdentifiers(),
    validateUsername: usernameValidation(),
  },
  actions: {
    signup: {
      fields: {
        email: 'string?',
        username: 'string?',
        phoneNumber: 'string?',
        phoneCountryCode: 'string?',
        password: 'string?',
        captcha: 'string?',
      },
      transform: signupPhone('phoneNumber'),
    },
    federatedSignup: { fields: { connection: 'string' } },
    googleOneTap: { action: 'google-one-tap', fields: { one_tap_credential: 'string' } },
    // The SDK's pickCountryCode() takes no payload: nothing but the action is posted.
    pickCountryCode: { action: 'pick-country-code', transform: () => ({}) },
  },
});
