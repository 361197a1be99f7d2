/**
 * The registry of opaque /userinfo access tokens stays bounded: a token is gone once its own
 * lifetime is over (the `expires_in` answered, not a fixed day), and a flood of grants past
 * MAX_USERINFO_TOKENS pushes the oldest out while fresh tokens keep working. Date is faked, so
 * nothing sleeps.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Authorization } from '../src/protocol/authorization.js';
import {
  findUserinfoToken,
  issueUserinfoToken,
  MAX_USERINFO_TOKENS,
} from '../src/protocol/userinfo-token.js';
import { openStore } from '../src/store/store.js';

const authorization = (clientId: string): Authorization => ({
  clientId,
  audience: 'http://127.0.0.1/userinfo',
  scopes: ['openid'],
  user: { id: 'auth0|sam', email: 'sam@example.com', name: 'Sam' } as Authorization['user'],
  amr: ['pwd'],
});

afterEach(() => {
  vi.useRealTimers();
});

describe('/userinfo access tokens', () => {
  it('expire at the lifetime they were issued for, and only then', async () => {
    const store = await openStore({ inMemory: true });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 0, 1) });
    const short = issueUserinfoToken(store, authorization('short'), ['openid'], 60);
    const long = issueUserinfoToken(store, authorization('long'), ['openid'], 3_600);

    vi.setSystemTime(Date.UTC(2026, 0, 1) + 59_000);
    expect(findUserinfoToken(store, short)?.authorization.clientId).toBe('short');

    vi.setSystemTime(Date.UTC(2026, 0, 1) + 60_000);
    expect(findUserinfoToken(store, short)).toBeUndefined();
    expect(findUserinfoToken(store, long)?.authorization.clientId).toBe('long');

    vi.setSystemTime(Date.UTC(2026, 0, 1) + 3_600_000);
    expect(findUserinfoToken(store, long)).toBeUndefined();
  });

  it('keeps at most MAX_USERINFO_TOKENS: the oldest are refused, the fresh ones work', async () => {
    const store = await openStore({ inMemory: true });
    const overflow = 5;
    const tokens = Array.from({ length: MAX_USERINFO_TOKENS + overflow }, (_, i) =>
      issueUserinfoToken(store, authorization(`c${i}`), ['openid'], 86_400),
    );
    const pushedOut = tokens.slice(0, overflow);
    const [oldestKept = '', nextKept = ''] = tokens.slice(overflow);
    const newest = tokens.at(-1) ?? '';
    for (const old of pushedOut) expect(findUserinfoToken(store, old)).toBeUndefined();
    // The oldest one kept, and the newest, still answer for their own grant.
    expect(findUserinfoToken(store, oldestKept)?.authorization.clientId).toBe(`c${overflow}`);
    expect(findUserinfoToken(store, newest)?.authorization.clientId).toBe(`c${tokens.length - 1}`);
    // One more pushes out exactly one more.
    issueUserinfoToken(store, authorization('next'), ['openid'], 86_400);
    expect(findUserinfoToken(store, oldestKept)).toBeUndefined();
    expect(findUserinfoToken(store, nextKept)).toBeDefined();
  });

  it('another store has its own registry', async () => {
    const [a, b] = await Promise.all([
      openStore({ inMemory: true }),
      openStore({ inMemory: true }),
    ]);
    const token = issueUserinfoToken(a, authorization('a'), ['openid'], 60);
    expect(findUserinfoToken(b, token)).toBeUndefined();
    expect(findUserinfoToken(a, token)).toBeDefined();
  });
});
