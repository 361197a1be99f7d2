/**
 * Brute-force protection as the service applies it to a database connection: after
 * `MAX_FAILURES` consecutive wrong passwords for one identifier, that identifier is locked
 * (`too-many-attempts`) until the lock expires; a successful login resets the count. Keyed by
 * identifier whether or not the account exists, so the lockout does not reveal which do.
 * In memory per store: a restart of the dev server unlocks everyone.
 */
import type { Store } from '../store/store.js';

export const MAX_FAILURES = 10;
export const LOCK_MS = 15 * 60_000;

interface Counter {
  failures: number;
  lockedUntil: number;
}

const counters = new WeakMap<Store, Map<string, Counter>>();

function countersOf(store: Store): Map<string, Counter> {
  let map = counters.get(store);
  if (!map) {
    map = new Map();
    counters.set(store, map);
  }
  return map;
}

const keyOf = (connection: string, identifier: string) =>
  `${connection}\u0000${identifier.trim().toLowerCase()}`;

export function isLocked(store: Store, connection: string, identifier: string): boolean {
  const counter = countersOf(store).get(keyOf(connection, identifier));
  return counter !== undefined && counter.lockedUntil > Date.now();
}

/** Counts a wrong password; returns true when this failure locks the identifier. */
export function recordFailure(store: Store, connection: string, identifier: string): boolean {
  const map = countersOf(store);
  const key = keyOf(connection, identifier);
  const counter = map.get(key) ?? { failures: 0, lockedUntil: 0 };
  counter.failures += 1;
  if (counter.failures >= MAX_FAILURES) counter.lockedUntil = Date.now() + LOCK_MS;
  map.set(key, counter);
  return counter.lockedUntil > Date.now();
}

export function recordSuccess(store: Store, connection: string, identifier: string): void {
  countersOf(store).delete(keyOf(connection, identifier));
}
