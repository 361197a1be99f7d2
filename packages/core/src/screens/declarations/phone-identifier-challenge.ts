// Prompt `phone-identifier-challenge`: the code sent to a phone used as an identifier.
import { declareScreen } from '../declaration.js';
import { resendManager } from './members.js';

export const phoneIdentifierChallenge = declareScreen('phone-identifier-challenge', {
  members: { resendManager: resendManager('resendCode', true) },
  actions: {
    submitPhoneChallenge: { fields: { code: 'string', captcha: 'string?' } },
    resendCode: { action: 'resend-code' },
    returnToPrevious: { action: 'back-action' },
    switchToVoice: { action: 'switch-to-voice' },
    switchToText: { action: 'switch-to-text' },
    switchToPassword: { action: 'switch-to-password-auth' },
  },
});
