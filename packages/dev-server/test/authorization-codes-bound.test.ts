/**
 * The unredeemed authorization codes stay bounded: a code is refused after its ten minutes,
 * and past MAX_CODES (a load test that never redeems them) the oldest goes while fresh codes
 * keep working. Date is faked, so nothing sleeps.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type CodeRequest,
  issueCode,
  MAX_CODES,
  redeemCode,
} from '../src/protocol/authorization-codes.js';
import { openStore } from '../src/store/store.js';

const T0 = Date.UTC(2026, 0, 1);
const request = (clientId: string): CodeRequest =>
  ({
    clientId,
    audience: 'https://api.example.com',
    scopes: ['openid'],
    user: { id: 'auth0|sam' },
    amr: ['pwd'],
    redirectUri: 'https://app.example.com/callback',
  }) as CodeRequest;

afterEach(() => {
  vi.useRealTimers();
});

describe('authorization codes', () => {
  it('are refused after ten minutes', async () => {
    const store = await openStore({ inMemory: true });
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const kept = issueCode(store, request('kept'));
    const late = issueCode(store, request('late'));
    vi.setSystemTime(T0 + 10 * 60_000 - 1);
    expect(redeemCode(store, kept)?.clientId).toBe('kept');
    vi.setSystemTime(T0 + 10 * 60_000);
    expect(redeemCode(store, late)).toBeUndefined();
  });

  it('keep at most MAX_CODES unredeemed: the oldest go, the fresh ones work', async () => {
    const store = await openStore({ inMemory: true });
    const overflow = 3;
    const codes = Array.from({ length: MAX_CODES + overflow }, (_, i) =>
      issueCode(store, request(`c${i}`)),
    );
    for (const old of codes.slice(0, overflow)) expect(redeemCode(store, old)).toBeUndefined();
    expect(redeemCode(store, codes[overflow] ?? '')?.clientId).toBe(`c${overflow}`);
    const last = codes.length - 1;
    expect(redeemCode(store, codes[last] ?? '')?.clientId).toBe(`c${last}`);
  });
});
