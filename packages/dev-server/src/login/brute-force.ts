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
 *
 * The collection stays bounded under a flood of wrong guesses at many identifiers: a counter
 * whose failures have all leaked away holds nothing and is dropped, by a sweep that a new
 * counter runs once the collection has doubled since the last one (amortised O(1) a guess, no
 * timer). A counter lives at most `max` x `refillMs` after its last failure (2.5 h for
 * passwords), so the collection holds at most that window's guesses. No cap pushes the oldest
 * out: that would let a flood of guesses lift a live block.
 */
import type { Store } from '../store/store.js';
import type { UserRecord } from '../tenant/users.js';
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
/** The collection is swept no sooner than at this many counters. */
const MIN_SWEEP_SIZE = 256;
/** Per store, the counter count at which a new counter sweeps the forgiven ones next. */
const sweepAt = new WeakMap<Store, number>();
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

/** The policy a counter was kept by, from its key (`passwordTarget` and the code targets). */
const policyOfKey = (key: string): Policy =>
  key.startsWith('["password",') ? PASSWORD_POLICY : CODE_POLICY;

/** Drops the counters whose failures have all been forgiven; runs when the count has doubled. */
async function sweepForgiven(store: Store, now: number): Promise<void> {
  const all = counters(store);
  if (all.size < (sweepAt.get(store) ?? MIN_SWEEP_SIZE)) return;
  for (const key of all.keys())
    if (held(all.get(key), policyOfKey(key), now) === 0) await all.delete(key);
  sweepAt.set(store, Math.max(MIN_SWEEP_SIZE, all.size * 2));
}

/** Failures still held against `counter` now. */
function held(counter: Counter | undefined, policy: Policy, now: number): number {
  if (!counter) return 0;
  const forgiven = Math.floor(Math.max(0, now - counter.counted_at) / policy.refillMs);
  return Math.max(0, counter.failures - forgiven);
}

export function isBlocked(store: Store, target: GuessTarget): boolean {
  return held(counters(store).get(target.key), target.policy, Date.now()) >= target.policy.max;
}

/**
 * Counts a guess at `target` before it is checked, so guesses sent in parallel cannot outrun
 * the budget (the count lands in memory at once; the check may await bcrypt): `blocked` when
 * it may not be tried at all, `last` when this guess, if wrong, blocks the target. A right
 * guess then clears the count (`recordSuccess`).
 */
export async function countGuess(
  store: Store,
  target: GuessTarget,
): Promise<'blocked' | 'counted' | 'last'> {
  const now = Date.now();
  // A new counter may sweep (it awaits): before the read, so no await separates read and write.
  if (!counters(store).has(target.key)) await sweepForgiven(store, now);
  const failures = held(counters(store).get(target.key), target.policy, now);
  if (failures >= target.policy.max) return 'blocked';
  await counters(store).set(target.key, {
    failures: failures + 1,
    counted_at: now,
    ...(target.userId ? { user_id: target.userId } : {}),
  });
  return failures + 1 >= target.policy.max ? 'last' : 'counted';
}

/** A right guess: the target's count starts over. */
export async function recordSuccess(store: Store, target: GuessTarget): Promise<void> {
  if (counters(store).has(target.key)) await counters(store).delete(target.key);
}

/** An identifier's counters on a connection: its password's and its passwordless codes'. */
const identifierTargets = (connection: string, identifier: string): GuessTarget[] => [
  passwordTarget(connection, identifier),
  passwordlessTarget(connection, identifier),
];

/** The identifiers `user` logs in with, on each of its connections. */
function identifiersOf(user: UserRecord): Array<[connection: string, identifier: string]> {
  const identifiers = [user.email, user.username, user.phone_number].filter(
    (i): i is string => typeof i === 'string' && i.length > 0,
  );
  return user.identities.flatMap((identity) =>
    identifiers.map((identifier): [string, string] => [identity.connection, identifier]),
  );
}

/** Which of these identifiers are blocked now, per connection (the service's `blocked_for`). */
function blocked(
  store: Store,
  pairs: ReadonlyArray<readonly [connection: string, identifier: string]>,
): Array<{ identifier: string; connection: string }> {
  return pairs
    .filter(([connection, identifier]) =>
      identifierTargets(connection, identifier).some((target) => isBlocked(store, target)),
    )
    .map(([connection, identifier]) => ({ identifier: normal(identifier), connection }));
}

export const blocksOf = (store: Store, user: UserRecord) => blocked(store, identifiersOf(user));

export const blocksOfIdentifier = (
  store: Store,
  connectionNames: readonly string[],
  identifier: string,
) =>
  blocked(
    store,
    connectionNames.map((connection) => [connection, identifier] as const),
  );

/** A new password lifts the blocks on `user`'s passwords (not the factors' counters). */
export async function unblockPasswords(store: Store, user: UserRecord): Promise<void> {
  for (const [connection, identifier] of identifiersOf(user))
    await recordSuccess(store, passwordTarget(connection, identifier));
}

/** An administrator's unblock: clears every counter of `user` (identifiers and factors). */
export async function unblockUser(store: Store, user: UserRecord): Promise<void> {
  const keys = [
    ...identifiersOf(user).flatMap(([c, i]) => identifierTargets(c, i).map((t) => t.key)),
    ...countersByUser(store).keys(user.user_id),
  ];
  for (const key of new Set(keys)) if (counters(store).has(key)) await counters(store).delete(key);
}

/** Unblocks an identifier on these connections (`DELETE /api/v2/user-blocks?identifier=`). */
export async function unblockIdentifier(
  store: Store,
  connectionNames: readonly string[],
  identifier: string,
): Promise<void> {
  for (const connection of connectionNames)
    for (const target of identifierTargets(connection, identifier))
      await recordSuccess(store, target);
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
