/**
 * One hook per part of the page context. Each selects its own slice, so a component re-renders
 * only when that part of the context is replaced, not when errors or submission status change.
 */
import {
  DECLARATIONS,
  type Declarations,
  type ScreenName,
  type ScreenObject,
  type ScreenState,
  type UniversalLoginContext,
} from '@screenkit/core';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { useScreenStore } from '../provider/screen-provider.js';
import { bindToStore } from './use-bound-screen.js';

const NO_TEXTS: Readonly<Record<string, string>> = Object.freeze({});

function useSlice<T>(hook: string, selector: (state: ScreenState) => T): T {
  return useStore(useScreenStore(hook), selector);
}

/**
 * `useScreen()`: the screen part of the context. `useScreen('login-id')`: that screen's typed
 * object (data, links, one method per action), or `ScreenMismatchError` on another screen.
 */
export function useScreen(): UniversalLoginContext['screen'];
export function useScreen<N extends ScreenName>(name: N): ScreenObject<Declarations[N]>;
export function useScreen(name?: ScreenName): unknown {
  const store = useScreenStore('useScreen');
  const context = useStore(store, (s) => s.context);
  const bound = useMemo(
    () => (name === undefined ? undefined : bindToStore(store, context, DECLARATIONS[name])),
    [store, context, name],
  );
  return bound ?? context.screen;
}
export const usePrompt = (): UniversalLoginContext['prompt'] =>
  useSlice('usePrompt', (s) => s.context.prompt);
export const useClient = (): UniversalLoginContext['client'] =>
  useSlice('useClient', (s) => s.context.client);
export const useOrganization = (): UniversalLoginContext['organization'] =>
  useSlice('useOrganization', (s) => s.context.organization);
export const useUser = (): UniversalLoginContext['user'] =>
  useSlice('useUser', (s) => s.context.user);
export const useTenant = (): UniversalLoginContext['tenant'] =>
  useSlice('useTenant', (s) => s.context.tenant);
export const useBranding = (): UniversalLoginContext['branding'] =>
  useSlice('useBranding', (s) => s.context.branding);
export const useTransaction = (): UniversalLoginContext['transaction'] =>
  useSlice('useTransaction', (s) => s.context.transaction);
export const useUntrustedData = (): UniversalLoginContext['untrusted_data'] =>
  useSlice('useUntrustedData', (s) => s.context.untrusted_data);
/** The screen's texts (`screen.texts`); an empty object when the page sent none. */
export const useTexts = (): Readonly<Record<string, string>> =>
  useSlice('useTexts', (s) => s.context.screen.texts ?? NO_TEXTS);
