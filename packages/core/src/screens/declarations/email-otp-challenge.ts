// Prompt `email-otp-challenge`: a one-time code sent by email.
import { declareScreen } from '../declaration.js';
import { resendManager } from './members.js';

export const emailOtpChallenge = /* @__PURE__ */ declareScreen('email-otp-challenge', {
  data: { resendLimitReached: 'boolean?' },
  members: { resendManager: resendManager('resendCode') },
  actions: {
    submitCode: { action: 'default', fields: { code: 'string' } },
    resendCode: { action: 'resend-code' },
  },
});
