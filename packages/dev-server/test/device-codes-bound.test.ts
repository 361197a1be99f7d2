/**
 * The device authorizations stay bounded: one is forgotten after its lifetime and grace (the
 * device then hears `invalid_grant`, not `expired_token`), and past MAX_DEVICE_AUTHORIZATIONS
 * the oldest goes while fresh ones can still be answered. Date is faked, so nothing sleeps.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answerDeviceAuthorization,
  createDeviceAuthorization,
  DEVICE_CODE_LIFETIME_S,
  MAX_DEVICE_AUTHORIZATIONS,
  redeemDeviceCode,
} from '../src/protocol/device-codes.js';
import { openStore } from '../src/store/store.js';

const T0 = Date.UTC(2026, 0, 1);
const request = { clientId: 'tv', audience: 'https://api.example.com', scopes: ['openid'] };
const client = { id: 'tv', name: 'TV' };
const errorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('device authorizations', () => {
  it('answer expired_token after their lifetime, then are forgotten', async () => {
    const store = await openStore({ inMemory: true });
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const first = createDeviceAuthorization(store, request, client);
    vi.setSystemTime(T0 + DEVICE_CODE_LIFETIME_S * 1000);
    expect(errorOf(() => redeemDeviceCode(store, first.deviceCode, 'tv'))).toBe('expired_token');
    const second = createDeviceAuthorization(store, request, client);
    vi.setSystemTime(T0 + DEVICE_CODE_LIFETIME_S * 1000 + 10 * 60_000);
    createDeviceAuthorization(store, request, client);
    expect(errorOf(() => redeemDeviceCode(store, first.deviceCode, 'tv'))).toBe('invalid_grant');
    expect(answerDeviceAuthorization(store, second.userCode, 'denied')).toBe(true);
  });

  it('keep at most MAX_DEVICE_AUTHORIZATIONS: the oldest go, fresh ones are answered', async () => {
    const store = await openStore({ inMemory: true });
    const overflow = 3;
    const made = Array.from({ length: MAX_DEVICE_AUTHORIZATIONS + overflow }, () =>
      createDeviceAuthorization(store, request, client),
    );
    for (const old of made.slice(0, overflow))
      expect(answerDeviceAuthorization(store, old.userCode, 'denied')).toBe(false);
    expect(answerDeviceAuthorization(store, made[overflow]?.userCode ?? '', 'denied')).toBe(true);
    expect(answerDeviceAuthorization(store, made.at(-1)?.userCode ?? '', 'denied')).toBe(true);
  });
});
