/**
 * The pending transactions stay bounded: one is gone after its 30 minutes (dropped by the
 * next one opened), and past MAX_PENDING_TRANSACTIONS the oldest goes while fresh ones keep
 * working. Every /authorize, login page and preview opens one, so a load test or a long
 * session of gallery reloads must not grow the server. Date is faked, so nothing sleeps.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createScreenTransaction,
  getPendingTransaction,
  MAX_PENDING_TRANSACTIONS,
} from '../src/protocol/transactions.js';
import { openStore } from '../src/store/store.js';

const T0 = Date.UTC(2026, 0, 1);
const binding = { subject: '', transaction: '', browser: 'b' };

afterEach(() => {
  vi.useRealTimers();
});

describe('pending transactions', () => {
  it('expire after 30 minutes', async () => {
    const store = await openStore({ inMemory: true });
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const first = createScreenTransaction(store, { screen: 'login', binding });
    vi.setSystemTime(T0 + 30 * 60_000 - 1);
    expect(getPendingTransaction({ store }, first.state)?.screen).toBe('login');
    vi.setSystemTime(T0 + 30 * 60_000);
    expect(getPendingTransaction({ store }, first.state)).toBeUndefined();
  });

  it('keep at most MAX_PENDING_TRANSACTIONS: the oldest go, the fresh ones work', async () => {
    const store = await openStore({ inMemory: true });
    const overflow = 3;
    const states = Array.from(
      { length: MAX_PENDING_TRANSACTIONS + overflow },
      (_, i) => createScreenTransaction(store, { screen: `screen-${i}`, binding }).state,
    );
    for (const old of states.slice(0, overflow))
      expect(getPendingTransaction({ store }, old)).toBeUndefined();
    expect(getPendingTransaction({ store }, states[overflow] ?? '')?.screen).toBe(
      `screen-${overflow}`,
    );
    const last = states.length - 1;
    expect(getPendingTransaction({ store }, states[last] ?? '')?.screen).toBe(`screen-${last}`);
  });
});
