/**
 * The access token of a login that named no API: opaque to the application and good only at
 * `/userinfo`, as on the service (86,400 s from a code). A random string looked up by its
 * SHA-256, in memory like codes and refresh tokens; nothing else accepts it.
 */
import type { Store } from '../store/store.js';
import { newOpaqueToken, opaqueTokenHash } from './opaque-token.js';
import type { Authorization } from './transactions.js';

export const USERINFO_TOKEN_LIFETIME = 86_400;

/** The audience a login without an API gets its access token for: `<issuer>userinfo`. */
export const userinfoAudience = (origin: string) => `${origin}/userinfo`;

interface Issued {
  authorization: Authorization;
  scopes: string[];
  expiresAt: number;
}

const registries = new WeakMap<Store, Map<string, Issued>>();

export function issueUserinfoToken(
  store: Store,
  authorization: Authorization,
  scopes: string[],
): string {
  let registry = registries.get(store);
  if (!registry) {
    registry = new Map();
    registries.set(store, registry);
  }
  // One lifetime for all: insertion order is expiry order, so the sweep stops at a live one.
  const now = Date.now();
  for (const [key, value] of registry) {
    if (value.expiresAt > now) break;
    registry.delete(key);
  }
  const token = newOpaqueToken();
  registry.set(opaqueTokenHash(token), {
    authorization,
    scopes,
    expiresAt: now + USERINFO_TOKEN_LIFETIME * 1000,
  });
  return token;
}

/** The authorization and scopes behind an opaque token, if it is ours and live. */
export function findUserinfoToken(store: Store, token: string): Issued | undefined {
  const issued = registries.get(store)?.get(opaqueTokenHash(token));
  return issued && issued.expiresAt > Date.now() ? issued : undefined;
}
