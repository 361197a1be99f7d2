/**
 * The consent screens' hooks: core's consent model (scopes, entries, validation, views) memoised
 * on the screen object, plus accept / deny posting through the store.
 */
import {
  type ConsentModel,
  type ConsentModelOptions,
  type ConsentScreenName,
  consentModel,
  type Fields,
  type ScreenSubmitOptions,
  type SubmitOutcome,
} from '@screenkit/core';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { useScreenStore } from '../provider/screen-provider.js';

export interface ConsentHookResult extends ConsentModel {
  /** Posts `action=accept` with `fields` and the transaction state. */
  accept(fields?: Fields, options?: ScreenSubmitOptions): Promise<SubmitOutcome>;
  /** Posts `action=deny` with `fields` and the transaction state. */
  deny(fields?: Fields, options?: ScreenSubmitOptions): Promise<SubmitOutcome>;
  readonly isSubmitting: boolean;
}

const CONSENT: readonly ConsentScreenName[] = ['consent', 'consent-tenant-scopes'];
const CUSTOMIZED: readonly ConsentScreenName[] = ['customized-consent'];

function typesKey(types: Iterable<string> | undefined): string | undefined {
  return types === undefined ? undefined : JSON.stringify([...types]);
}

function useConsentModel(
  hook: string,
  expected: readonly ConsentScreenName[],
  options: ConsentModelOptions,
): ConsentHookResult {
  const store = useScreenStore(hook);
  const screen = useStore(store, (s) => s.context.screen);
  const isSubmitting = useStore(store, (s) => s.isSubmitting);
  // Inline arrays of registered types are new every render: key the memo on their content.
  const key = typesKey(options.registeredTypes);
  const model = useMemo(
    () =>
      consentModel(screen, expected, key === undefined ? {} : { registeredTypes: JSON.parse(key) }),
    [screen, expected, key],
  );
  const { submit } = store.getState();
  return useMemo(
    () => ({
      ...model,
      accept: (fields, submitOptions) => submit('accept', fields, submitOptions),
      deny: (fields, submitOptions) => submit('deny', fields, submitOptions),
      isSubmitting,
    }),
    [model, submit, isSubmitting],
  );
}

/** The `consent` screen (or `consent-tenant-scopes`); throws `ScreenMismatchError` on any other. */
export function useConsent(options: ConsentModelOptions = {}): ConsentHookResult {
  return useConsentModel('useConsent', CONSENT, options);
}

/** The `customized-consent` screen (RAR); throws `ScreenMismatchError` on any other. */
export function useCustomizedConsent(options: ConsentModelOptions = {}): ConsentHookResult {
  return useConsentModel('useCustomizedConsent', CUSTOMIZED, options);
}
