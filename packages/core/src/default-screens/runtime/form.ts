/**
 * A default screen's form: the values of the fields it holds (a vanilla zustand store the
 * renderers subscribe to), the field parts registered in it, and its submit: check every field
 * (client errors show on their fields through the screen store, nothing is posted), then run
 * the form's declared action with the fields' payloads merged.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { FieldPart } from '../layout/parts.js';
import { type FieldLogic, fieldLogic, type InputView, type Values } from './inputs.js';
import type { DefaultPage } from './page.js';

export interface FormState {
  readonly values: Values;
}

/** How a submit ended: posted, refused by the checks (first field in error named), or busy. */
export type FormOutcome =
  | { readonly status: 'posted' }
  | { readonly status: 'invalid'; readonly field: string | undefined }
  | { readonly status: 'busy' };

export interface FormModel {
  readonly action: string;
  readonly page: DefaultPage;
  readonly store: StoreApi<FormState>;
  /** The logic of a field part on the current page (its inputs, checks, payload). */
  logic(part: FieldPart): FieldLogic;
  /** The value of an input: what the user entered, else the field's first value. */
  value(part: FieldPart, key: string): unknown;
  setValue(key: string, value: unknown): void;
  /** Adds a field part to what the form posts; returns its removal. */
  register(part: FieldPart): () => void;
  submit(): Promise<FormOutcome>;
}

export function createFormModel(page: DefaultPage, action: string): FormModel {
  const store = createStore<FormState>()(() => ({ values: {} }));
  const registered: FieldPart[] = [];
  const logic = (part: FieldPart) => fieldLogic(page, part);
  const valuesOf = (parts: readonly FieldPart[]) => {
    const values: Record<string, unknown> = { ...store.getState().values };
    for (const part of parts) {
      const field = logic(part);
      for (const input of field.inputs)
        if (!Object.hasOwn(values, input.key)) values[input.key] = field.initial(input.key);
    }
    return values;
  };
  return {
    action,
    page,
    store,
    logic,
    value(part, key) {
      const values = store.getState().values;
      return Object.hasOwn(values, key) ? values[key] : logic(part).initial(key);
    },
    setValue(key, value) {
      store.setState({ values: { ...store.getState().values, [key]: value } });
    },
    register(part) {
      registered.push(part);
      return () => {
        const at = registered.indexOf(part);
        if (at >= 0) registered.splice(at, 1);
      };
    },
    async submit() {
      const screen = page.store.getState();
      if (screen.isSubmitting) return { status: 'busy' };
      const values = valuesOf(registered);
      const fields = registered.map(logic);
      const issues = fields.flatMap((field) => field.validate(values));
      screen.setValidationErrors(issues);
      if (issues.length > 0) return { status: 'invalid', field: issues[0]?.field };
      const payload = Object.assign({}, ...fields.map((field) => field.payload(values)));
      const posted = await page.run(action, payload);
      return posted ? { status: 'posted' } : { status: 'invalid', field: undefined };
    },
  };
}

/** The ids a renderer gives an input and its messages, so labels and errors tie to it. */
export function inputIds(form: FormModel, input: InputView) {
  const base = `sk-${form.action}-${input.key}`.replace(/[^A-Za-z0-9_-]/g, '-');
  return { input: base, error: `${base}-error`, hint: `${base}-hint` };
}
