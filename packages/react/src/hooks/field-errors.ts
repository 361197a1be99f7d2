// Shared by the validation hooks' `includeInErrors`: replaces the client-side errors of one
// field in the screen store, keeping the other fields' and the server's.
import type { ScreenStore, ValidationIssue } from '@screenkit/core';

export function replaceFieldErrors(
  store: ScreenStore,
  field: string,
  issues: readonly ValidationIssue[],
): void {
  const state = store.getState();
  const others = state.errors
    .filter((e) => e.source === 'client' && e.field !== field)
    .map(({ code, message, field: f }) => ({
      code,
      message,
      ...(f === undefined ? {} : { field: f }),
    }));
  const current = state.errors.filter((e) => e.source === 'client' && e.field === field);
  const same =
    current.length === issues.length &&
    current.every((e, i) => e.code === issues[i]?.code && e.message === issues[i]?.message);
  if (!same) state.setValidationErrors([...others, ...issues]);
}
