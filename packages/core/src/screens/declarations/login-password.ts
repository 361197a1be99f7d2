// Prompt `login-password`: the password for the identifier entered on login-id.

import { CONNECTION } from '../../catalogue/shared-shapes.js';
import { withCapabilities } from '../../form/browser-capabilities.js';
import { declareScreen } from '../declaration.js';
import {
  allowedIdentifiers,
  editIdentifierLink,
  isForgotPasswordEnabled,
  isPasskeyEnabled,
  isSignupEnabled,
  passwordPolicy,
  resetPasswordLink,
  signupLink,
  usernamePolicy,
} from './views.js';

export const loginPassword = /* @__PURE__ */ declareScreen('login-password', {
  data: { username: 'string?', show_switch_to_otp_button: 'boolean?' },
  links: { signup: 'string?', reset_password: 'string?', edit_identifier: 'string?' },
  transaction: CONNECTION,
  views: {
    screen: { signupLink, resetPasswordLink, editIdentifierLink },
    data: { showSwitchToOtpButton: 'show_switch_to_otp_button' },
    transaction: {
      isSignupEnabled,
      isForgotPasswordEnabled,
      isPasskeyEnabled,
      passwordPolicy,
      usernamePolicy,
      allowedIdentifiers,
    },
  },
  actions: {
    login: {
      fields: { username: 'string', password: 'string', captcha: 'string?' },
      browser: withCapabilities,
    },
    federatedLogin: { fields: { connection: 'string' } },
    switchConnection: { fields: { connection: 'string' } },
    switchToOtp: { action: 'switch-to-otp-auth' },
  },
});
