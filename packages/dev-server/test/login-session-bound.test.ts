/**
 * The login sessions kept in the store stay bounded under a flood of logins: an expired
 * session is dropped by the next login, and past MAX_LOGIN_SESSIONS the oldest goes while
 * fresh sessions keep working. Date is faked, so nothing sleeps.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LOGIN_SESSIONS_COLLECTION,
  MAX_LOGIN_SESSIONS,
  sessionOf,
  startSession,
} from '../src/protocol/login-session.js';
import { openStore } from '../src/store/store.js';
import type { UserRecord } from '../src/tenant/users.js';
import { users } from '../src/tenant/users.js';

const DAY_MS = 86_400_000;

afterEach(() => {
  vi.useRealTimers();
});

async function storeWithUser() {
  const store = await openStore({ inMemory: true });
  await users(store).set('auth0|sam', {
    user_id: 'auth0|sam',
    email: 'sam@example.com',
    identities: [{ connection: 'Username-Password-Authentication', provider: 'auth0' }],
  } as unknown as UserRecord);
  return store;
}

describe('login sessions', () => {
  it('are dropped from the store once expired, by the next login', async () => {
    const store = await storeWithUser();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 0, 1) });
    const first = await startSession(store, 'auth0|sam', ['pwd'], 0);
    vi.setSystemTime(Date.UTC(2026, 0, 1) + 3 * DAY_MS - 1);
    const second = await startSession(store, 'auth0|sam', ['pwd'], 0);
    expect(store.collection(LOGIN_SESSIONS_COLLECTION).size).toBe(2);
    expect(sessionOf(store, first.value)?.user.user_id).toBe('auth0|sam');

    vi.setSystemTime(Date.UTC(2026, 0, 1) + 3 * DAY_MS);
    const third = await startSession(store, 'auth0|sam', ['pwd'], 0);
    expect(store.collection(LOGIN_SESSIONS_COLLECTION).size).toBe(2);
    expect(sessionOf(store, first.value)).toBeUndefined();
    expect(sessionOf(store, second.value)?.sid).toBe(second.sid);
    expect(sessionOf(store, third.value)?.sid).toBe(third.sid);
  });

  it('keep at most MAX_LOGIN_SESSIONS: the oldest are forgotten, the fresh ones work', async () => {
    const store = await storeWithUser();
    const overflow = 3;
    const opened = [];
    for (let i = 0; i < MAX_LOGIN_SESSIONS + overflow; i += 1)
      opened.push(await startSession(store, 'auth0|sam', ['pwd'], 0));
    expect(store.collection(LOGIN_SESSIONS_COLLECTION).size).toBe(MAX_LOGIN_SESSIONS);
    for (const old of opened.slice(0, overflow))
      expect(sessionOf(store, old.value)).toBeUndefined();
    const oldestKept = opened[overflow];
    const newest = opened.at(-1);
    expect(sessionOf(store, oldestKept?.value)?.sid).toBe(oldestKept?.sid);
    expect(sessionOf(store, newest?.value)?.sid).toBe(newest?.sid);
  });
});
