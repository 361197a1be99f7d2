/**
 * How the dev toolbar's context editor swaps a page's context in place: it dispatches a
 * cancelable `screenkit:context-edit` event on `window` carrying the edited context; a store
 * that accepts edits replaces its context (errors and status start over from it, the rendered
 * tree keeps its own state) and cancels the event to say "applied". Nobody cancelling tells
 * the toolbar to reload the page with the edited context instead (plain-JS screens).
 *
 * Only pages whose dev toolbar set `window.__screenkitDevTools` (the dev server and the Vite
 * plugin in serve mode add it, never a build) honour the event. The page is the one the screen
 * is on (its store's `page`, else this window). No `window` access at import.
 */
import { screenWindow } from '../shared/screen-window.js';
import type { ScreenStore } from './screen-store.js';

export const CONTEXT_EDIT_EVENT = 'screenkit:context-edit';

export interface ContextEditDetail {
  /** The edited context (already checked by the toolbar; checked again by `setContext`). */
  readonly context: unknown;
}

type PageLike = EventTarget & { __screenkitDevTools?: unknown };

/**
 * Makes `store` accept the toolbar's context edits; returns the function that stops it.
 * `target` defaults to the screen's page (a no-op without one, e.g. during SSR).
 */
export function acceptContextEdits(store: ScreenStore, target?: EventTarget): () => void {
  // `window`, not the global object: undefined in Node (SSR), where nothing listens.
  const win = screenWindow(store.getState().page).window as PageLike | undefined;
  const page = target ?? win;
  if (!page?.addEventListener) return () => {};
  const listener = (event: Event) => {
    if (win?.__screenkitDevTools !== true) return;
    const detail = (event as CustomEvent<ContextEditDetail | undefined>).detail;
    if (!detail || typeof detail !== 'object' || !('context' in detail)) return;
    try {
      store.getState().setContext(detail.context as Record<string, unknown>);
      event.preventDefault();
    } catch {
      // An invalid context leaves the page as it was; the toolbar has already shown why.
    }
  };
  page.addEventListener(CONTEXT_EDIT_EVENT, listener);
  return () => page.removeEventListener(CONTEXT_EDIT_EVENT, listener);
}
