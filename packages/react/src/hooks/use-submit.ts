import type { ScreenState } from '@screenkit/core';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { useScreenStore } from '../provider/screen-provider.js';

export interface SubmitView {
  /** Posts `fields` with `action` (`'default'` on most screens) and the transaction state. */
  readonly submit: ScreenState['submit'];
  readonly isSubmitting: boolean;
  /** Why the last post could not be sent, else null. */
  readonly submitError: Error | null;
}

export function useSubmit(): SubmitView {
  const store = useScreenStore('useSubmit');
  const isSubmitting = useStore(store, (s) => s.isSubmitting);
  const submitError = useStore(store, (s) => s.submitError);
  const { submit } = store.getState();
  return useMemo(
    () => ({ submit, isSubmitting, submitError }),
    [submit, isSubmitting, submitError],
  );
}
