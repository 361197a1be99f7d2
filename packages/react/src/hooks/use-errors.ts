import {
  type DismissTarget,
  errorsByField,
  type ScreenError,
  type ScreenState,
} from '@screenkit/core';
import { useCallback, useMemo } from 'react';
import { useStore } from 'zustand';
import { useScreenStore } from '../provider/screen-provider.js';

export interface ErrorsView {
  /** Every error shown: the service's (`transaction.errors`) then client-side validation's. */
  readonly errors: readonly ScreenError[];
  /** Errors grouped by field; form-wide errors sit under `''`. */
  readonly byField: Readonly<Record<string, readonly ScreenError[]>>;
  /** The errors of one field (an empty list when it has none). */
  forField(field: string): readonly ScreenError[];
  /** Removes one error, every error of a field, or (no argument) all of them. */
  dismiss(target?: DismissTarget): void;
  /** Shows client-side validation errors (replacing earlier ones). */
  setValidationErrors: ScreenState['setValidationErrors'];
}

const NONE: readonly ScreenError[] = Object.freeze([]);

export function useErrors(): ErrorsView {
  const store = useScreenStore('useErrors');
  const errors = useStore(store, (s) => s.errors);
  const byField = useMemo(() => errorsByField(errors), [errors]);
  const forField = useCallback((field: string) => byField[field] ?? NONE, [byField]);
  const { dismissErrors, setValidationErrors } = store.getState();
  return useMemo(
    () => ({ errors, byField, forField, dismiss: dismissErrors, setValidationErrors }),
    [errors, byField, forField, dismissErrors, setValidationErrors],
  );
}
