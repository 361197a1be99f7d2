export {
  PASSWORD_POLICY_LEVELS,
  type PasswordComplexityPolicy,
  type PasswordComplexityRule,
  type PasswordPolicy,
  type PasswordPolicyLevel,
  readPasswordComplexityPolicy,
  readPasswordPolicy,
} from './policy.js';
export {
  type PasswordValidationResult,
  rulesForPolicyLevel,
  type ValidatePasswordOptions,
  validatePassword,
  validatePasswordFor,
  validateWithComplexityPolicy,
} from './validate-password.js';
