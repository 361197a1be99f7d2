/**
 * The form and its fields in the DOM: a `<form>` that runs core's form model on submit, and one
 * builder per field part, each drawing the inputs core describes (inputs.ts) with a label tied
 * by `for`, its errors tied by `aria-describedby` and `aria-invalid`, and the first field in
 * error focused after a refused submit.
 */
import { readCaptcha } from '../../captcha/captcha-config.js';
import type { FieldPart } from '../../default-screens/layout/parts.js';
import { startCaptcha } from '../../default-screens/runtime/behaviours.js';
import { createFormModel, type FormModel, inputIds } from '../../default-screens/runtime/form.js';
import type { InputView } from '../../default-screens/runtime/inputs.js';
import {
  type PasswordRuleView,
  passwordChecklist,
} from '../../default-screens/runtime/password-rules.js';
import { h, type PartBuilder, type PartScope } from './scope.js';

type Props<T extends FieldPart['type']> = Omit<Extract<FieldPart, { type: T }>, 'type'>;

export function form(props: { action: string }, parts: readonly PartBuilder[]): PartBuilder {
  return (scope) => {
    const model = createFormModel(scope.page, props.action);
    const inner: PartScope = { ...scope, form: model };
    const element = h('form', { class: 'sk-form', novalidate: '', 'data-action': props.action });
    element.append(...parts.map((part) => part(inner)).filter((node): node is Node => !!node));
    element.addEventListener('submit', (event) => {
      event.preventDefault();
      void model.submit().then((outcome) => {
        if (outcome.status !== 'invalid' || !outcome.field) return;
        const input = element.querySelector<HTMLElement>(`[data-error-field="${outcome.field}"]`);
        input?.focus();
      });
    });
    return element;
  };
}

function formOf(scope: PartScope): FormModel {
  if (!scope.form) throw new Error('A field part must be inside form(...)');
  return scope.form;
}

/** The error messages of one input, kept in sync with the screen's errors. */
function errorSlot(scope: PartScope, input: InputView, id: string, target: HTMLElement) {
  const slot = h('p', { class: 'sk-field-error', id });
  scope.onDispose(scope.page.claimErrorField(input.errorField));
  scope.watch(scope.page.store, (state) => {
    const errors = state.errors.filter((error) => error.field === input.errorField);
    slot.replaceChildren(
      ...errors.map((error) => h('span', { 'data-code': error.code }, error.message)),
    );
    slot.hidden = errors.length === 0;
    if (errors.length > 0) target.setAttribute('aria-invalid', 'true');
    else target.removeAttribute('aria-invalid');
  });
  return slot;
}

function describedBy(...ids: (string | undefined)[]): string {
  return ids.filter(Boolean).join(' ');
}

function textInput(scope: PartScope, part: FieldPart, input: InputView): HTMLElement {
  const model = formOf(scope);
  const ids = inputIds(model, input);
  const type =
    { code: 'text', country: 'text', captcha: 'text' }[input.kind as string] ?? input.kind;
  const element = h('input', {
    id: ids.input,
    name: input.key,
    type,
    autocomplete: input.autocomplete,
    inputmode: input.inputMode,
    required: input.required ? '' : undefined,
    'aria-describedby': describedBy(ids.error, input.rules ? ids.hint : undefined),
    'data-error-field': input.errorField,
  }) as HTMLInputElement;
  element.value = String(model.value(part, input.key) ?? '');
  const children: Node[] = [h('label', { for: ids.input }, input.label), element];
  if (input.kind === 'password') children.push(passwordToggle(scope, element));
  if (input.rules) {
    const list = h('ul', {
      class: 'sk-rules',
      id: ids.hint,
      'aria-label': scope.page.text('passwordRulesText'),
    });
    const draw = (value: string) =>
      list.replaceChildren(...passwordChecklist(scope.page, value).map(ruleItem));
    draw(element.value);
    element.addEventListener('input', () => draw(element.value));
    children.push(list);
  }
  element.addEventListener('input', () => model.setValue(input.key, element.value));
  children.push(errorSlot(scope, input, ids.error, element));
  return h('div', { class: `sk-field sk-field-${input.kind}` }, ...children);
}

/** One rule of the checklist, its parts (one per character type) nested under it. */
function ruleItem(rule: PasswordRuleView): HTMLElement {
  return h(
    'li',
    { 'data-valid': String(rule.isValid), 'data-code': rule.code },
    rule.label,
    rule.items ? h('ul', {}, ...rule.items.map(ruleItem)) : undefined,
  );
}

function passwordToggle(scope: PartScope, input: HTMLInputElement): HTMLElement {
  const { text } = scope.page;
  const button = h(
    'button',
    { type: 'button', class: 'sk-toggle', 'aria-controls': input.id, 'aria-pressed': 'false' },
    text('showPasswordText'),
  );
  button.addEventListener('click', () => {
    const shown = input.type === 'password';
    input.type = shown ? 'text' : 'password';
    button.setAttribute('aria-pressed', String(shown));
    button.textContent = text(shown ? 'hidePasswordText' : 'showPasswordText');
  });
  return button;
}

function checkboxInput(scope: PartScope, part: FieldPart, input: InputView): HTMLElement {
  const model = formOf(scope);
  const ids = inputIds(model, input);
  const element = h('input', {
    id: ids.input,
    name: input.key,
    type: 'checkbox',
    required: input.required ? '' : undefined,
    'aria-describedby': ids.error,
    'data-error-field': input.errorField,
  }) as HTMLInputElement;
  element.checked = model.value(part, input.key) === true;
  element.addEventListener('change', () => model.setValue(input.key, element.checked));
  return h(
    'div',
    { class: 'sk-field sk-field-checkbox' },
    element,
    h('label', { for: ids.input }, input.label),
    errorSlot(scope, input, ids.error, element),
  );
}

function radioInput(scope: PartScope, part: FieldPart, input: InputView): HTMLElement {
  const model = formOf(scope);
  const ids = inputIds(model, input);
  const current = model.value(part, input.key);
  const group = h('fieldset', {
    class: 'sk-field sk-field-radio',
    'aria-describedby': ids.error,
  });
  group.append(h('legend', {}, input.label));
  (input.options ?? []).forEach((option, i) => {
    const id = `${ids.input}-${i}`;
    const radio = h('input', {
      id,
      type: 'radio',
      name: input.key,
      value: option.value,
      'data-error-field': i === 0 ? input.errorField : undefined,
    }) as HTMLInputElement;
    radio.checked = current === option.value;
    radio.addEventListener('change', () => model.setValue(input.key, option.value));
    group.append(h('div', { class: 'sk-radio' }, radio, h('label', { for: id }, option.label)));
  });
  group.append(errorSlot(scope, input, ids.error, group));
  return group;
}

function countryInput(scope: PartScope, part: FieldPart, input: InputView): HTMLElement {
  const model = formOf(scope);
  const ids = inputIds(model, input);
  const select = h('select', {
    id: ids.input,
    name: input.key,
    autocomplete: input.autocomplete,
  }) as HTMLSelectElement;
  for (const option of input.options ?? [])
    select.append(h('option', { value: option.value }, option.label));
  select.value = String(model.value(part, input.key) ?? '');
  select.addEventListener('change', () => model.setValue(input.key, select.value));
  return h(
    'div',
    { class: 'sk-field sk-field-country' },
    h('label', { for: ids.input }, input.label),
    select,
  );
}

function captchaInput(scope: PartScope, part: FieldPart, input: InputView): HTMLElement {
  const model = formOf(scope);
  const config = readCaptcha(scope.page.context());
  if (!config) return h('div');
  if (config.kind === 'image')
    return h(
      'div',
      { class: 'sk-captcha' },
      config.image ? h('img', { src: config.image, alt: '' }) : null,
      textInput(scope, part, { ...input, kind: 'text' }),
    );
  const ids = inputIds(model, input);
  const widget = h('div', {
    id: ids.input,
    class: 'sk-captcha-widget',
    'data-error-field': input.errorField,
    tabindex: '-1',
  });
  const status = h('p', { class: 'sk-muted', 'aria-live': 'polite' });
  const state = startCaptcha(
    config,
    widget,
    (token) => model.setValue(input.key, token),
    scope.page.store.getState().page,
  );
  scope.watch(state, ({ status: now }) => {
    status.textContent =
      now === 'loading'
        ? scope.page.text('captchaLoadingText')
        : now === 'failed'
          ? scope.page.text('captchaFailedText')
          : '';
  });
  return h(
    'div',
    {
      class: 'sk-field sk-captcha',
      role: 'group',
      'aria-label': input.label,
      'aria-describedby': ids.error,
    },
    widget,
    status,
    errorSlot(scope, input, ids.error, widget),
  );
}

function fieldBuilder(part: FieldPart): PartBuilder {
  return (scope) => {
    const model = formOf(scope);
    const inputs = model.logic(part).inputs;
    scope.onDispose(model.register(part));
    if (inputs.length === 0) return null;
    const nodes = inputs.map((input) => {
      switch (input.kind) {
        case 'checkbox':
          return checkboxInput(scope, part, input);
        case 'radio':
          return radioInput(scope, part, input);
        case 'country':
          return countryInput(scope, part, input);
        case 'captcha':
          return captchaInput(scope, part, input);
        default:
          return textInput(scope, part, input);
      }
    });
    if (nodes.length === 1) return nodes[0] as Node;
    return h('div', { class: 'sk-field-group' }, ...nodes);
  };
}

export const identifierField = (props: Props<'IdentifierField'> = {}) =>
  fieldBuilder({ type: 'IdentifierField', ...props });
export const signupIdentifierFields = (props: Props<'SignupIdentifierFields'>) =>
  fieldBuilder({ type: 'SignupIdentifierFields', ...props });
export const passwordField = (props: Props<'PasswordField'>) =>
  fieldBuilder({ type: 'PasswordField', ...props });
export const codeField = (props: Props<'CodeField'>) =>
  fieldBuilder({ type: 'CodeField', ...props });
export const textField = (props: Props<'TextField'>) =>
  fieldBuilder({ type: 'TextField', ...props });
export const phoneField = (props: Props<'PhoneField'>) =>
  fieldBuilder({ type: 'PhoneField', ...props });
export const checkboxField = (props: Props<'CheckboxField'>) =>
  fieldBuilder({ type: 'CheckboxField', ...props });
export const rememberDeviceField = () => fieldBuilder({ type: 'RememberDeviceField' });
export const captchaField = () => fieldBuilder({ type: 'CaptchaField' });
export const radioField = (props: Props<'RadioField'>) =>
  fieldBuilder({ type: 'RadioField', ...props });
export const hiddenField = (props: Props<'HiddenField'>) =>
  fieldBuilder({ type: 'HiddenField', ...props });

export function submitButton(props: Props<'SubmitButton'> = {}): PartBuilder {
  return (scope) => {
    const button = h(
      'button',
      { type: 'submit', class: `sk-button sk-${props.variant ?? 'primary'}` },
      scope.page.text(props.text ?? 'buttonText'),
    ) as HTMLButtonElement;
    scope.watch(scope.page.store, (state) => {
      button.disabled = state.isSubmitting;
    });
    return button;
  };
}
