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
 */
import type { Store } from '../store/store.js';
import type { RefreshTokenSettings } from '../tenant/refresh-token-settings.js';
import { newOpaqueToken, opaqueTokenHash } from './opaque-token.js';
import type { Authorization } from './transactions.js';

interface Family {
  authorization: Authorization;
  clientId: string;
  settings: RefreshTokenSettings;
  /** Epoch ms after which every token of the family is expired (Infinity: never). */
  expiresAt: number;
  revoked: boolean;
  /** The family's tokens (by hash), to forget them when it is revoked. */
  tokens: Set<string>;
}

interface TokenEntry {
  family: Family;
  /** Epoch ms of issue or last use: the idle lifetime runs from it. */
  lastUsedAt: number;
  /** Set when rotation retired it: a use after `leeway` is a replay. */
  retiredAt?: number;
}

const registries = new WeakMap<Store, Map<string, TokenEntry>>();
function registryOf(store: Store): Map<string, TokenEntry> {
  let registry = registries.get(store);
  if (!registry) {
    registry = new Map();
    registries.set(store, registry);
  }
  return registry;
}

function add(store: Store, family: Family): string {
  const token = newOpaqueToken();
  const hash = opaqueTokenHash(token);
  family.tokens.add(hash);
  registryOf(store).set(hash, { family, lastUsedAt: Date.now() });
  return token;
}

/** A new family's first token, for an authorization the application may refresh. */
export function issueRefreshToken(
  store: Store,
  authorization: Authorization,
  settings: RefreshTokenSettings,
): string {
  const lifetime = settings.expiring ? settings.tokenLifetime : Number.POSITIVE_INFINITY;
  return add(store, {
    authorization,
    clientId: authorization.clientId,
    settings,
    expiresAt: Date.now() + lifetime * 1000,
    revoked: false,
    tokens: new Set(),
  });
}

/** Why a refresh token is refused (`invalid_grant`, as the service words it). */
export type RefreshRefusal = 'unknown' | 'other-client' | 'expired' | 'reused';

export type RefreshUse =
  | { ok: true; authorization: Authorization; rotated?: string }
  | { ok: false; reason: RefreshRefusal };

/**
 * Uses `token` for `clientId`: its authorization, and with rotation the family's next token
 * (the one used is retired). A retired token used again past its leeway revokes the family.
 * `check` may refuse a valid token (by throwing) before anything changes.
 */
export function useRefreshToken(
  store: Store,
  token: string,
  clientId: string,
  check?: (authorization: Authorization) => void,
): RefreshUse {
  const registry = registryOf(store);
  const entry = registry.get(opaqueTokenHash(token));
  if (!entry || entry.family.revoked) return { ok: false, reason: 'unknown' };
  const { family } = entry;
  if (family.clientId !== clientId) return { ok: false, reason: 'other-client' };
  const now = Date.now();
  const idle = family.settings.expiring ? family.settings.idleLifetime * 1000 : Infinity;
  if (now >= family.expiresAt || now - entry.lastUsedAt >= idle) {
    revokeFamily(store, family);
    return { ok: false, reason: 'expired' };
  }
  if (entry.retiredAt !== undefined && now - entry.retiredAt > family.settings.leeway * 1000) {
    revokeFamily(store, family);
    return { ok: false, reason: 'reused' };
  }
  check?.(family.authorization);
  entry.lastUsedAt = now;
  if (!family.settings.rotating) return { ok: true, authorization: family.authorization };
  entry.retiredAt ??= now;
  return { ok: true, authorization: family.authorization, rotated: add(store, family) };
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
  const entry = registryOf(store).get(opaqueTokenHash(token));
  if (!entry || entry.family.revoked) return 'unknown';
  if (entry.family.clientId !== clientId) return 'other-client';
  revokeFamily(store, entry.family);
  return 'revoked';
}

function revokeFamily(store: Store, family: Family): void {
  family.revoked = true;
  const registry = registryOf(store);
  for (const hash of family.tokens) registry.delete(hash);
  family.tokens.clear();
}
