// Prompt `login`: identifier and password on one screen.

import { CONNECTION } from '../../catalogue/shared-shapes.js';
import { declareScreen } from '../declaration.js';
import { loginIdentifiers } from './members.js';
import { typedIdentifier } from './payload-rewrites.js';
import {
  googleOneTapConfig,
  isForgotPasswordEnabled,
  isPasskeyEnabled,
  isSignupEnabled,
  loginIdentifierTypes,
  passwordPolicy,
  resetPasswordLink,
  signupLink,
} from './views.js';

export const login = /* @__PURE__ */ declareScreen('login', {
  data: { username: 'string?', active_identifier_type: 'string?', google_one_tap: 'object?' },
  links: { signup: 'string?', reset_password: 'string?' },
  transaction: CONNECTION,
  views: {
    screen: { signupLink, resetPasswordLink, googleOneTapConfig },
    data: { activeIdentifierType: 'active_identifier_type' },
    transaction: {
      isSignupEnabled,
      isForgotPasswordEnabled,
      isPasskeyEnabled,
      passwordPolicy,
      allowedIdentifiers: loginIdentifierTypes,
    },
  },
  members: {
    getLoginIdentifiers: loginIdentifiers(),
  },
  actions: {
    login: {
      action: 'default',
      fields: {
        identifier: 'string?',
        username: 'string?',
        password: 'string',
        captcha: 'string?',
        identifierType: 'string?',
        phoneCountryCode: 'string?',
      },
      transform: typedIdentifier,
    },
    federatedLogin: { fields: { connection: 'string' } },
    pickCountryCode: { action: 'pick-country-code' },
    googleOneTap: { action: 'google-one-tap', fields: { one_tap_credential: 'string' } },
  },
});
