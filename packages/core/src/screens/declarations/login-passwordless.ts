// Prompt `login-passwordless`: a one-time code (or link) sent by email or SMS.

import { CONNECTION } from '../../catalogue/shared-shapes.js';
import { declareScreen } from '../declaration.js';
import { resendManager } from './members.js';
import {
  backLink,
  editIdentifierLink,
  isSignupEnabled,
  resetPasswordLink,
  signupLink,
} from './views.js';

export const loginPasswordlessEmailCode = /* @__PURE__ */ declareScreen(
  'login-passwordless-email-code',
  {
    data: { email: 'string?', username: 'string?', resendLimitReached: 'boolean?' },
    links: { signup: 'string?', reset_password: 'string?', edit_identifier: 'string?' },
    transaction: CONNECTION,
    views: {
      screen: { signupLink, resetPasswordLink, editIdentifierLink },
      transaction: { isSignupEnabled },
    },
    members: { resendManager: resendManager('resendCode') },
    actions: {
      submitCode: { fields: { captcha: 'string?' } },
      resendCode: { action: 'resend' },
      switchConnection: { action: 'default', fields: { connection: 'string' } },
    },
  },
);

/** Not in the official SDK: the page only waits for the link; the user may ask for another. */
export const loginPasswordlessEmailLink = /* @__PURE__ */ declareScreen(
  'login-passwordless-email-link',
  {
    data: { email: 'string?' },
    links: { edit_identifier: 'string?' },
    inferred: true,
    actions: { resendLink: { action: 'resend', inferred: true } },
  },
);

export const loginPasswordlessSmsOtp = /* @__PURE__ */ declareScreen('login-passwordless-sms-otp', {
  data: { username: 'string?', phone_number: 'string?', resendLimitReached: 'boolean?' },
  links: {
    signup: 'string?',
    reset_password: 'string?',
    back: 'string?',
    edit_identifier: 'string?',
  },
  transaction: CONNECTION,
  views: {
    screen: { signupLink, resetPasswordLink, backLink },
    transaction: { isSignupEnabled },
  },
  members: { resendManager: resendManager('resendOTP') },
  actions: {
    submitOTP: {
      action: 'default',
      fields: { code: 'string', username: 'string?', captcha: 'string?' },
    },
    resendOTP: { action: 'resend' },
    switchConnection: { action: 'default', fields: { connection: 'string' } },
  },
});
