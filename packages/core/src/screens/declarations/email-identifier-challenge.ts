// Prompt `email-identifier-challenge`: the code sent to an email used as an identifier.
import { declareScreen } from '../declaration.js';
import { resendManager } from './members.js';

export const emailIdentifierChallenge = declareScreen('email-identifier-challenge', {
  members: { resendManager: resendManager('resendCode', true) },
  actions: {
    submitEmailChallenge: { fields: { code: 'string', captcha: 'string?' } },
    resendCode: { action: 'resend-code' },
    returnToPrevious: { action: 'back-action' },
    switchToPassword: { action: 'switch-to-password-auth' },
  },
});
