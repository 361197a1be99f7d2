/**
 * The page-mode responses (form_post, web_message) waiting at /authorize/resume stay bounded:
 * each is delivered within a minute or not at all, and past MAX_RESUMABLE the oldest goes while
 * fresh ones are still delivered. Date is faked, so nothing sleeps.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_RESUMABLE, responseUrl, takeResumable } from '../src/protocol/response-mode.js';
import { openStore } from '../src/store/store.js';

const T0 = Date.UTC(2026, 0, 1);
const to = { redirectUri: 'https://app.example.com/callback', responseMode: 'form_post' as const };
const idOf = (url: string) => new URL(url, 'http://x').searchParams.get('id') ?? '';

afterEach(() => {
  vi.useRealTimers();
});

describe('page-mode responses', () => {
  it('are delivered within a minute, and not after', async () => {
    const store = await openStore({ inMemory: true });
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const kept = idOf(responseUrl(store, to, { code: 'kept' }));
    const late = idOf(responseUrl(store, to, { code: 'late' }));
    vi.setSystemTime(T0 + 59_999);
    expect(takeResumable(store, kept)?.params.code).toBe('kept');
    vi.setSystemTime(T0 + 60_000);
    expect(takeResumable(store, late)).toBeUndefined();
  });

  it('keep at most MAX_RESUMABLE: the oldest go, the fresh ones are delivered', async () => {
    const store = await openStore({ inMemory: true });
    const overflow = 3;
    const ids = Array.from({ length: MAX_RESUMABLE + overflow }, (_, i) =>
      idOf(responseUrl(store, to, { code: `c${i}` })),
    );
    for (const old of ids.slice(0, overflow)) expect(takeResumable(store, old)).toBeUndefined();
    expect(takeResumable(store, ids[overflow] ?? '')?.params.code).toBe(`c${overflow}`);
    const last = ids.length - 1;
    expect(takeResumable(store, ids[last] ?? '')?.params.code).toBe(`c${last}`);
  });
});
