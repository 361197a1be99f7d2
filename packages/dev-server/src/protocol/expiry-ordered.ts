/**
 * In-memory registries whose entries all live one fixed lifetime (pending transactions,
 * authorization codes, page-mode responses, /userinfo tokens of one API): insertion order is
 * expiry order, so a sweep from the head is enough.
 */

/**
 * Drops the expired entries at the head of `map` and, with a `cap`, enough of the oldest to
 * leave room for one more under it. Entries go in with now + one fixed lifetime, so insertion
 * order is expiry order and the sweep stops at the first live one under the cap: amortised
 * O(1) per call, however many entries are pending. (An entry used up early, `expiresAt = 0`,
 * waits for its turn; every lookup checks the expiry anyway.)
 */
export function sweepExpired<T extends { expiresAt: number }>(
  map: Map<string, T>,
  cap = Number.POSITIVE_INFINITY,
): void {
  const now = Date.now();
  for (const [key, value] of map) {
    if (value.expiresAt > now && map.size < cap) return;
    map.delete(key);
  }
}
