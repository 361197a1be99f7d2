import { ScreenkitError } from '../errors/screenkit-error.js';

export type PolicyErrorCode =
  | 'policy_input_type'
  | 'unknown_consent_policy'
  | 'unknown_mfa_factor'
  | 'missing_mfa_factor'
  | 'unknown_flow'
  | 'unsupported_ciba_channel'
  | 'unknown_access_policy'
  | 'client_policy_allow_all';

/** A policy decision got input it cannot decide on; `path` names the offending input field. */
export class PolicyError extends ScreenkitError {
  override name = 'PolicyError';
  declare readonly code: PolicyErrorCode;

  constructor(code: PolicyErrorCode, path: string, message: string) {
    super(code, path, message);
  }
}
