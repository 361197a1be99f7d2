/**
 * What every field's logic is made of: the input views the renderers draw, the `FieldLogic`
 * contract (inputs, first values, checks, payload), the "required" check with the service's
 * texts, and the plain fields built from them (one input posted under its name, a checkbox,
 * nothing).
 */
import type { Payload } from '../../screens/declaration.js';
import type { ValidationIssue } from '../../store/screen-errors.js';
import type { DefaultPage } from './page.js';

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

/** A context value as a string (`''` when it is none). */
export const str = (value: unknown) => (typeof value === 'string' ? value : '');

export function required(page: DefaultPage, values: Values, input: InputView): ValidationIssue[] {
  const value = values[input.key];
  const empty = input.kind === 'checkbox' ? value !== true : !str(value).trim();
  if (!input.required || !empty) return [];
  const key = input.kind === 'checkbox' ? 'checkboxRequiredText' : 'requiredText';
  return [{ code: 'required', field: input.errorField, message: page.text(key) }];
}

export function requiredAll(page: DefaultPage, values: Values, inputs: readonly InputView[]) {
  return inputs.flatMap((input) => required(page, values, input));
}

/** A single input posted under its own name (trimmed). */
export function single(page: DefaultPage, input: InputView, initial = ''): FieldLogic {
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

export function checkbox(
  page: DefaultPage,
  key: string,
  label: string,
  needed: boolean,
): FieldLogic {
  const input: InputView = { key, kind: 'checkbox', label, errorField: key, required: needed };
  return {
    inputs: [input],
    initial: () => false,
    validate: (values) => required(page, values, input),
    payload: (values) => (values[key] === true ? { [key]: true } : {}),
  };
}

export const NOTHING: FieldLogic = {
  inputs: [],
  initial: () => undefined,
  validate: () => [],
  payload: () => ({}),
};
