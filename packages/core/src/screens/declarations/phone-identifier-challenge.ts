// Prompt `phone-identifier-challenge`: the code sent to a phone used as an identifier.
import { declareScreen } from '../declaration.js';
import { resendManager } from './members.js';

export const phoneIdentifierChallenge = /* @__PURE__ */ declareScreen(
  'phone-identifier-challenge',
  {
    data: {
      phone_number: 'string?',
      message_type: 'string?',
      resendLimitReached: 'boolean?',
      show_link_sms: 'boolean?',
      show_link_voice: 'boolean?',
      show_switch_to_password_button: 'boolean?',
    },
    views: {
      data: {
        phone: 'phone_number',
        messageType: 'message_type',
        showLinkSms: 'show_link_sms',
        showLinkVoice: 'show_link_voice',
        showSwitchToPasswordButton: 'show_switch_to_password_button',
      },
    },
    members: { resendManager: resendManager('resendCode', true) },
    actions: {
      submitPhoneChallenge: { fields: { code: 'string', captcha: 'string?' } },
      resendCode: { action: 'resend-code' },
      returnToPrevious: { action: 'back-action' },
      switchToVoice: { action: 'switch-to-voice' },
      switchToText: { action: 'switch-to-text' },
      switchToPassword: { action: 'switch-to-password-auth' },
    },
  },
);
