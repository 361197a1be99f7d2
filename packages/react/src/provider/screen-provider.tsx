/**
 * The provider owns one core store per mounted tree (so several providers on a page never share
 * state) and hands it to the hooks through React context. It holds no logic of its own.
 */
import {
  type ContextSource,
  createScreenStore,
  type ScreenStore,
  type SubmitOptions,
} from '@screenkit/core';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { ScreenProviderError } from './provider-error.js';

const StoreContext = createContext<ScreenStore | null>(null);

export interface ScreenProviderProps {
  /** The page context (object or JSON). Omitted: core reads `window.universal_login_context`. */
  context?: ContextSource;
  /** Default submit options of every post: a `transport` (tests, fetch) and a `route`. */
  submitOptions?: SubmitOptions;
  /** A store made elsewhere with `createScreenStore` (shared with non-React code). */
  store?: ScreenStore;
  children?: ReactNode;
}

export function ScreenProvider({ context, submitOptions, store, children }: ScreenProviderProps) {
  const [own] = useState(() => store ?? createScreenStore(context, submitOptions));
  const active = store ?? own;
  // A new `context` prop (preview switching variants, hot reload) replaces the store's context;
  // the first render already used it, so only later changes are applied.
  const seen = useRef(context);
  useEffect(() => {
    if (seen.current === context || context === undefined) return;
    seen.current = context;
    active.getState().setContext(context);
  }, [active, context]);
  return <StoreContext.Provider value={active}>{children}</StoreContext.Provider>;
}

/** The store of the nearest `<ScreenProvider>`; throws `ScreenProviderError` outside one. */
export function useScreenStore(hook = 'useScreenStore'): ScreenStore {
  const store = useContext(StoreContext);
  if (!store) throw new ScreenProviderError(hook);
  return store;
}
