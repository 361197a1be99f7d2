/**
 * Identifier inputs: the login identifier (email, username or phone as the connection allows,
 * prefilled from the submitted form, `login_hint` or the screen, with passkey autofill) and the
 * signup identifiers (each required or optional, checked as the service checks them).
 */
import type { UniversalLoginContext } from '../../context/types.js';
import {
  getLoginIdentifiers,
  getSignupIdentifiers,
  type IdentifierType,
} from '../../identifiers/identifiers.js';
import { PASSKEY_AUTOCOMPLETE } from '../../passkeys/autofill.js';
import type { Payload } from '../../screens/declaration.js';
import { readUsernamePolicy, validateUsername } from '../../username/username.js';
import { type FieldLogic, type InputView, required, requiredAll, str } from './field-basics.js';
import type { DefaultPage } from './page.js';
import { fullNumber, initialCountry, PHONE, phoneInputs } from './phone-inputs.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The text key of an identifier input accepting `types` (the service's placeholder names). */
export function identifierTextKey(types: readonly IdentifierType[]): string {
  const has = (type: IdentifierType) => types.includes(type);
  const names = [has('phone') && 'phone', has('username') && 'username', has('email') && 'email']
    .filter(Boolean)
    .map((name, i) =>
      i === 0 ? name : `Or${(name as string)[0]?.toUpperCase()}${(name as string).slice(1)}`,
    );
  return `${names.join('') || 'email'}Placeholder`;
}

export function identifierField(page: DefaultPage, autofill: boolean): FieldLogic {
  const context = page.context();
  const types = getLoginIdentifiers(context) ?? ['email'];
  const label = page.text(identifierTextKey(types));
  if (types.length === 1 && types[0] === 'phone') {
    const inputs = phoneInputs(page, 'username', label, true);
    return {
      inputs,
      initial: (key) => (key === 'username.country' ? initialCountry(context) : ''),
      validate: (values) => requiredAll(page, values, inputs),
      payload: (values) => ({
        username: fullNumber(str(values['username.country']), str(values.username)),
      }),
    };
  }
  const emailOnly = types.length === 1 && types[0] === 'email';
  const input: InputView = {
    key: 'username',
    kind: emailOnly ? 'email' : 'text',
    label,
    errorField: 'username',
    required: true,
    autocomplete: autofill && hasPasskey(context) ? PASSKEY_AUTOCOMPLETE : 'username',
    inputMode: emailOnly ? 'email' : 'text',
  };
  const params = context.untrusted_data;
  return {
    inputs: [input],
    initial: () =>
      str(params?.submitted_form_data?.username) ||
      str(params?.authorization_params?.login_hint) ||
      str(context.screen.data?.username),
    validate(values) {
      const issues = required(page, values, input);
      if (issues.length === 0 && emailOnly && !EMAIL.test(str(values.username).trim()))
        issues.push({
          code: 'invalid-email',
          field: 'username',
          message: page.text('invalidEmailText'),
        });
      return issues;
    },
    payload: (values) => ({ username: str(values.username).trim() }),
  };
}

function hasPasskey(context: UniversalLoginContext): boolean {
  const passkey = (context.screen.data as { passkey?: { public_key?: unknown } } | undefined)
    ?.passkey;
  return typeof passkey?.public_key === 'object' && passkey.public_key !== null;
}

export function signupIdentifierFields(page: DefaultPage, phoneField: string): FieldLogic {
  const context = page.context();
  const listed = getSignupIdentifiers(context);
  const identifiers = listed.length > 0 ? listed : [{ type: 'email' as const, required: true }];
  const inputs: InputView[] = [];
  for (const { type, required: needed } of identifiers) {
    const base = page.text(identifierTextKey([type]));
    const label = needed ? base : page.text('optionalText', { label: base });
    if (type === 'phone') inputs.push(...phoneInputs(page, phoneField, label, needed));
    else
      inputs.push({
        key: type,
        kind: type === 'email' ? 'email' : 'text',
        label,
        errorField: type,
        required: needed,
        autocomplete: type === 'email' ? 'email' : 'username',
        inputMode: type === 'email' ? 'email' : 'text',
      });
  }
  const username = readUsernamePolicy(context);
  return {
    inputs,
    initial: (key) =>
      key.endsWith('.country') ? initialCountry(context) : str(context.screen.data?.[key]),
    validate(values) {
      const issues = requiredAll(page, values, inputs);
      const email = str(values.email).trim();
      if (email && !EMAIL.test(email))
        issues.push({
          code: 'invalid-email',
          field: 'email',
          message: page.text('invalidEmailText'),
        });
      const name = str(values.username).trim();
      if (name && username)
        for (const error of validateUsername(name, username).errors)
          issues.push({ code: error.code, field: 'username', message: error.message });
      const phone = str(values[phoneField]).trim();
      if (phone && !PHONE.test(phone))
        issues.push({
          code: 'invalid-phone',
          field: phoneField,
          message: page.text('invalidPhoneText'),
        });
      return issues;
    },
    payload(values) {
      const payload: Payload = {};
      for (const input of inputs) {
        if (input.kind === 'country') continue;
        const value =
          input.kind === 'tel'
            ? fullNumber(str(values[`${input.key}.country`]), str(values[input.key]))
            : str(values[input.key]).trim();
        if (value) payload[input.key] = value;
      }
      return payload;
    },
  };
}
