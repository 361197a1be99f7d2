/**
 * Password inputs: the current password, or a new one with its rules shown as the user types
 * (password-rules.ts) and an optional confirmation; a new password must meet the rules and
 * match its confirmation before posting.
 */
import type { FieldPart } from '../layout/parts.js';
import { type FieldLogic, type InputView, requiredAll, str, type Values } from './field-basics.js';
import type { DefaultPage } from './page.js';
import { passwordRules } from './password-rules.js';

export function passwordField(
  page: DefaultPage,
  part: Extract<FieldPart, { type: 'PasswordField' }>,
) {
  const isNew = part.purpose === 'new';
  const main: InputView = {
    key: part.name,
    kind: 'password',
    label: page.text(isNew && part.confirm ? 'newPasswordPlaceholder' : 'passwordPlaceholder'),
    errorField: part.name === 'password-reset' ? 'password' : part.name,
    required: part.optional !== true,
    autocomplete: isNew ? 'new-password' : 'current-password',
    ...(isNew ? { rules: true } : {}),
  };
  const confirm: InputView | undefined = part.confirm
    ? {
        key: part.confirm,
        kind: 'password',
        label: page.text('confirmPasswordPlaceholder'),
        errorField: part.confirm,
        required: true,
        autocomplete: 'new-password',
      }
    : undefined;
  const inputs = confirm ? [main, confirm] : [main];
  return {
    inputs,
    initial: () => '',
    validate(values: Values) {
      const issues = requiredAll(page, values, inputs);
      const password = str(values[main.key]);
      if (issues.length === 0 && isNew && !passwordRules(page, password).isValid)
        issues.push({
          code: 'password-policy-not-conformant',
          field: main.errorField,
          message: page.text('passwordPolicyText'),
        });
      if (issues.length === 0 && confirm && str(values[confirm.key]) !== password)
        issues.push({
          code: 'password-mismatch',
          field: confirm.errorField,
          message: page.text('passwordMismatchText'),
        });
      return issues;
    },
    payload: (values: Values) =>
      Object.fromEntries(inputs.map((input) => [input.key, str(values[input.key])])),
  } satisfies FieldLogic;
}
