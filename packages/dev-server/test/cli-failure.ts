import { expect } from 'vitest';
import { CliError } from '../src/project/cli-error.js';

/** The CliError `promise` rejects with (the test fails if it resolves or throws anything else). */
export async function cliFailure(promise: Promise<unknown>): Promise<CliError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CliError);
  return error as CliError;
}
