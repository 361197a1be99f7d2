// Prompt `email-identifier-challenge`: the code sent to an email used as an identifier.
import { declareScreen } from '../declaration.js';
import { resendManager } from './members.js';

export const emailIdentifierChallenge = /* @__PURE__ */ declareScreen(
  'email-identifier-challenge',
  {
    data: {
      email: 'string?',
      message_type: 'string?',
      resendLimitReached: 'boolean?',
      show_switch_to_password_button: 'boolean?',
    },
    views: {
      data: {
        messageType: 'message_type',
        showSwitchToPasswordButton: 'show_switch_to_password_button',
      },
    },
    members: { resendManager: resendManager('resendCode', true) },
    actions: {
      submitEmailChallenge: { fields: { code: 'string', captcha: 'string?' } },
      resendCode: { action: 'resend-code' },
      returnToPrevious: { action: 'back-action' },
      switchToPassword: { action: 'switch-to-password-auth' },
    },
  },
);
