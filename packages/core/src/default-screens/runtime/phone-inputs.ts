/**
 * Phone number inputs: the country picker (the visitor's country first), the number, and the
 * `+<dial code><digits>` they post together; for identifier fields and the `PhoneField` part.
 */
import type { UniversalLoginContext } from '../../context/types.js';
import {
  type FieldLogic,
  type InputOption,
  type InputView,
  requiredAll,
  str,
} from './field-basics.js';
import type { DefaultPage } from './page.js';

export const PHONE = /^\+?[\d\s().-]{4,}$/;

function countryOptions(context: UniversalLoginContext): InputOption[] {
  return (context.country_codes?.available ?? []).map((entry) => ({
    value: `${entry.code}${entry.dial_code}`,
    label: `${entry.label} (${entry.dial_code})`,
  }));
}

/** The country preselected: the visitor's (`transaction.country_code`), else the recommended one. */
export function initialCountry(context: UniversalLoginContext): string {
  const available = context.country_codes?.available ?? [];
  const visitor = (context.transaction.country_code as { code?: unknown } | undefined)?.code;
  const wanted = typeof visitor === 'string' ? visitor : context.country_codes?.recommended;
  const found = available.find((entry) => entry.code === wanted) ?? available[0];
  return found ? `${found.code}${found.dial_code}` : '';
}

/** `+<dial code><digits>` from the picker and the number typed (a typed `+` wins). */
export function fullNumber(country: string, number: string): string {
  const typed = number.trim();
  if (!typed || typed.startsWith('+')) return typed.replace(/[\s().-]/g, '');
  const dial = country.replace(/^[A-Z]*/, '');
  return `${dial}${typed.replace(/[\s().-]/g, '').replace(/^0+/, '')}`;
}

export function phoneInputs(page: DefaultPage, key: string, label: string, required: boolean) {
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

/** A phone number on its own (`PhoneField`): country picker and number, posted as one. */
export function phoneField(page: DefaultPage, name: string): FieldLogic {
  const context = page.context();
  const inputs = phoneInputs(page, name, page.text('phonePlaceholder'), true);
  return {
    inputs,
    initial: (key) => (key.endsWith('.country') ? initialCountry(context) : ''),
    validate(values) {
      const issues = requiredAll(page, values, inputs);
      if (issues.length === 0 && !PHONE.test(str(values[name]).trim()))
        issues.push({
          code: 'invalid-phone',
          field: name,
          message: page.text('invalidPhoneText'),
        });
      return issues;
    },
    payload: (values) => ({
      [name]: fullNumber(str(values[`${name}.country`]), str(values[name])),
    }),
  };
}
