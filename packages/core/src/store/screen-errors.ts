/**
 * The errors a screen shows: those the service sent back with the page (`transaction.errors`)
 * and those the screen's own validation found before posting. One list, so a field's message
 * reads the same whichever side found it.
 */
import type { TransactionError } from '../context/types.js';

export type ScreenErrorSource = 'server' | 'client';

export interface ScreenError {
  readonly code: string;
  readonly message: string;
  /** The form field it is about; absent for errors about the whole form. */
  readonly field?: string;
  readonly rules?: readonly unknown[];
  /** `server`: from `transaction.errors`; `client`: from a `validate` function before posting. */
  readonly source: ScreenErrorSource;
}

/** What a `validate` function returns for each problem it finds. */
export interface ValidationIssue {
  readonly code: string;
  readonly message: string;
  readonly field?: string;
}

/** Which errors to dismiss: one error object, every error of a field, or (omitted) all. */
export type DismissTarget = ScreenError | string | undefined;

export const NO_ERRORS: readonly ScreenError[] = Object.freeze([]);

export function fromTransaction(
  errors: readonly TransactionError[] | undefined,
): readonly ScreenError[] {
  if (!errors || errors.length === 0) return NO_ERRORS;
  return errors.map((e) => ({
    code: e.code,
    message: e.message,
    ...(e.field === undefined ? {} : { field: e.field }),
    ...(e.rules === undefined ? {} : { rules: e.rules }),
    source: 'server' as const,
  }));
}

export function fromValidation(issues: readonly ValidationIssue[]): readonly ScreenError[] {
  return issues.map((i) => ({
    code: i.code,
    message: i.message,
    ...(i.field === undefined ? {} : { field: i.field }),
    source: 'client' as const,
  }));
}

/** The list without the dismissed errors; the same array when nothing matched (no re-render). */
export function withoutDismissed(
  errors: readonly ScreenError[],
  target: DismissTarget,
): readonly ScreenError[] {
  if (target === undefined) return NO_ERRORS;
  const kept = errors.filter((e) =>
    typeof target === 'string' ? e.field !== target : e !== target,
  );
  if (kept.length === errors.length) return errors;
  return kept.length === 0 ? NO_ERRORS : kept;
}

/** `{ field: [messages] }`, with form-wide errors under the empty string. */
export function errorsByField(errors: readonly ScreenError[]): Record<string, ScreenError[]> {
  const byField: Record<string, ScreenError[]> = Object.create(null);
  for (const error of errors) {
    const key = error.field ?? '';
    const list = byField[key];
    if (list) list.push(error);
    else byField[key] = [error];
  }
  return byField;
}
