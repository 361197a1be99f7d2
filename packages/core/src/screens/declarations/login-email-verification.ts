// Prompt `login-email-verification`: a code sent to the user's email during login.
import { declareScreen } from '../declaration.js';

export const loginEmailVerification = declareScreen('login-email-verification', {
  actions: {
    continueWithCode: { action: 'default', fields: { code: 'string' } },
    resendCode: { action: 'resend-code' },
  },
});
