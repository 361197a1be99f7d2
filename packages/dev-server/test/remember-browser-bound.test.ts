/**
 * The remembered browsers kept in the store stay bounded under a flood of MFA logins from new
 * browsers: a browser whose every user has expired is dropped when a new one is remembered, and
 * past MAX_REMEMBERED_BROWSERS the oldest goes while fresh ones keep working. Date is faked.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isRemembered,
  MAX_REMEMBERED_BROWSERS,
  REMEMBER_DAYS,
  REMEMBERED_BROWSERS_COLLECTION,
  rememberBrowser,
} from '../src/login/remember-browser.js';
import { openStore } from '../src/store/store.js';

const T0 = Date.UTC(2026, 0, 1);
const DAY_MS = 86_400_000;

afterEach(() => {
  vi.useRealTimers();
});

describe('remembered browsers', () => {
  it('are dropped once their users have expired, by the next new browser', async () => {
    const store = await openStore({ inMemory: true });
    const size = () => store.collection(REMEMBERED_BROWSERS_COLLECTION).size;
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const first = await rememberBrowser(store, undefined, 'auth0|sam');
    vi.setSystemTime(T0 + REMEMBER_DAYS * DAY_MS - 1);
    const second = await rememberBrowser(store, undefined, 'auth0|sam');
    expect(size()).toBe(2);
    expect(isRemembered(store, first.value, 'auth0|sam')).toBe(true);

    vi.setSystemTime(T0 + REMEMBER_DAYS * DAY_MS);
    const third = await rememberBrowser(store, undefined, 'auth0|ann');
    expect(size()).toBe(2);
    expect(isRemembered(store, first.value, 'auth0|sam')).toBe(false);
    expect(isRemembered(store, second.value, 'auth0|sam')).toBe(true);
    expect(isRemembered(store, third.value, 'auth0|ann')).toBe(true);
  });

  it('keep at most MAX_REMEMBERED_BROWSERS: the oldest are forgotten, fresh ones work', async () => {
    const store = await openStore({ inMemory: true });
    const overflow = 3;
    const cookies = [];
    for (let i = 0; i < MAX_REMEMBERED_BROWSERS + overflow; i += 1)
      cookies.push((await rememberBrowser(store, undefined, `auth0|u${i}`)).value);
    expect(store.collection(REMEMBERED_BROWSERS_COLLECTION).size).toBe(MAX_REMEMBERED_BROWSERS);
    for (const [i, old] of cookies.slice(0, overflow).entries())
      expect(isRemembered(store, old, `auth0|u${i}`)).toBe(false);
    expect(isRemembered(store, cookies[overflow], `auth0|u${overflow}`)).toBe(true);
    const last = cookies.length - 1;
    expect(isRemembered(store, cookies[last], `auth0|u${last}`)).toBe(true);
    // A remembered browser remembering another user is not a new browser: nothing goes.
    await rememberBrowser(store, cookies[last], 'auth0|other');
    expect(isRemembered(store, cookies[overflow], `auth0|u${overflow}`)).toBe(true);
  });
});
