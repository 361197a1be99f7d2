/**
 * The state of one rendered screen, as a vanilla zustand store: the page context, the errors
 * shown (the service's and the screen's own validation), and the submission status. Framework
 * bindings (`@screenkit/react`) only subscribe to slices of it; every behaviour lives here.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type ContextSource, parseContextSource } from '../context/read-context.js';
import type { UniversalLoginContext } from '../context/types.js';
import { validateContext } from '../context/validate-context.js';
import { pageSubmitOptions } from '../form/page-submit-options.js';
import { type Fields, postsPage, type SubmitOptions, submitForm } from '../form/submit-form.js';
import {
  type DismissTarget,
  fromTransaction,
  fromValidation,
  NO_ERRORS,
  type ScreenError,
  type ValidationIssue,
  withoutDismissed,
} from './screen-errors.js';

export interface ScreenSubmitOptions extends SubmitOptions {
  /** Checks the fields before posting; any issue it returns is shown and nothing is posted. */
  validate?: (fields: Fields) => readonly ValidationIssue[] | undefined;
}

/** How a `submit` call ended. A transport failure is not an outcome: it rejects. */
export type SubmitOutcome =
  | { readonly status: 'submitted'; readonly response: unknown }
  | { readonly status: 'invalid'; readonly errors: readonly ScreenError[] }
  | { readonly status: 'busy' };

export interface ScreenState {
  readonly context: UniversalLoginContext;
  /**
   * The page the screen is on when it is not this window (a same-origin frame another page
   * renders into, e.g. the dev server's gallery); undefined: this window. Captcha scripts,
   * WebAuthn, polling and the page title go to it (shared/screen-window.ts).
   */
  readonly page: Window | undefined;
  /** Server errors (`transaction.errors`) first, then client-side validation errors. */
  readonly errors: readonly ScreenError[];
  /** True while a post is under way; stays true after a full-page post, since the page is leaving. */
  readonly isSubmitting: boolean;
  /** Why the last post failed to send (the transport threw), else null. */
  readonly submitError: Error | null;
  /** Posts `fields` with `action` and the transaction state (a second call while one is in flight is `busy`). */
  submit(
    action: string | undefined,
    fields?: Fields,
    options?: ScreenSubmitOptions,
  ): Promise<SubmitOutcome>;
  /** Replaces the client-side validation errors; server errors stay. */
  setValidationErrors(issues: readonly ValidationIssue[]): void;
  /** Removes one error, every error of a field, or (no argument) all errors. */
  dismissErrors(target?: DismissTarget): void;
  /** Swaps in another context (previews, hot reload); errors and status start over from it. */
  setContext(source: ContextSource): void;
}

export type ScreenStore = StoreApi<ScreenState>;

function withClientErrors(
  errors: readonly ScreenError[],
  client: readonly ScreenError[],
): readonly ScreenError[] {
  const server = errors.filter((e) => e.source === 'server');
  if (client.length === 0 && server.length === errors.length) return errors;
  const merged = [...server, ...client];
  return merged.length === 0 ? NO_ERRORS : merged;
}

/**
 * A store for the screen the context names (the page's own context when `source` is omitted:
 * `page`'s when given).
 * `defaults` are the submit options every post starts from (transport, route); `page` is the
 * window the screen is on, when not this one (ScreenState.page). Each call makes an independent
 * store, so two screens on one page never share state.
 */
export function createScreenStore(
  source?: ContextSource,
  defaults: SubmitOptions = {},
  page?: Window,
): ScreenStore {
  return createScreenStoreWith(validateContext, source, defaults, page);
}

/**
 * `createScreenStore` with the context check passed in (`validateContext` or the catalogue-free
 * `checkContext`), used for the initial context and every `setContext`.
 */
export function createScreenStoreWith(
  validate: (value: unknown) => UniversalLoginContext,
  source?: ContextSource,
  defaults: SubmitOptions = {},
  page?: Window,
): ScreenStore {
  const readContext = (next: ContextSource | undefined) => parseContextSource(next, validate, page);
  const initial = readContext(source);
  const posting = pageSubmitOptions(page, defaults);
  return createStore<ScreenState>()((set, get) => ({
    context: initial,
    page,
    errors: fromTransaction(initial.transaction.errors),
    isSubmitting: false,
    submitError: null,

    async submit(action, fields, options = {}) {
      if (get().isSubmitting) return { status: 'busy' };
      const { validate, ...submitOptions } = options;
      if (validate) {
        const client = fromValidation(validate(fields ?? {}) ?? []);
        set({ errors: withClientErrors(get().errors, client) });
        if (client.length > 0) return { status: 'invalid', errors: client };
      }
      const merged: SubmitOptions = { ...posting, ...submitOptions };
      // The browser's own form post navigates away: keep the screen busy so a second click
      // cannot post twice while the next page loads.
      const leavesPage = postsPage(merged.transport);
      set({ isSubmitting: true, submitError: null });
      try {
        const response = await submitForm(get().context.transaction.state, action, fields, merged);
        if (!leavesPage) set({ isSubmitting: false });
        return { status: 'submitted', response };
      } catch (error) {
        set({
          isSubmitting: false,
          submitError: error instanceof Error ? error : new Error(String(error)),
        });
        throw error;
      }
    },

    setValidationErrors(issues) {
      set({ errors: withClientErrors(get().errors, fromValidation(issues)) });
    },

    dismissErrors(target) {
      const errors = withoutDismissed(get().errors, target);
      if (errors !== get().errors) set({ errors });
    },

    setContext(next) {
      const context = readContext(next);
      set({
        context,
        errors: fromTransaction(context.transaction.errors),
        isSubmitting: false,
        submitError: null,
      });
    },
  }));
}
