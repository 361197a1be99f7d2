/**
 * The access token of a login that named no API: opaque to the application and good only at
 * `/userinfo`, as on the service (86,400 s from a code). A random string looked up by its
 * SHA-256, in memory like codes and refresh tokens; nothing else accepts it.
 *
 * The registry stays bounded under a flood of grants: an entry goes when its token expires (the
 * lifetime the token answer reported), and past MAX_USERINFO_TOKENS the oldest goes first.
 */
import type { Store } from '../store/store.js';
import { sweepExpired } from './expiry-ordered.js';
import { newOpaqueToken, opaqueTokenHash } from './opaque-token.js';
import type { Authorization } from './transactions.js';

export const USERINFO_TOKEN_LIFETIME = 86_400;

/**
 * Live tokens kept per store. A dev server has a handful of logins; a load test past this has
 * its oldest tokens refused (as if expired), while memory stays flat.
 */
export const MAX_USERINFO_TOKENS = 10_000;

/** The audience a login without an API gets its access token for: `<issuer>userinfo`. */
export const userinfoAudience = (origin: string) => `${origin}/userinfo`;

interface Issued {
  authorization: Authorization;
  scopes: string[];
  expiresAt: number;
}

/** By token hash, in issue order (a Map keeps insertion order): the oldest come first. */
const registries = new WeakMap<Store, Map<string, Issued>>();

/** A new token for `lifetime` seconds: the `expires_in` the token answer reports. */
export function issueUserinfoToken(
  store: Store,
  authorization: Authorization,
  scopes: string[],
  lifetime: number,
): string {
  let registry = registries.get(store);
  if (!registry) {
    registry = new Map();
    registries.set(store, registry);
  }
  // Tokens of one lifetime expire in issue order, so the sweep stops at the first live one under
  // the cap; a shorter-lived token further in is dropped when it is looked up.
  sweepExpired(registry, MAX_USERINFO_TOKENS);
  const token = newOpaqueToken();
  registry.set(opaqueTokenHash(token), {
    authorization,
    scopes,
    expiresAt: Date.now() + lifetime * 1000,
  });
  return token;
}

/** The authorization and scopes behind an opaque token, if it is ours and live. */
export function findUserinfoToken(store: Store, token: string): Issued | undefined {
  const registry = registries.get(store);
  const key = opaqueTokenHash(token);
  const issued = registry?.get(key);
  if (!issued) return undefined;
  if (issued.expiresAt > Date.now()) return issued;
  registry?.delete(key);
  return undefined;
}
