/**
 * Refresh tokens: issued from a code, used at `/oauth/token`, revoked at `/oauth/revoke`, by the
 * application's `refresh_token` settings (the Management API's shape):
 * - `rotation_type: rotating`: each use answers a new token of the same family and retires the
 *   one used. Using a retired token again (past `leeway` seconds) is a replay: the whole family
 *   is revoked, so neither the thief's nor the application's copy works any more.
 * - `expiration_type: expiring`: a family lives `token_lifetime` seconds from its first token,
 *   and a token unused for `idle_token_lifetime` seconds expires (unless `infinite_*`).
 * Revoking any token of a family revokes the family (the grant behind it).
 *
 * In memory, like codes: a dev server's refresh tokens need not survive a restart. Tokens are
 * random and looked up by their SHA-256, so a heap dump shows no usable token.
 *
 * The registry stays bounded, without a timer: a family goes once it is expired (when one of
 * its tokens is looked up, or by the sweep that issuing runs once the registry has doubled), a
 * user keeps at most MAX_FAMILIES_PER_USER_APP families per application (the oldest goes, as
 * on the service), and a family remembers its newest MAX_TOKENS_PER_FAMILY tokens.
 */
import type { Store } from '../store/store.js';
import type { RefreshTokenSettings } from '../tenant/refresh-token-settings.js';
import type { Authorization } from './authorization.js';
import { newOpaqueToken, opaqueTokenHash } from './opaque-token.js';

/** The service's limit of active refresh tokens per user and application; past it the oldest goes. */
export const MAX_FAMILIES_PER_USER_APP = 200;

/**
 * Tokens a rotating family remembers (the live one and the newest retired ones). An older
 * retired token is forgotten: used again it is refused as unknown, without revoking the family.
 */
export const MAX_TOKENS_PER_FAMILY = 100;

/** The registry is swept no sooner than at this many families. */
const MIN_SWEEP_SIZE = 256;

interface Family {
  authorization: Authorization;
  clientId: string;
  settings: RefreshTokenSettings;
  /** Epoch ms of the first token: a user created after it is another user (user-standing.ts). */
  issuedAt: number;
  /** Epoch ms after which every token of the family is expired (Infinity: never). */
  expiresAt: number;
  /** Epoch ms of the family's last issue or use: idle past it, no token of it is live. */
  activeAt: number;
  revoked: boolean;
  /** The family's tokens (by hash), oldest first, to forget them with the family. */
  tokens: Set<string>;
  /** Its user and application: `<client id> <user id>`. */
  holder: string;
}

interface TokenEntry {
  family: Family;
  /** Epoch ms of issue or last use: the idle lifetime runs from it. */
  lastUsedAt: number;
  /** Set when rotation retired it: a use after `leeway` is a replay. */
  retiredAt?: number;
}

interface Registry {
  tokens: Map<string, TokenEntry>;
  /** Live families by holder, oldest first (a Set keeps insertion order). */
  byHolder: Map<string, Set<Family>>;
  families: Set<Family>;
  /** The family count at which issuing sweeps expired families next. */
  sweepAt: number;
}

const registries = new WeakMap<Store, Registry>();
function registryOf(store: Store): Registry {
  let registry = registries.get(store);
  if (!registry) {
    registry = { tokens: new Map(), byHolder: new Map(), families: new Set(), sweepAt: 0 };
    registries.set(store, registry);
  }
  return registry;
}

const idleMs = (settings: RefreshTokenSettings) =>
  settings.expiring ? settings.idleLifetime * 1000 : Number.POSITIVE_INFINITY;

/** Whether no token of `family` can be used any more at `now`. */
function isExpired(family: Family, now: number): boolean {
  return now >= family.expiresAt || now - family.activeAt >= idleMs(family.settings);
}

function add(registry: Registry, family: Family, now: number): string {
  const token = newOpaqueToken();
  const hash = opaqueTokenHash(token);
  family.tokens.add(hash);
  family.activeAt = now;
  registry.tokens.set(hash, { family, lastUsedAt: now });
  if (family.tokens.size > MAX_TOKENS_PER_FAMILY) {
    const [oldest = ''] = family.tokens;
    family.tokens.delete(oldest);
    registry.tokens.delete(oldest);
  }
  return token;
}

/** Drops the expired families; runs when the registry has doubled since the last sweep. */
function sweep(registry: Registry, now: number): void {
  if (registry.families.size < registry.sweepAt) return;
  for (const family of registry.families) if (isExpired(family, now)) drop(registry, family);
  registry.sweepAt = Math.max(MIN_SWEEP_SIZE, registry.families.size * 2);
}

/** A new family's first token, for an authorization the application may refresh. */
export function issueRefreshToken(
  store: Store,
  authorization: Authorization,
  settings: RefreshTokenSettings,
): string {
  const registry = registryOf(store);
  const now = Date.now();
  sweep(registry, now);
  const holder = `${authorization.clientId} ${authorization.user.id}`;
  let held = registry.byHolder.get(holder);
  if (!held) {
    held = new Set();
    registry.byHolder.set(holder, held);
  }
  if (held.size >= MAX_FAMILIES_PER_USER_APP) {
    const [oldest] = held;
    if (oldest) drop(registry, oldest);
  }
  const lifetime = settings.expiring ? settings.tokenLifetime : Number.POSITIVE_INFINITY;
  const family: Family = {
    authorization,
    clientId: authorization.clientId,
    settings,
    issuedAt: now,
    expiresAt: now + lifetime * 1000,
    activeAt: now,
    revoked: false,
    tokens: new Set(),
    holder,
  };
  held.add(family);
  registry.families.add(family);
  return add(registry, family, now);
}

/** Why a refresh token is refused (`invalid_grant`, as the service words it). */
export type RefreshRefusal = 'unknown' | 'other-client' | 'expired' | 'reused';

export type RefreshUse =
  | { ok: true; authorization: Authorization; rotated?: string }
  | { ok: false; reason: RefreshRefusal };

/**
 * What `check` says of a valid token's authorization before anything changes: nothing to let
 * it be used, `'revoke'` to revoke its family and refuse it as unknown (its user is gone); a
 * throw refuses it and keeps the family (a blocked user may be unblocked).
 */
export type RefreshCheck = (authorization: Authorization, issuedAt: number) => 'revoke' | undefined;

/**
 * Uses `token` for `clientId`: its authorization, and with rotation the family's next token
 * (the one used is retired). A retired token used again past its leeway revokes the family;
 * an expired token is refused and its family forgotten.
 */
export function useRefreshToken(
  store: Store,
  token: string,
  clientId: string,
  check?: RefreshCheck,
): RefreshUse {
  const registry = registryOf(store);
  const entry = registry.tokens.get(opaqueTokenHash(token));
  if (!entry || entry.family.revoked) return { ok: false, reason: 'unknown' };
  const { family } = entry;
  if (family.clientId !== clientId) return { ok: false, reason: 'other-client' };
  const now = Date.now();
  if (isExpired(family, now) || now - entry.lastUsedAt >= idleMs(family.settings)) {
    drop(registry, family);
    return { ok: false, reason: 'expired' };
  }
  if (entry.retiredAt !== undefined && now - entry.retiredAt > family.settings.leeway * 1000) {
    drop(registry, family);
    return { ok: false, reason: 'reused' };
  }
  if (check?.(family.authorization, family.issuedAt) === 'revoke') {
    drop(registry, family);
    return { ok: false, reason: 'unknown' };
  }
  entry.lastUsedAt = now;
  family.activeAt = now;
  if (!family.settings.rotating) return { ok: true, authorization: family.authorization };
  entry.retiredAt ??= now;
  return { ok: true, authorization: family.authorization, rotated: add(registry, family, now) };
}

/**
 * `/oauth/revoke`: revokes the family of `token` when it was issued to `clientId`. An unknown
 * token is not an error (RFC 7009 section 2.2); another application's token is refused.
 */
export function revokeRefreshToken(
  store: Store,
  token: string,
  clientId: string,
): 'revoked' | 'unknown' | 'other-client' {
  const registry = registryOf(store);
  const entry = registry.tokens.get(opaqueTokenHash(token));
  if (!entry || entry.family.revoked) return 'unknown';
  if (entry.family.clientId !== clientId) return 'other-client';
  drop(registry, entry.family);
  return 'revoked';
}

/** How much the registry of `store` holds (its bound is what the tests measure). */
export function refreshTokenRegistrySize(store: Store): { families: number; tokens: number } {
  const registry = registryOf(store);
  return { families: registry.families.size, tokens: registry.tokens.size };
}

/** Revokes `family` and forgets it and its tokens. */
function drop(registry: Registry, family: Family): void {
  family.revoked = true;
  for (const hash of family.tokens) registry.tokens.delete(hash);
  family.tokens.clear();
  registry.families.delete(family);
  const held = registry.byHolder.get(family.holder);
  held?.delete(family);
  if (held?.size === 0) registry.byHolder.delete(family.holder);
}
