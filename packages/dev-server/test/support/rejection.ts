/** What the official client's tests read of a refused call. */
import type { Management } from 'auth0';

/** The error `promise` (an official client call) failed with; undefined if it succeeded. */
export const rejection = <E = Management.BadRequestError>(promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e as E,
  );
