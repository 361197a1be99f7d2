/**
 * The brute-force counters kept in the store stay bounded under a flood of wrong guesses at
 * ever new identifiers: a counter whose failures have all leaked away is dropped by a later
 * sweep, while a live block survives it. Date is faked, so nothing sleeps.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BRUTE_FORCE_COLLECTION,
  countGuess,
  isBlocked,
  PASSWORD_POLICY,
  passwordTarget,
} from '../src/login/brute-force.js';
import { openStore } from '../src/store/store.js';

const CONNECTION = 'Username-Password-Authentication';
const T0 = Date.UTC(2026, 0, 1);

afterEach(() => {
  vi.useRealTimers();
});

async function guessAtNewIdentifiers(store: Awaited<ReturnType<typeof openStore>>, round: number) {
  for (let i = 0; i < 300; i += 1)
    await countGuess(store, passwordTarget(CONNECTION, `round${round}-${i}@example.com`));
}

describe('brute-force counters', () => {
  it('drop the forgiven counters and keep a live block', async () => {
    const store = await openStore({ inMemory: true });
    const size = () => store.collection(BRUTE_FORCE_COLLECTION).size;
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    await guessAtNewIdentifiers(store, 0);
    expect(size()).toBe(300);

    // One refill later the first round's single failures are all forgiven.
    vi.setSystemTime(T0 + PASSWORD_POLICY.refillMs);
    const victim = passwordTarget(CONNECTION, 'victim@example.com');
    for (let i = 0; i < PASSWORD_POLICY.max; i += 1) await countGuess(store, victim);
    expect(isBlocked(store, victim)).toBe(true);
    await guessAtNewIdentifiers(store, 1);
    // The victim and the second round: the first round went in the sweep.
    expect(size()).toBe(301);
    expect(isBlocked(store, victim)).toBe(true);
    expect(await countGuess(store, victim)).toBe('blocked');
  });

  it('stay bounded through a long flood of guesses', async () => {
    const store = await openStore({ inMemory: true });
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    let largest = 0;
    for (let round = 0; round < 20; round += 1) {
      vi.setSystemTime(T0 + round * PASSWORD_POLICY.refillMs);
      await guessAtNewIdentifiers(store, round);
      largest = Math.max(largest, store.collection(BRUTE_FORCE_COLLECTION).size);
    }
    // 6,000 identifiers guessed at; never more than about two rounds' worth kept.
    expect(largest).toBeLessThanOrEqual(1_024);
  });
});
