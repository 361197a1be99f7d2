/**
 * Drives a rendered default screen as a user would, one control at a time, from the screen's
 * layout: fills a form's inputs with sample values (found by their `name`, as a user finds them
 * by label), clicks its submit, or clicks a button by its text. Each interaction says what it
 * should post, restated here from what was typed (not from core's payload code): the test then
 * runs the declared action with that payload on `createScreen` and compares the two posts.
 * Plain DOM events only, so the same driver runs the DOM renderer and the React one.
 */

import type { ScreenName } from '../src/catalogue/catalogue.js';
import type { UniversalLoginContext } from '../src/context/types.js';
import { defaultLayout } from '../src/default-screens/layout/index.js';
import type { FieldPart, Part } from '../src/default-screens/layout/parts.js';
import {
  type FieldLogic,
  fieldLogic,
  type InputView,
} from '../src/default-screens/runtime/inputs.js';
import { createDefaultPage, type DefaultPage } from '../src/default-screens/runtime/page.js';
import { choices, federatedButtons, offersPasskey } from '../src/default-screens/runtime/views.js';
import { DEFAULT_TEXTS } from '../src/default-screens/texts/index.js';
import type { ScreenTexts } from '../src/default-screens/texts/lookup.js';
import { BUILT_IN_VARIANTS, fixtureContext } from '../src/fixtures/index.js';
import type { ScreenDeclaration } from '../src/screens/declaration.js';
import { DECLARATIONS } from '../src/screens/declarations/index.js';
import { createScreenStore } from '../src/store/screen-store.js';
import { richContextFor } from './oracle-contexts.js';

type Payload = Record<string, unknown>;

export interface Interaction {
  /** What is done, for failure messages: `form login`, `button tryAnotherMethod`. */
  readonly name: string;
  /** Performs it on the rendered screen (synchronous DOM events). */
  perform(root: HTMLElement): void;
  /** The declared action and payload it should post, or `undefined` when it must post nothing. */
  readonly expected?: { readonly action: string; readonly payload: Payload };
  /** Text the screen must show after it (a refused submit's message). */
  readonly shows?: string;
}

const SAMPLE = {
  email: 'jane@example.com',
  username: 'jane_doe',
  password: 'Correct-Horse-7!',
  code: '123456',
  text: 'Acme',
  tel: '612345678',
};

/** A page model over `context`, as the renderers build one (to read labels and inputs). */
export function pageFor(context: UniversalLoginContext): DefaultPage {
  const screen = context.screen.name as ScreenName;
  return createDefaultPage(
    createScreenStore(context),
    DECLARATIONS[screen] as ScreenDeclaration,
    DEFAULT_TEXTS[screen] as ScreenTexts,
  );
}

function setValue(element: HTMLInputElement | HTMLSelectElement, value: string) {
  const proto = Object.getPrototypeOf(element) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  setter?.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

function input(form: HTMLFormElement, name: string): HTMLInputElement {
  const found = form.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!found) throw new Error(`no input named ${name} in form ${form.dataset.action}`);
  return found;
}

/** Fills one input with its sample; returns what the payload should then hold. */
function fill(form: HTMLFormElement, view: InputView, field: FieldPart): Payload {
  switch (view.kind) {
    case 'country':
      return {};
    case 'checkbox':
      input(form, view.key).click();
      return { [view.key]: true };
    case 'radio': {
      const last = view.options?.at(-1)?.value as string;
      const radios = form.querySelectorAll<HTMLInputElement>(`[name="${view.key}"]`);
      radios[radios.length - 1]?.click();
      return { [view.key]: last };
    }
    case 'tel': {
      setValue(input(form, view.key), SAMPLE.tel);
      const country = form.querySelector<HTMLSelectElement>(`[name="${view.key}.country"]`);
      const dial = country ? country.value.replace(/^[A-Z]*/, '') : '';
      return { [view.key]: `${dial}${SAMPLE.tel}` };
    }
    case 'password':
      setValue(input(form, view.key), SAMPLE.password);
      return { [view.key]: SAMPLE.password };
    case 'code':
      setValue(input(form, view.key), SAMPLE.code);
      return { [view.key]: SAMPLE.code };
    case 'email':
      setValue(input(form, view.key), SAMPLE.email);
      return { [view.key]: SAMPLE.email };
    default: {
      const value =
        field.type === 'IdentifierField'
          ? SAMPLE.email
          : view.key === 'username'
            ? SAMPLE.username
            : SAMPLE.text;
      setValue(input(form, view.key), value);
      return { [view.key]: value };
    }
  }
}

function findButton(root: HTMLElement, text: string, nth = 0): HTMLButtonElement {
  const matches = [...root.querySelectorAll<HTMLButtonElement>('button')].filter(
    (b) => b.textContent?.trim() === text.trim(),
  );
  const found = matches[nth];
  if (!found) throw new Error(`no button "${text}"`);
  return found;
}

function formInteraction(page: DefaultPage, part: Extract<Part, { type: 'Form' }>): Interaction {
  const context = page.context();
  const fields = part.parts.map((field) => ({ field, logic: fieldLogic(page, field) }));
  const captcha = fields.some(
    ({ field, logic }) => field.type === 'CaptchaField' && logic.inputs.length > 0,
  );
  // A form whose action requires the captcha, on a page without one, cannot post either.
  const declared = (DECLARATIONS[context.screen.name as ScreenName] as ScreenDeclaration).actions[
    part.action
  ];
  const expected: Payload = {};
  for (const { field } of fields)
    if (field.type === 'HiddenField') {
      const value = context.screen.data?.[field.from];
      if (typeof value === 'string' && value) expected[field.name] = value;
    }
  // A field the action requires that no input and no page value provides (login-password's
  // username on a page without it): the action refuses, and the page says so.
  const provided = new Set([
    ...fields.flatMap(({ logic }) => logic.inputs.map((input) => input.key)),
    ...Object.keys(expected),
  ]);
  const missing = Object.entries(declared?.fields ?? {}).some(
    ([name, rule]) => !rule.endsWith('?') && name !== 'captcha' && !provided.has(name),
  );
  const unsolvable = captcha || missing || declared?.fields?.captcha === 'string';
  return {
    name: `form ${part.action}`,
    perform(root) {
      const form = root.querySelector<HTMLFormElement>(`form[data-action="${part.action}"]`);
      if (!form) throw new Error(`no form for ${part.action}`);
      for (const { field, logic } of fields as { field: FieldPart; logic: FieldLogic }[])
        for (const view of logic.inputs)
          if (view.kind !== 'captcha') Object.assign(expected, fill(form, view, field));
      const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
      if (!submit) throw new Error(`form ${part.action} has no submit button`);
      submit.click();
    },
    // A captcha no one solved refuses the post and says so.
    ...(unsolvable
      ? { shows: captcha ? page.text('captchaRequiredText') : '' }
      : { expected: { action: part.action, payload: expected } }),
  };
}

/** Every interaction a screen's default layout offers on `context`. */
export function interactionsFor(context: UniversalLoginContext): Interaction[] {
  const page = pageFor(context);
  const screen = context.screen.name as ScreenName;
  const data = page.data();
  const out: Interaction[] = [];
  const seen = new Map<string, number>();
  const nth = (text: string) => {
    const n = seen.get(text) ?? 0;
    seen.set(text, n + 1);
    return n;
  };
  for (const part of defaultLayout(screen).parts) {
    switch (part.type) {
      case 'Form':
        out.push(formInteraction(page, part));
        break;
      case 'ActionButton': {
        if (part.when && !data[part.when]) break;
        const text = page.text(part.text);
        const index = nth(text);
        out.push({
          name: `button ${part.action}`,
          perform: (root) => findButton(root, text, index).click(),
          expected: { action: part.action, payload: { ...part.payload } },
        });
        break;
      }
      case 'ResendButton':
        if (data.resendLimitReached === true) break;
        out.push({
          name: `resend ${part.action}`,
          perform: (root) => findButton(root, page.text('resendActionText')).click(),
          expected: { action: part.action, payload: {} },
        });
        break;
      case 'FederatedButtons':
        for (const button of federatedButtons(page))
          out.push({
            name: `federated ${button.connection}`,
            perform: (root) =>
              root
                .querySelector<HTMLButtonElement>(`[data-connection="${button.connection}"]`)
                ?.click(),
            expected: { action: part.action, payload: { connection: button.connection } },
          });
        break;
      case 'ChoiceList':
        for (const item of choices(page, part.list))
          out.push({
            name: `choice ${part.action} ${item.key}`,
            perform: (root) =>
              root.querySelector<HTMLButtonElement>(`.sk-choice[data-key="${item.key}"]`)?.click(),
            expected: { action: part.action, payload: item.payload },
          });
        break;
      case 'PasskeyButton':
        if (offersPasskey(context))
          out.push({
            name: `passkey ${part.action}`,
            perform: (root) => findButton(root, page.text('passkeyButtonText')).click(),
            expected: { action: part.action, payload: {} },
          });
        break;
      case 'WebAuthnButton':
        out.push({
          name: `webauthn ${part.action}`,
          perform: (root) => findButton(root, page.text(part.text)).click(),
          expected: { action: part.action, payload: {} },
        });
        break;
      case 'AutoSubmit':
        // It posts as the screen renders: nothing to do but wait for the post.
        out.push({
          name: `auto ${part.action}`,
          perform: () => {},
          expected: { action: part.action, payload: {} },
        });
        break;
      default:
        break;
    }
  }
  return out;
}

/** The contexts each default screen is driven with: every built-in variant, and a rich one. */
export function screenCases(screen: ScreenName): [string, UniversalLoginContext][] {
  return [
    ...BUILT_IN_VARIANTS.map(
      (variant) =>
        [variant, fixtureContext(screen, { variant })] as [string, UniversalLoginContext],
    ),
    ['rich', richContextFor(screen) as unknown as UniversalLoginContext],
  ];
}
