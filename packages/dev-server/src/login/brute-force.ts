/**
 * Guess counters, as the service keeps them, in the tenant store (`brute-force-counters`, so a
 * restart forgives nothing), one record per target, looked up by its key:
 * - a password: per connection and identifier, whether or not the account exists (so a block
 *   does not reveal which do). 10 wrong passwords block the identifier (`too-many-attempts`);
 * - a one-time code: per user and MFA factor (TOTP, email, SMS, voice, recovery code), or per
 *   passwordless address, across logins and resent codes. 10 wrong codes block the factor, the
 *   service's "Too many failed codes. Wait for some minutes before retrying."
 * Failures leak away with time (one every `refillMs`: the service allows MFA codes 10 an hour),
 * a success clears the count, and an administrator clears a user's counters at once
 * (`DELETE /api/v2/user-blocks/{id}`, src/management/user-blocks.ts).
 */
import type { Store } from '../store/store.js';
import type { UserRecord } from '../tenant/tenant-collections.js';
import { type FlowStep, flowError } from './login-state.js';

export const BRUTE_FORCE_COLLECTION = 'brute-force-counters';

interface Counter {
  failures: number;
  /** Epoch ms of the last failure counted. */
  counted_at: number;
  /** Code counters: the user (an administrator's unblock finds them by it). */
  user_id?: string;
}

interface Policy {
  max: number;
  /** One failure is forgiven each `refillMs`. */
  refillMs: number;
}

/** Passwords: blocked at 10, one more try every 15 minutes. */
export const PASSWORD_POLICY: Policy = { max: 10, refillMs: 15 * 60_000 };
/** Codes: blocked at 10, one more try every 6 minutes (the service's 10 an hour). */
export const CODE_POLICY: Policy = { max: 10, refillMs: 6 * 60_000 };

/** What failures count against. */
export interface GuessTarget {
  key: string;
  policy: Policy;
  userId?: string;
}

const counters = (store: Store) => store.collection<Counter>(BRUTE_FORCE_COLLECTION);
const countersByUser = (store: Store) => counters(store).index('user', (c) => c.user_id);
const normal = (identifier: string) => identifier.trim().toLowerCase();

export const passwordTarget = (connection: string, identifier: string): GuessTarget => ({
  key: JSON.stringify(['password', connection, normal(identifier)]),
  policy: PASSWORD_POLICY,
});
export const factorTarget = (userId: string, factorId: string): GuessTarget => ({
  key: JSON.stringify(['factor', userId, factorId]),
  policy: CODE_POLICY,
  userId,
});
export const passwordlessTarget = (connection: string, address: string): GuessTarget => ({
  key: JSON.stringify(['passwordless', connection, normal(address)]),
  policy: CODE_POLICY,
});

/** Failures still held against `counter` now. */
function held(counter: Counter | undefined, policy: Policy, now: number): number {
  if (!counter) return 0;
  const forgiven = Math.floor(Math.max(0, now - counter.counted_at) / policy.refillMs);
  return Math.max(0, counter.failures - forgiven);
}

export function isBlocked(store: Store, target: GuessTarget): boolean {
  return held(counters(store).get(target.key), target.policy, Date.now()) >= target.policy.max;
}

/** Counts a failure; resolves to true when the target is now blocked. */
export async function recordFailure(store: Store, target: GuessTarget): Promise<boolean> {
  const now = Date.now();
  const failures = held(counters(store).get(target.key), target.policy, now) + 1;
  await counters(store).set(target.key, {
    failures,
    counted_at: now,
    ...(target.userId ? { user_id: target.userId } : {}),
  });
  return failures >= target.policy.max;
}

export async function recordSuccess(store: Store, target: GuessTarget): Promise<void> {
  if (counters(store).has(target.key)) await counters(store).delete(target.key);
}

/** The identifiers `user` logs in with on each of its connections (their password targets). */
function passwordTargetsOf(user: UserRecord): GuessTarget[] {
  const identifiers = [user.email, user.username, user.phone_number].filter(
    (i): i is string => typeof i === 'string' && i.length > 0,
  );
  return user.identities.flatMap((identity) =>
    identifiers.map((identifier) => passwordTarget(identity.connection, identifier)),
  );
}

/** The identifiers of `user` blocked now, per connection (the service's `blocked_for`). */
export function blocksOf(
  store: Store,
  user: UserRecord,
): Array<{ identifier: string; connection: string }> {
  return passwordTargetsOf(user)
    .filter((target) => isBlocked(store, target))
    .map((target) => {
      const [, connection, identifier] = JSON.parse(target.key) as [string, string, string];
      return { identifier, connection };
    });
}

/** A new password lifts the blocks on `user`'s identifiers (not the factors' counters). */
export async function unblockPasswords(store: Store, user: UserRecord): Promise<void> {
  for (const target of passwordTargetsOf(user)) await recordSuccess(store, target);
}

/** An administrator's unblock: clears every counter of `user` (passwords and factors). */
export async function unblockUser(store: Store, user: UserRecord): Promise<void> {
  const keys = [
    ...passwordTargetsOf(user).map((t) => t.key),
    ...countersByUser(store).keys(user.user_id),
  ];
  for (const key of new Set(keys)) if (counters(store).has(key)) await counters(store).delete(key);
}

/** Unblocks an identifier on every connection (`DELETE /api/v2/user-blocks?identifier=`). */
export async function unblockIdentifier(
  store: Store,
  connectionNames: readonly string[],
  identifier: string,
): Promise<void> {
  for (const connection of connectionNames)
    await recordSuccess(store, passwordTarget(connection, identifier));
}

/** The page's answer to a blocked password identifier (the service's text). */
export const tooManyPasswords = (): FlowStep => ({
  errors: [
    flowError(
      'too-many-attempts',
      'Your account has been blocked after multiple consecutive login attempts.',
      'password',
    ),
  ],
  status: 429,
});

/** The page's answer to a blocked factor or passwordless address (the service's text). */
export const tooManyCodes = (): FlowStep => ({
  errors: [
    flowError(
      'too-many-attempts',
      'Too many failed codes. Wait for some minutes before retrying.',
      'code',
    ),
  ],
  status: 429,
});
