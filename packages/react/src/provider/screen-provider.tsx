/**
 * The provider owns one core store per mounted tree (so several providers on a page never share
 * state) and hands it to the hooks through React context. It holds no logic of its own.
 */
import {
  acceptContextEdits,
  type ContextSource,
  checkContext,
  createScreenStoreWith,
  type ScreenStore,
  type SubmitOptions,
  validateContext,
} from '@screenkit/core';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { ScreenProviderError } from './provider-error.js';

// The build's mode, as bundlers substitute it (declared here: the build has no Node types).
declare const process: { env: { NODE_ENV?: string } };

const StoreContext = createContext<ScreenStore | null>(null);

// Development builds also check that the screen is one of the catalogue's, under its prompt (a
// typo in a fixture or a hand-made context); production pages get their context from the
// service, and carrying all 91 screen names would double a screen's bundle. Both check the
// whole context's shape, and a bound screen checks its own name in both.
const CHECK = process.env.NODE_ENV === 'production' ? checkContext : validateContext;

export interface ScreenProviderProps {
  /** The page context (object or JSON). Omitted: core reads `window.universal_login_context`. */
  context?: ContextSource;
  /** Default submit options of every post: a `transport` (tests, fetch) and a `route`. */
  submitOptions?: SubmitOptions;
  /** A store made elsewhere with `createScreenStore` (shared with non-React code). */
  store?: ScreenStore;
  /**
   * The page the screen is on, when it is not this window: a same-origin frame another page
   * renders into (the dev server's gallery). Its context is read from it (unless `context` is
   * given), forms post from it, and captcha scripts, WebAuthn requests, polling and the title go
   * to it (core's `screenWindow`), so the frame behaves as that page would on its own.
   */
  page?: Window;
  children?: ReactNode;
}

function sourceKey(source: ContextSource | undefined): string | undefined {
  if (source === undefined || typeof source === 'string') return source;
  try {
    return JSON.stringify(source);
  } catch {
    return undefined; // not JSON-serialisable: setContext will report it
  }
}

export function ScreenProvider({
  context,
  submitOptions,
  store,
  page,
  children,
}: ScreenProviderProps) {
  const [own] = useState(() => {
    if (store) return store;
    // The store reads `page`'s context (unless given one), posts from it and hands it to the
    // browser code (captcha, WebAuthn, polling).
    return createScreenStoreWith(CHECK, context, submitOptions, page);
  });
  const active = store ?? own;
  // A different `context` prop (a preview switching variants, hot reload) replaces the store's
  // context. Compared by content, so a parent re-rendering with an equal inline object does not
  // wipe the errors and submission status. The first key is taken once (a `useRef` argument
  // would serialise the context again on every render, only to be thrown away).
  const [seen] = useState(() => ({ key: sourceKey(context) }));
  useEffect(() => {
    const key = sourceKey(context);
    if (context === undefined || key === seen.key) return;
    seen.key = key;
    active.getState().setContext(context);
  }, [active, context, seen]);
  // The dev toolbar's context editor applies edits in place (core/store/context-edits.ts):
  // the tree keeps its state, only the context changes. Development builds only: bundlers
  // replace process.env.NODE_ENV (as React itself needs), so production bundles drop it.
  // (A ternary rather than an early return: esbuild drops the import only from a folded branch.)
  useEffect(
    () => (process.env.NODE_ENV === 'production' ? undefined : acceptContextEdits(active)),
    [active],
  );
  return <StoreContext.Provider value={active}>{children}</StoreContext.Provider>;
}

/** The store of the nearest `<ScreenProvider>`; throws `ScreenProviderError` outside one. */
export function useScreenStore(hook = 'useScreenStore'): ScreenStore {
  const store = useContext(StoreContext);
  if (!store) throw new ScreenProviderError(hook);
  return store;
}

/**
 * The page the nearest provider's screen is on when not this window (its `page` prop), else
 * undefined: what core's browser helpers take to act on that page. No provider: undefined.
 */
export function useScreenPage(): Window | undefined {
  return useContext(StoreContext)?.getState().page;
}
