/**
 * The form and its fields in React: `<Form action>` runs core's form model on submit; each
 * field component draws the inputs core describes (default-screens/runtime/inputs.ts) with its
 * label tied by `htmlFor`, its errors by `aria-describedby` / `aria-invalid`, and the first
 * field in error focused after a refused submit.
 */

import { readCaptcha } from '@screenkit/core/captcha';
import {
  type CaptchaState,
  createFormModel,
  type FieldPart,
  type FormModel,
  type InputView,
  inputIds,
  type PasswordRuleView,
  passwordChecklist,
  startCaptcha,
} from '@screenkit/core/default-screens';
import {
  createContext,
  type FormEvent,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { useContextVersion, usePage } from './default-screen.js';

const FormContext = createContext<FormModel | null>(null);

function useForm(): FormModel {
  const form = useContext(FormContext);
  if (!form) throw new Error('screenkit: field parts go inside <Form>.');
  return form;
}

export function Form({ action, children }: { action: string; children?: ReactNode }) {
  const page = usePage();
  const form = useMemo(() => createFormModel(page, action), [page, action]);
  const element = useRef<HTMLFormElement>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit().then((outcome) => {
      if (outcome.status !== 'invalid' || !outcome.field) return;
      element.current?.querySelector<HTMLElement>(`[data-error-field="${outcome.field}"]`)?.focus();
    });
  };
  return (
    <FormContext.Provider value={form}>
      <form ref={element} className="sk-form" noValidate data-action={action} onSubmit={onSubmit}>
        {children}
      </form>
    </FormContext.Provider>
  );
}

/** The errors of one input, and its claim on them (the summary leaves them out). */
function useFieldErrors(input: InputView) {
  const page = usePage();
  const errors = useStore(page.store, (state) => state.errors);
  useLayoutEffect(() => page.claimErrorField(input.errorField), [page, input.errorField]);
  return errors.filter((error) => error.field === input.errorField);
}

function FieldErrors({ id, input }: { id: string; input: InputView }) {
  const errors = useFieldErrors(input);
  return (
    <p className="sk-field-error" id={id} hidden={errors.length === 0}>
      {errors.map((error) => (
        <span key={`${error.code}-${error.message}`} data-code={error.code}>
          {error.message}
        </span>
      ))}
    </p>
  );
}

function useValue(part: FieldPart, key: string): [unknown, (value: unknown) => void] {
  const form = useForm();
  const value = useStore(form.store, (state) =>
    Object.hasOwn(state.values, key) ? state.values[key] : undefined,
  );
  return [value === undefined ? form.value(part, key) : value, (next) => form.setValue(key, next)];
}

function PasswordRules({ id, value }: { id: string; value: string }) {
  const page = usePage();
  return (
    <ul className="sk-rules" id={id} aria-label={page.text('passwordRulesText')}>
      {passwordChecklist(page, value).map((rule) => (
        <RuleItem key={rule.code} rule={rule} />
      ))}
    </ul>
  );
}

/** One rule of the checklist, its parts (one per character type) nested under it. */
function RuleItem({ rule }: { rule: PasswordRuleView }) {
  return (
    <li data-valid={String(rule.isValid)} data-code={rule.code}>
      {rule.label}
      {rule.items && (
        <ul>
          {rule.items.map((item) => (
            <RuleItem key={item.code} rule={item} />
          ))}
        </ul>
      )}
    </li>
  );
}

function TextInput({ part, input }: { part: FieldPart; input: InputView }) {
  const form = useForm();
  const page = usePage();
  const ids = inputIds(form, input);
  const [value, setValue] = useValue(part, input.key);
  const [shown, setShown] = useState(false);
  const errors = useFieldErrors(input);
  const type =
    input.kind === 'password'
      ? shown
        ? 'text'
        : 'password'
      : input.kind === 'code'
        ? 'text'
        : input.kind;
  const text = String(value ?? '');
  return (
    <div className={`sk-field sk-field-${input.kind}`}>
      <label htmlFor={ids.input}>{input.label}</label>
      <input
        id={ids.input}
        name={input.key}
        type={type}
        autoComplete={input.autocomplete}
        inputMode={input.inputMode}
        required={input.required}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={[ids.error, input.rules ? ids.hint : ''].filter(Boolean).join(' ')}
        data-error-field={input.errorField}
        value={text}
        onChange={(event) => setValue(event.target.value)}
      />
      {input.kind === 'password' ? (
        <button
          type="button"
          className="sk-toggle"
          aria-controls={ids.input}
          aria-pressed={shown}
          onClick={() => setShown(!shown)}
        >
          {page.text(shown ? 'hidePasswordText' : 'showPasswordText')}
        </button>
      ) : null}
      {input.rules ? <PasswordRules id={ids.hint} value={text} /> : null}
      <FieldErrors id={ids.error} input={input} />
    </div>
  );
}

function CheckboxInput({ part, input }: { part: FieldPart; input: InputView }) {
  const form = useForm();
  const ids = inputIds(form, input);
  const [value, setValue] = useValue(part, input.key);
  const errors = useFieldErrors(input);
  return (
    <div className="sk-field sk-field-checkbox">
      <input
        id={ids.input}
        name={input.key}
        type="checkbox"
        required={input.required}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={ids.error}
        data-error-field={input.errorField}
        checked={value === true}
        onChange={(event) => setValue(event.target.checked)}
      />
      <label htmlFor={ids.input}>{input.label}</label>
      <FieldErrors id={ids.error} input={input} />
    </div>
  );
}

function RadioInput({ part, input }: { part: FieldPart; input: InputView }) {
  const form = useForm();
  const ids = inputIds(form, input);
  const [value, setValue] = useValue(part, input.key);
  return (
    <fieldset className="sk-field sk-field-radio" aria-describedby={ids.error}>
      <legend>{input.label}</legend>
      {(input.options ?? []).map((option, i) => (
        <div className="sk-radio" key={option.value}>
          <input
            id={`${ids.input}-${i}`}
            type="radio"
            name={input.key}
            value={option.value}
            data-error-field={i === 0 ? input.errorField : undefined}
            checked={value === option.value}
            onChange={() => setValue(option.value)}
          />
          <label htmlFor={`${ids.input}-${i}`}>{option.label}</label>
        </div>
      ))}
      <FieldErrors id={ids.error} input={input} />
    </fieldset>
  );
}

function CountryInput({ part, input }: { part: FieldPart; input: InputView }) {
  const form = useForm();
  const ids = inputIds(form, input);
  const [value, setValue] = useValue(part, input.key);
  return (
    <div className="sk-field sk-field-country">
      <label htmlFor={ids.input}>{input.label}</label>
      <select
        id={ids.input}
        name={input.key}
        autoComplete={input.autocomplete}
        value={String(value ?? '')}
        onChange={(event) => setValue(event.target.value)}
      >
        {(input.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function CaptchaWidget({ input }: { input: InputView }) {
  const form = useForm();
  const page = usePage();
  const ids = inputIds(form, input);
  const context = useContextVersion(page);
  const config = useMemo(() => readCaptcha(context), [context]);
  const widget = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<StoreApi<CaptchaState> | null>(null);
  useEffect(() => {
    if (config?.kind !== 'widget' || !widget.current) return;
    const onToken = (token: string) => form.setValue(input.key, token);
    setState(startCaptcha(config, widget.current, onToken, page.store.getState().page));
  }, [config, form, input.key, page]);
  const status = useStore(state ?? FALLBACK_CAPTCHA, (s) => s.status);
  return (
    <fieldset className="sk-field sk-captcha" aria-describedby={ids.error}>
      <legend className="sk-visually-hidden">{input.label}</legend>
      <div
        id={ids.input}
        ref={widget}
        className="sk-captcha-widget"
        data-error-field={input.errorField}
        tabIndex={-1}
      />
      <p className="sk-muted" aria-live="polite">
        {status === 'loading'
          ? page.text('captchaLoadingText')
          : status === 'failed'
            ? page.text('captchaFailedText')
            : ''}
      </p>
      <FieldErrors id={ids.error} input={input} />
    </fieldset>
  );
}

const FALLBACK_CAPTCHA: StoreApi<CaptchaState> = {
  getState: () => ({ status: 'loading' }),
  getInitialState: () => ({ status: 'loading' }),
  setState: () => {},
  subscribe: () => () => {},
};

function CaptchaInput({ part, input }: { part: FieldPart; input: InputView }) {
  const page = usePage();
  const config = readCaptcha(useContextVersion(page));
  if (!config) return null;
  if (config.kind === 'image')
    return (
      <div className="sk-captcha">
        {config.image ? <img src={config.image} alt="" /> : null}
        <TextInput part={part} input={{ ...input, kind: 'text' }} />
      </div>
    );
  return <CaptchaWidget input={input} />;
}

/** Draws a field part's inputs and adds it to what the form posts while it is shown. */
function Field({ part }: { part: FieldPart }) {
  const form = useForm();
  useContextVersion(form.page);
  useEffect(() => form.register(part), [form, part]);
  const inputs = form.logic(part).inputs;
  if (inputs.length === 0) return null;
  const nodes = inputs.map((input) => {
    switch (input.kind) {
      case 'checkbox':
        return <CheckboxInput key={input.key} part={part} input={input} />;
      case 'radio':
        return <RadioInput key={input.key} part={part} input={input} />;
      case 'country':
        return <CountryInput key={input.key} part={part} input={input} />;
      case 'captcha':
        return <CaptchaInput key={input.key} part={part} input={input} />;
      default:
        return <TextInput key={input.key} part={part} input={input} />;
    }
  });
  return nodes.length === 1 ? nodes[0] : <div className="sk-field-group">{nodes}</div>;
}

type Props<T extends FieldPart['type']> = Omit<Extract<FieldPart, { type: T }>, 'type'>;

/** A stable part object per props (registration compares by identity). */
function usePart<P extends FieldPart>(part: P): P {
  const key = JSON.stringify(part);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the part is its JSON
  return useMemo(() => part, [key]);
}

export const IdentifierField = (props: Props<'IdentifierField'>) => (
  <Field part={usePart({ type: 'IdentifierField', ...props })} />
);
export const SignupIdentifierFields = (props: Props<'SignupIdentifierFields'>) => (
  <Field part={usePart({ type: 'SignupIdentifierFields', ...props })} />
);
export const PasswordField = (props: Props<'PasswordField'>) => (
  <Field part={usePart({ type: 'PasswordField', ...props })} />
);
export const CodeField = (props: Props<'CodeField'>) => (
  <Field part={usePart({ type: 'CodeField', ...props })} />
);
export const TextField = (props: Props<'TextField'>) => (
  <Field part={usePart({ type: 'TextField', ...props })} />
);
export const PhoneField = (props: Props<'PhoneField'>) => (
  <Field part={usePart({ type: 'PhoneField', ...props })} />
);
export const CheckboxField = (props: Props<'CheckboxField'>) => (
  <Field part={usePart({ type: 'CheckboxField', ...props })} />
);
export const RememberDeviceField = () => <Field part={usePart({ type: 'RememberDeviceField' })} />;
export const CaptchaField = () => <Field part={usePart({ type: 'CaptchaField' })} />;
export const RadioField = (props: Props<'RadioField'>) => (
  <Field part={usePart({ type: 'RadioField', ...props })} />
);
export const HiddenField = (props: Props<'HiddenField'>) => (
  <Field part={usePart({ type: 'HiddenField', ...props })} />
);

export function SubmitButton({ text, variant = 'primary' }: Props<'SubmitButton'>) {
  const page = usePage();
  const submitting = useStore(page.store, (state) => state.isSubmitting);
  return (
    <button type="submit" className={`sk-button sk-${variant}`} disabled={submitting}>
      {page.text(text ?? 'buttonText')}
    </button>
  );
}
