/**
 * The login engine's answer to a password the connection's policy refuses (the policy itself:
 * tenant/passwords.ts).
 */
import { MAX_PASSWORD_BYTES, type PasswordRule } from '../tenant/passwords.js';
import type { FlowStep } from './login-state.js';

/** The service's error for a password the policy refuses, with the rules for the page. */
export function policyError(rules: PasswordRule[]): FlowStep {
  const tooLong = rules.find(
    (r) => r.code === 'password-policy-length-at-most' && r.status === 'error',
  );
  return {
    errors: [
      {
        code: tooLong ? 'password-too-long' : 'password-policy-not-conformant',
        field: 'password',
        message: tooLong
          ? `Password is longer than ${MAX_PASSWORD_BYTES} bytes`
          : 'Your password is too weak.',
        rules: rules as never,
      },
    ],
    status: 400,
  };
}
