// Prompt `email-identifier-challenge`: the code sent to an email used as an identifier.
import { declareScreen } from '../declaration.js';

export const emailIdentifierChallenge = declareScreen('email-identifier-challenge', {
  actions: {
    submitEmailChallenge: { fields: { code: 'string', captcha: 'string?' } },
    resendCode: { action: 'resend-code' },
    returnToPrevious: { action: 'back-action' },
    switchToPassword: { action: 'switch-to-password-auth' },
  },
});
