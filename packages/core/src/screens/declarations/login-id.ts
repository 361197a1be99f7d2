// Prompt `login-id`: the identifier first, the password (or passkey) on the next screen.

import { CONNECTION, PASSKEY } from '../../catalogue/shared-shapes.js';
import { withCapabilities } from '../../form/browser-capabilities.js';
import { declareScreen } from '../declaration.js';
import { loginIdentifiers, passkeyAutofill } from './members.js';
import { passkeyAssertion, typedIdentifier } from './payload-rewrites.js';
import {
  googleOneTapConfig,
  isForgotPasswordEnabled,
  isPasskeyEnabled,
  isSignupEnabled,
  isUsernameRequired,
  loginIdentifierTypes,
  publicKey,
  resetPasswordLink,
  showPasskeyAutofill,
  signupLink,
  usernamePolicy,
} from './views.js';

export const loginId = /* @__PURE__ */ declareScreen('login-id', {
  data: { ...PASSKEY, active_identifier_type: 'string?', google_one_tap: 'object?' },
  links: { signup: 'string?', reset_password: 'string?' },
  transaction: CONNECTION,
  views: {
    screen: { signupLink, resetPasswordLink, publicKey, googleOneTapConfig },
    data: { activeIdentifierType: 'active_identifier_type' },
    transaction: {
      isSignupEnabled,
      isForgotPasswordEnabled,
      isPasskeyEnabled,
      showPasskeyAutofill,
      isUsernameRequired,
      usernamePolicy,
      allowedIdentifiers: loginIdentifierTypes,
    },
  },
  members: {
    getLoginIdentifiers: loginIdentifiers(),
    registerPasskeyAutofill: passkeyAutofill(),
  },
  actions: {
    login: {
      fields: {
        identifier: 'string?',
        username: 'string?',
        captcha: 'string?',
        identifierType: 'string?',
        phoneCountryCode: 'string?',
      },
      transform: typedIdentifier,
      browser: withCapabilities,
    },
    federatedLogin: { fields: { connection: 'string' } },
    passkeyLogin: { browser: passkeyAssertion },
    googleOneTap: { action: 'google-one-tap', fields: { one_tap_credential: 'string' } },
    pickCountryCode: { action: 'pick-country-code' },
  },
});
