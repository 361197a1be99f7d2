/**
 * One default screen on the page: the screen store (context, errors, submitting), the screen
 * object its declaration binds to that store (its actions post through the store, so double
 * posts are refused and `isSubmitting` shows), and its texts. Both renderers build on it; it
 * touches no DOM.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { UniversalLoginContext } from '../../context/types.js';
import { FormError } from '../../form/form-error.js';
import { attachActions, baseScreen, type Screen } from '../../screens/bind-screen.js';
import type { Payload, ScreenDeclaration } from '../../screens/declaration.js';
import type { ScreenStore } from '../../store/screen-store.js';
import { COMMON_TEXTS } from '../texts/common.js';
import { type ScreenTexts, type TextLookup, textLookup } from '../texts/lookup.js';

export interface DefaultPage {
  readonly store: ScreenStore;
  readonly declaration: ScreenDeclaration;
  /** The page context now (it changes under previews and the context editor). */
  context(): UniversalLoginContext;
  /** `screen.data`, or an empty object. */
  data(): Readonly<Record<string, unknown>>;
  /** The screen object of the declaration over the current context (actions, members, views). */
  screen(): Screen & Readonly<Record<string, unknown>>;
  /** The text of `key` in the page's language (texts/lookup.ts). */
  text: TextLookup;
  /**
   * Runs a declared action with `payload`. A payload the declaration refuses shows as an error
   * on its field (nothing is posted) and resolves `false`; a post resolves `true`.
   */
  run(action: string, payload?: Payload): Promise<boolean>;
  /**
   * The error fields an input shows its errors under (`transaction.errors[].field`); the
   * other errors go to the summary at the top. Inputs claim theirs while they are shown.
   */
  readonly shownFields: StoreApi<{ readonly fields: readonly string[] }>;
  claimErrorField(field: string): () => void;
}

/** Builds (and memoises per context) what depends on the context. */
function perContext<T>(store: ScreenStore, build: (context: UniversalLoginContext) => T): () => T {
  let seen: UniversalLoginContext | undefined;
  let value: T;
  return () => {
    const context = store.getState().context;
    if (context !== seen) {
      seen = context;
      value = build(context);
    }
    return value;
  };
}

/** The screen object of `declaration`, its actions posting through `store`, on its page. */
export function bindScreenToStore(
  store: ScreenStore,
  context: UniversalLoginContext,
  declaration: ScreenDeclaration,
): Screen & Readonly<Record<string, unknown>> {
  const post: Screen['submit'] = (action, fields, options) =>
    store.getState().submit(action, fields, options);
  return attachActions(baseScreen(context, {}, post), declaration, store.getState().page) as never;
}

export function createDefaultPage(
  store: ScreenStore,
  declaration: ScreenDeclaration,
  texts: ScreenTexts,
): DefaultPage {
  const screen = perContext(store, (context) => bindScreenToStore(store, context, declaration));
  const text = perContext(store, (context) => textLookup(context, texts, COMMON_TEXTS));
  const shownFields = createStore<{ readonly fields: readonly string[] }>()(() => ({ fields: [] }));
  return {
    shownFields,
    claimErrorField(field) {
      shownFields.setState({ fields: [...shownFields.getState().fields, field] });
      return () => {
        const fields = [...shownFields.getState().fields];
        const at = fields.indexOf(field);
        if (at >= 0) fields.splice(at, 1);
        shownFields.setState({ fields });
      };
    },
    store,
    declaration,
    context: () => store.getState().context,
    data: () => (store.getState().context.screen.data ?? {}) as Record<string, unknown>,
    screen,
    text: (key, vars) => text()(key, vars),
    async run(action, payload = {}) {
      const method = screen()[action];
      if (typeof method !== 'function')
        throw new FormError(
          'unknown_action',
          action,
          `${declaration.name} has no action ${action}`,
        );
      const positional = (declaration.actions[action]?.args ?? []).map((name) => payload[name]);
      try {
        await (method as (...args: unknown[]) => Promise<void>)(...positional, payload);
        return true;
      } catch (error) {
        if (!(error instanceof FormError)) throw error;
        store
          .getState()
          .setValidationErrors([{ code: error.code, field: error.path, message: error.message }]);
        return false;
      }
    },
  };
}
