/**
 * What each field part of a form shows and posts, from the page context: its inputs (kind,
 * label, autocomplete, whether required), the value each starts with, the checks before
 * posting (with the service's messages for its own rules), and what it adds to the payload.
 * The renderers draw the inputs this returns and nothing else, so a field behaves the same in
 * React and in the DOM renderer.
 */
import { readCaptcha } from '../../captcha/captcha-config.js';
import type { UniversalLoginContext } from '../../context/types.js';
import {
  getLoginIdentifiers,
  getSignupIdentifiers,
  type IdentifierType,
} from '../../identifiers/identifiers.js';
import { PASSKEY_AUTOCOMPLETE } from '../../passkeys/autofill.js';
import type { Payload } from '../../screens/declaration.js';
import type { ValidationIssue } from '../../store/screen-errors.js';
import { readUsernamePolicy, validateUsername } from '../../username/username.js';
import type { FieldPart } from '../layout/parts.js';
import type { DefaultPage } from './page.js';
import { passwordRules } from './password-rules.js';

export type InputKind =
  | 'text'
  | 'email'
  | 'tel'
  | 'password'
  | 'code'
  | 'checkbox'
  | 'radio'
  | 'country'
  | 'captcha';

export interface InputOption {
  readonly value: string;
  readonly label: string;
}

/** One input of a field part. */
export interface InputView {
  /** Its value's key in the form, and the `name` attribute. */
  readonly key: string;
  readonly kind: InputKind;
  readonly label: string;
  /** The field the service's errors name for it (`transaction.errors[].field`). */
  readonly errorField: string;
  readonly required: boolean;
  readonly autocomplete?: string;
  readonly inputMode?: 'email' | 'tel' | 'numeric' | 'text';
  /** Radio choices and countries. */
  readonly options?: readonly InputOption[];
  /** A new password: its rules are shown as the user types (`passwordRules`). */
  readonly rules?: boolean;
}

export type Values = Readonly<Record<string, unknown>>;

/** A field part against the current page: its inputs, first values, checks and payload. */
export interface FieldLogic {
  readonly inputs: readonly InputView[];
  initial(key: string): unknown;
  validate(values: Values): ValidationIssue[];
  payload(values: Values): Payload;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]{4,}$/;

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

function countryOptions(context: UniversalLoginContext): InputOption[] {
  return (context.country_codes?.available ?? []).map((entry) => ({
    value: `${entry.code}${entry.dial_code}`,
    label: `${entry.label} (${entry.dial_code})`,
  }));
}

/** The country preselected: the visitor's (`transaction.country_code`), else the recommended one. */
function initialCountry(context: UniversalLoginContext): string {
  const available = context.country_codes?.available ?? [];
  const visitor = (context.transaction.country_code as { code?: unknown } | undefined)?.code;
  const wanted = typeof visitor === 'string' ? visitor : context.country_codes?.recommended;
  const found = available.find((entry) => entry.code === wanted) ?? available[0];
  return found ? `${found.code}${found.dial_code}` : '';
}

/** `+<dial code><digits>` from the picker and the number typed (a typed `+` wins). */
function fullNumber(country: string, number: string): string {
  const typed = number.trim();
  if (!typed || typed.startsWith('+')) return typed.replace(/[\s().-]/g, '');
  const dial = country.replace(/^[A-Z]*/, '');
  return `${dial}${typed.replace(/[\s().-]/g, '').replace(/^0+/, '')}`;
}

function phoneInputs(page: DefaultPage, key: string, label: string, required: boolean) {
  const context = page.context();
  const options = countryOptions(context);
  const inputs: InputView[] = [];
  if (options.length > 0)
    inputs.push({
      key: `${key}.country`,
      kind: 'country',
      label: page.text('countryCodeText'),
      errorField: key,
      required,
      autocomplete: 'tel-country-code',
      options,
    });
  inputs.push({
    key,
    kind: 'tel',
    label,
    errorField: key,
    required,
    autocomplete: 'tel',
    inputMode: 'tel',
  });
  return inputs;
}

function required(page: DefaultPage, values: Values, input: InputView): ValidationIssue[] {
  const value = values[input.key];
  const empty = input.kind === 'checkbox' ? value !== true : !str(value).trim();
  if (!input.required || !empty) return [];
  const key = input.kind === 'checkbox' ? 'checkboxRequiredText' : 'requiredText';
  return [{ code: 'required', field: input.errorField, message: page.text(key) }];
}

function requiredAll(page: DefaultPage, values: Values, inputs: readonly InputView[]) {
  return inputs.flatMap((input) => required(page, values, input));
}

function identifierField(page: DefaultPage, autofill: boolean): FieldLogic {
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

function signupIdentifierFields(page: DefaultPage, phoneField: string): FieldLogic {
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

function passwordField(page: DefaultPage, part: Extract<FieldPart, { type: 'PasswordField' }>) {
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

/** A single input posted under its own name (trimmed). */
function single(page: DefaultPage, input: InputView, initial = ''): FieldLogic {
  return {
    inputs: [input],
    initial: () => initial,
    validate: (values) => required(page, values, input),
    payload: (values) => {
      const value = str(values[input.key]).trim();
      return value
        ? { [input.key]: input.kind === 'code' ? value.replace(/\s+/g, '') : value }
        : {};
    },
  };
}

function checkbox(page: DefaultPage, key: string, label: string, needed: boolean): FieldLogic {
  const input: InputView = { key, kind: 'checkbox', label, errorField: key, required: needed };
  return {
    inputs: [input],
    initial: () => false,
    validate: (values) => required(page, values, input),
    payload: (values) => (values[key] === true ? { [key]: true } : {}),
  };
}

const NOTHING: FieldLogic = {
  inputs: [],
  initial: () => undefined,
  validate: () => [],
  payload: () => ({}),
};

/** The logic of one field part on the current page. */
export function fieldLogic(page: DefaultPage, part: FieldPart): FieldLogic {
  const context = page.context();
  switch (part.type) {
    case 'IdentifierField':
      return identifierField(page, part.autofill === true);
    case 'SignupIdentifierFields':
      return signupIdentifierFields(page, part.phoneField);
    case 'PasswordField':
      return passwordField(page, part);
    case 'CodeField':
      return single(page, {
        key: part.name,
        kind: 'code',
        label: page.text(part.text ?? 'codePlaceholder'),
        errorField: part.name,
        required: true,
        autocomplete: 'one-time-code',
        inputMode: 'text',
      });
    case 'TextField':
      return single(
        page,
        {
          key: part.name,
          kind: 'text',
          label: page.text(part.text),
          errorField: part.name,
          required: true,
          ...(part.autocomplete ? { autocomplete: part.autocomplete } : {}),
        },
        part.prefill ? str(context.screen.data?.[part.prefill]) : '',
      );
    case 'PhoneField': {
      const inputs = phoneInputs(page, part.name, page.text('phonePlaceholder'), true);
      return {
        inputs,
        initial: (key) => (key.endsWith('.country') ? initialCountry(context) : ''),
        validate(values) {
          const issues = requiredAll(page, values, inputs);
          if (issues.length === 0 && !PHONE.test(str(values[part.name]).trim()))
            issues.push({
              code: 'invalid-phone',
              field: part.name,
              message: page.text('invalidPhoneText'),
            });
          return issues;
        },
        payload: (values) => ({
          [part.name]: fullNumber(str(values[`${part.name}.country`]), str(values[part.name])),
        }),
      };
    }
    case 'CheckboxField':
      return checkbox(page, part.name, page.text(part.text), part.required === true);
    case 'RememberDeviceField':
      return context.screen.data?.show_remember_device === true
        ? checkbox(page, 'rememberDevice', page.text('rememberDeviceText'), false)
        : NOTHING;
    case 'CaptchaField': {
      const captcha = readCaptcha(context);
      if (!captcha) return NOTHING;
      const input: InputView = {
        key: 'captcha',
        kind: 'captcha',
        label: page.text('captchaText'),
        errorField: 'captcha',
        required: true,
        autocomplete: 'off',
      };
      return {
        ...single(page, input),
        validate: (values) =>
          str(values.captcha).trim()
            ? []
            : [{ code: 'required', field: 'captcha', message: page.text('captchaRequiredText') }],
      };
    }
    case 'RadioField': {
      const options = part.options.map((option) => ({
        value: option.value,
        label: page.text(option.text),
      }));
      const input: InputView = {
        key: part.name,
        kind: 'radio',
        label: page.text(part.text),
        errorField: part.name,
        required: true,
        options,
      };
      return { ...single(page, input, options[0]?.value ?? '') };
    }
    case 'HiddenField': {
      const value = str(context.screen.data?.[part.from]);
      return { ...NOTHING, payload: () => (value ? { [part.name]: value } : {}) };
    }
    case 'SubmitButton':
      return NOTHING;
  }
}
