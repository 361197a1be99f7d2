/**
 * Typed per-screen access. One generic hook over core's declarations rather than 91 generated
 * hooks: the declaration already carries every type, so `useScreen('login-id')` narrows by name
 * like the official SDK's per-screen hooks do, with nothing generated to keep in sync. The
 * by-name form imports core's table of all declarations; `useBoundScreen(loginId)` (declaration
 * from `@screenkit/core/screens/<prompt>`) is the same object without it, for the smallest bundle.
 * Actions post through the provider's store, so `useSubmit().isSubmitting` and double-click
 * protection apply to them too.
 */
import {
  assertScreen,
  attachActions,
  baseScreen,
  type Screen,
  type ScreenDeclaration,
  type ScreenObject,
  type ScreenStore,
  type UniversalLoginContext,
} from '@screenkit/core';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { useScreenStore } from '../provider/screen-provider.js';

/** The screen object over the store's current context (memoised on it), on the store's page. */
export function bindToStore<D extends ScreenDeclaration>(
  store: ScreenStore,
  context: UniversalLoginContext,
  declaration: D,
): ScreenObject<D> {
  assertScreen([declaration.name], context.screen.name);
  const post: Screen['submit'] = (action, fields, options) =>
    store.getState().submit(action, fields, options);
  return attachActions(baseScreen(context, {}, post), declaration, store.getState().page);
}

/** The typed object of `declaration`'s screen; throws `ScreenMismatchError` on another screen. */
export function useBoundScreen<D extends ScreenDeclaration>(declaration: D): ScreenObject<D> {
  const store = useScreenStore('useBoundScreen');
  const context = useStore(store, (s) => s.context);
  return useMemo(() => bindToStore(store, context, declaration), [store, context, declaration]);
}
