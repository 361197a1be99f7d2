/**
 * The password checklist of a default screen (signup, reset): the connection's rules checked as
 * the user types, each labelled in the page's language. The rules and their checks are the
 * password layer's (the official SDK's codes and English labels); the words are the default
 * screens' texts, keyed by the rule's code, so a tenant's `screen.texts` or another language
 * changes them like any other text.
 */
import {
  type PasswordComplexityRule,
  readPasswordComplexityPolicy,
  readPasswordPolicy,
} from '../../password/policy.js';
import {
  type PasswordValidationResult,
  validatePasswordFor,
} from '../../password/validate-password.js';
import type { DefaultPage } from './page.js';

/** The password's rules against the connection's policy, as the user types. */
export function passwordRules(page: DefaultPage, password: string): PasswordValidationResult {
  const context = page.context();
  return validatePasswordFor(password, {
    passwordPolicy: readPasswordPolicy(context),
    complexityPolicy: readPasswordComplexityPolicy(context),
  });
}

/**
 * The text key of a rule's label: its code in camel case with `Text`
 * (`password-policy-lower-case` -> `passwordPolicyLowerCaseText`), apart from the service's error
 * texts that are keyed by the bare code.
 */
export function passwordRuleTextKey(code: string): string {
  return `${code.replace(/[-_]([a-z])/g, (_, letter: string) => letter.toUpperCase())}Text`;
}

/**
 * A rule's label in the page's language, its numbers filled in (`${count}`, `${total}`,
 * `${example}`, and the policy's `${minLength}`); a rule the texts do not know (one the
 * service adds) keeps the label it came with.
 */
export function passwordRuleLabel(page: DefaultPage, rule: PasswordComplexityRule): string {
  const key = passwordRuleTextKey(rule.code);
  const context = page.context();
  const minLength =
    readPasswordComplexityPolicy(context)?.min_length ??
    readPasswordPolicy(context)?.minLength ??
    8;
  // The complexity policy's length rule carries no arguments (as the SDK's): its count is the
  // policy's minimum.
  const count = rule.code === 'password-policy-length-at-least' ? { count: minLength } : {};
  const text = page.text(key, { minLength, ...count, ...rule.args });
  return text === key ? rule.label : text;
}
