/**
 * The refresh token registry (src/protocol/refresh-tokens.ts) by the application's
 * `refresh_token` settings, in the Management API's shape: the absolute and idle lifetimes of
 * `expiring` tokens, the `infinite_*` flags and `non-expiring` that turn them off. And its
 * bound: expired families are forgotten (at lookup, and by the sweep issuing runs), a user
 * holds at most MAX_FAMILIES_PER_USER_APP families per application, a rotating family at most
 * MAX_TOKENS_PER_FAMILY tokens; a revoked family stays refused through all of it.
 * Date is faked, so nothing sleeps.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Authorization } from '../src/protocol/authorization.js';
import {
  issueRefreshToken,
  MAX_FAMILIES_PER_USER_APP,
  MAX_TOKENS_PER_FAMILY,
  refreshTokenRegistrySize,
  revokeRefreshToken,
  // Not a React hook: aliased so that the linter's rules of hooks leave the loops alone.
  useRefreshToken as spendRefreshToken,
} from '../src/protocol/refresh-tokens.js';
import { openStore, type Store } from '../src/store/store.js';
import {
  type RefreshTokenConfig,
  refreshTokenSettings,
} from '../src/tenant/refresh-token-settings.js';

const T0 = Date.UTC(2026, 0, 1);
const at = (seconds: number) => vi.setSystemTime(T0 + seconds * 1000);

const authorization = (userId = 'auth0|sam', clientId = 'app'): Authorization => ({
  clientId,
  audience: 'https://api.example.com',
  scopes: ['openid', 'offline_access'],
  user: { id: userId, email: 'sam@example.com', name: 'Sam' } as Authorization['user'],
  amr: ['pwd'],
});

let store: Store;
beforeEach(async () => {
  store = await openStore({ inMemory: true });
  vi.useFakeTimers({ toFake: ['Date'], now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

const issue = (config: RefreshTokenConfig, who = authorization()) =>
  issueRefreshToken(store, who, refreshTokenSettings({ refresh_token: config }));
const spend = (token: string, clientId = 'app') => spendRefreshToken(store, token, clientId);
const outcome = (token: string) => {
  const used = spend(token);
  return used.ok ? 'ok' : used.reason;
};

const EXPIRING = {
  rotation_type: 'non-rotating',
  expiration_type: 'expiring',
  token_lifetime: 3_600,
  idle_token_lifetime: 600,
} as const;

describe('lifetimes by the application settings', () => {
  it('absolute (token_lifetime): refused from then on, however recently used', () => {
    const token = issue(EXPIRING);
    for (const second of [500, 1_000, 1_500, 2_000, 2_500, 3_000, 3_500, 3_599]) {
      at(second);
      expect(outcome(token), `at ${second} s`).toBe('ok');
    }
    at(3_600);
    expect(outcome(token)).toBe('expired');
    // Forgotten with its family: asked again it is unknown, as on the service.
    expect(outcome(token)).toBe('unknown');
    expect(refreshTokenRegistrySize(store)).toEqual({ families: 0, tokens: 0 });
  });

  it('idle (idle_token_lifetime): runs from the last use', () => {
    const token = issue(EXPIRING);
    at(599);
    expect(outcome(token)).toBe('ok');
    at(599 + 599);
    expect(outcome(token)).toBe('ok');
    at(599 + 599 + 600);
    expect(outcome(token)).toBe('expired');
  });

  it('rotating: the next token starts a new idle window, within the family lifetime', () => {
    let token = issue({ ...EXPIRING, rotation_type: 'rotating' });
    for (const second of [500, 1_000, 1_500, 2_000, 2_500, 3_000, 3_500]) {
      at(second);
      const used = spend(token);
      expect(used.ok && used.rotated, `at ${second} s`).toEqual(expect.any(String));
      if (used.ok && used.rotated) token = used.rotated;
    }
    at(3_600);
    expect(outcome(token)).toBe('expired');
  });

  it('infinite_token_lifetime: no absolute end, the idle one still applies', () => {
    const token = issue({ ...EXPIRING, infinite_token_lifetime: true });
    for (let second = 500; second <= 10 * 3_600; second += 500) {
      at(second);
      expect(outcome(token), `at ${second} s`).toBe('ok');
    }
    at(10 * 3_600 + 600);
    expect(outcome(token)).toBe('expired');
  });

  it('infinite_idle_token_lifetime: no idle end, the absolute one still applies', () => {
    const token = issue({ ...EXPIRING, infinite_idle_token_lifetime: true });
    at(3_599);
    expect(outcome(token)).toBe('ok');
    at(3_600);
    expect(outcome(token)).toBe('expired');
  });

  it('non-expiring: the lifetimes are not applied, whatever they say', () => {
    const token = issue({ ...EXPIRING, expiration_type: 'non-expiring' });
    at(10 * 365 * 86_400);
    expect(outcome(token)).toBe('ok');
    const unset = issue({ rotation_type: 'non-rotating', expiration_type: 'non-expiring' });
    at(20 * 365 * 86_400);
    expect(outcome(unset)).toBe('ok');
  });
});

describe('a bounded registry', () => {
  it('issuing sweeps the expired families out: the registry does not grow with them', () => {
    const count = 1_000;
    const expired = Array.from({ length: count }, (_, i) =>
      issue(EXPIRING, authorization(`auth0|user-${i}`)),
    );
    const kept = issue({ rotation_type: 'non-rotating', expiration_type: 'non-expiring' });
    expect(refreshTokenRegistrySize(store).families).toBe(count + 1);
    at(600);
    // Each issue costs O(1) on average: the sweep runs once the registry has doubled.
    for (let i = 0; i < count + 1; i++) issue(EXPIRING, authorization(`auth0|next-${i}`));
    expect(refreshTokenRegistrySize(store).families).toBeLessThanOrEqual(count + 2);
    for (const token of expired.slice(0, 10)) expect(outcome(token)).toBe('unknown');
    expect(outcome(kept)).toBe('ok');
  });

  it(`keeps at most ${MAX_FAMILIES_PER_USER_APP} families per user and application: the oldest goes`, () => {
    const settings = { rotation_type: 'non-rotating', expiration_type: 'non-expiring' } as const;
    const tokens = Array.from({ length: MAX_FAMILIES_PER_USER_APP + 1 }, () => issue(settings));
    const other = issue(settings, authorization('auth0|other'));
    const otherApp = issue(settings, authorization('auth0|sam', 'other-app'));
    expect(outcome(tokens[0] ?? '')).toBe('unknown');
    expect(outcome(tokens[1] ?? '')).toBe('ok');
    expect(outcome(tokens.at(-1) ?? '')).toBe('ok');
    expect(outcome(other)).toBe('ok');
    expect(spend(otherApp, 'other-app').ok).toBe(true);
    expect(refreshTokenRegistrySize(store).families).toBe(MAX_FAMILIES_PER_USER_APP + 2);
  });

  it(`a rotating family keeps its newest ${MAX_TOKENS_PER_FAMILY} tokens; a replay of one revokes it`, () => {
    const first = issue({ rotation_type: 'rotating', expiration_type: 'non-expiring' });
    const tokens = [first];
    for (let i = 0; i < MAX_TOKENS_PER_FAMILY + 50; i++) {
      const used = spend(tokens.at(-1) ?? '');
      if (!used.ok || !used.rotated) throw new Error(`rotation ${i} failed`);
      tokens.push(used.rotated);
    }
    expect(refreshTokenRegistrySize(store)).toEqual({
      families: 1,
      tokens: MAX_TOKENS_PER_FAMILY,
    });
    // Forgotten: refused, and the family lives on.
    expect(outcome(first)).toBe('unknown');
    expect(outcome(tokens.at(-1) ?? '')).not.toBe('unknown');
    // Remembered: a replay (past the leeway of 0 s), the family is revoked and forgotten.
    at(1);
    expect(outcome(tokens.at(-10) ?? '')).toBe('reused');
    expect(refreshTokenRegistrySize(store)).toEqual({ families: 0, tokens: 0 });
  });

  it('a revoked family stays refused, through sweeps and new families of its user', () => {
    const settings = { rotation_type: 'non-rotating', expiration_type: 'non-expiring' } as const;
    const token = issue(settings);
    expect(revokeRefreshToken(store, token, 'app')).toBe('revoked');
    for (let i = 0; i < 600; i++) issue(EXPIRING, authorization(`auth0|user-${i}`));
    at(600);
    issue(settings);
    expect(outcome(token)).toBe('unknown');
    expect(revokeRefreshToken(store, token, 'app')).toBe('unknown');
  });
});
