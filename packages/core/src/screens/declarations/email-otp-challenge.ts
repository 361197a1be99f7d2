// Prompt `email-otp-challenge`: a one-time code sent by email.
import { declareScreen } from '../declaration.js';

export const emailOtpChallenge = declareScreen('email-otp-challenge', {
  actions: {
    submitCode: { action: 'default', fields: { code: 'string' } },
    resendCode: { action: 'resend-code' },
  },
});
