// Prompt `mfa-recovery-code`: the recovery code as a last factor, and its enrollment.
import { declareScreen } from '../declaration.js';

export const mfaRecoveryCodeChallenge = /* @__PURE__ */ declareScreen(
  'mfa-recovery-code-challenge',
  {
    data: {},
    actions: {
      continue: { action: 'default', fields: { code: 'string' } },
      tryAnotherMethod: { action: 'pick-authenticator' },
    },
  },
);
// A new code was issued: the service reads `saved=on` as "I wrote it down".
export const mfaRecoveryCodeChallengeNewCode = /* @__PURE__ */ declareScreen(
  'mfa-recovery-code-challenge-new-code',
  {
    data: { text_code: 'string?' },
    views: { data: { textCode: 'text_code' } },
    actions: {
      continue: { action: 'default', transform: (payload) => ({ ...payload, saved: 'on' }) },
    },
  },
);
export const mfaRecoveryCodeEnrollment = /* @__PURE__ */ declareScreen(
  'mfa-recovery-code-enrollment',
  {
    data: { text_code: 'string?' },
    views: { data: { textCode: 'text_code' } },
    actions: {
      continue: {
        fields: { isCodeCopied: 'boolean?' },
        transform: ({ isCodeCopied, ...rest }) =>
          isCodeCopied === true ? { ...rest, saved: 'on' } : rest,
      },
    },
  },
);
