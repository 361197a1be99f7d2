// Prompt `login-email-verification`: a code sent to the user's email during login.
import { declareScreen } from '../declaration.js';
import { resendManager } from './members.js';

export const loginEmailVerification = /* @__PURE__ */ declareScreen('login-email-verification', {
  data: { email: 'string?', username: 'string?', resendLimitReached: 'boolean?' },
  members: { resendManager: resendManager('resendCode') },
  actions: {
    continueWithCode: { action: 'default', fields: { code: 'string' } },
    resendCode: { action: 'resend-code' },
  },
});
