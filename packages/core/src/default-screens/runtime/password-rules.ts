/**
 * The password checklist of a default screen (signup, reset): the connection's rules checked as
 * the user types, each labelled in the page's language, a rule with parts ("at least 3 of the
 * following 4 types") with each part nested under it, met or not on its own. The rules and their
 * checks are the password layer's (the official SDK's codes and English labels); the words are
 * the default screens' texts, keyed by the rule's code, so a tenant's `screen.texts` or another
 * language changes them like any other text. Both renderers draw `passwordChecklist`.
 */
import {
  type PasswordComplexityRule,
  readPasswordComplexityPolicy,
  readPasswordPolicy,
} from '../../password/policy.js';
import {
  characterTypesRule,
  type PasswordValidationResult,
  validatePasswordFor,
} from '../../password/validate-password.js';
import type { DefaultPage } from './page.js';

/** The password's rules against the connection's policy, as the user types. */
export function passwordRules(page: DefaultPage, password: string): PasswordValidationResult {
  const context = page.context();
  const complexityPolicy = readPasswordComplexityPolicy(context);
  const checked = validatePasswordFor(password, {
    passwordPolicy: readPasswordPolicy(context),
    complexityPolicy,
  });
  // The SDK's complexity check leaves `at_least` character types to the service; the page shows
  // them (after the length rule, where the service puts them) so the user knows what to type.
  if (complexityPolicy?.character_type_rule !== 'at_least') return checked;
  if (complexityPolicy.character_types.length === 0) return checked;
  const types = characterTypesRule(password, complexityPolicy.character_types);
  const results = [...checked.results];
  results.splice(1, 0, types);
  return { isValid: checked.isValid && types.isValid, results };
}

/** One line of the checklist: its words, whether the password meets it, its nested parts. */
export interface PasswordRuleView {
  code: string;
  label: string;
  isValid: boolean;
  items?: PasswordRuleView[];
}

/** The checklist a renderer draws for `password`: every rule and nested part, labelled. */
export function passwordChecklist(page: DefaultPage, password: string): PasswordRuleView[] {
  const view = (rule: PasswordComplexityRule): PasswordRuleView => ({
    code: rule.code,
    label: passwordRuleLabel(page, rule),
    isValid: rule.isValid,
    ...(rule.items?.length ? { items: rule.items.map(view) } : {}),
  });
  return passwordRules(page, password).results.map(view);
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
