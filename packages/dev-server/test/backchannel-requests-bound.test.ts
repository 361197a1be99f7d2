/**
 * The backchannel (CIBA) requests stay bounded: expired ones are swept once the registry has
 * grown, and past MAX_BACKCHANNEL_REQUESTS the oldest goes while fresh ones still wait for
 * their user. Date is faked, so nothing sleeps.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createBackchannelRequest,
  heldBackchannelEntries,
  MAX_BACKCHANNEL_REQUESTS,
  pendingBackchannelRequest,
} from '../src/protocol/backchannel-requests.js';
import { openStore } from '../src/store/store.js';

const T0 = Date.UTC(2026, 0, 1);
type Input = Parameters<typeof createBackchannelRequest>[1];
const input = (clientId: string) =>
  ({
    clientId,
    audience: 'https://api.example.com',
    scopes: ['openid'],
    user: { id: 'auth0|sam' },
    amr: [],
    bindingMessage: 'Pay 10 EUR',
    channel: 'email',
    client: { id: clientId, name: 'Shop' },
    scopeDescriptions: [],
  }) as unknown as Input;

afterEach(() => {
  vi.useRealTimers();
});

describe('backchannel requests', () => {
  it('expired ones are swept as the registry grows', async () => {
    const store = await openStore({ inMemory: true });
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    for (let i = 0; i < 3_000; i += 1) createBackchannelRequest(store, input(`old${i}`), 60);
    vi.setSystemTime(T0 + 60_000);
    for (let i = 0; i < 3_000; i += 1) createBackchannelRequest(store, input(`new${i}`), 60);
    // The expired first batch went in a sweep; the live second batch is all kept.
    expect(heldBackchannelEntries(store).requests).toBeLessThan(6_000);
    expect(heldBackchannelEntries(store).requests).toBeGreaterThanOrEqual(3_000);
  });

  it('keep at most MAX_BACKCHANNEL_REQUESTS: the oldest go, fresh ones wait', async () => {
    const store = await openStore({ inMemory: true });
    const overflow = 3;
    const ids = Array.from(
      { length: MAX_BACKCHANNEL_REQUESTS + overflow },
      (_, i) => createBackchannelRequest(store, input(`c${i}`), 300).request.authReqId,
    );
    expect(heldBackchannelEntries(store)).toEqual({
      requests: MAX_BACKCHANNEL_REQUESTS,
      tickets: MAX_BACKCHANNEL_REQUESTS,
    });
    for (const old of ids.slice(0, overflow))
      expect(pendingBackchannelRequest(store, old)).toBeUndefined();
    expect(pendingBackchannelRequest(store, ids[overflow] ?? '')?.clientId).toBe(`c${overflow}`);
    const last = ids.length - 1;
    expect(pendingBackchannelRequest(store, ids[last] ?? '')?.clientId).toBe(`c${last}`);
  });
});
