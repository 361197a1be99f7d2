/**
 * Bearer-token auth for `/api/v2`: 401 without a valid management token, 403
 * `insufficient_scope` when the token lacks the route's scope. Verified tokens are cached
 * (until they expire) because a JWT signature check would otherwise dominate each request.
 */
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../errors/api-error.js';
import { type VerifiedToken, verifyManagementToken } from '../protocol/management-token.js';
import type { KeyRing } from '../tenant/signing-keys.js';

export type AuthVariables = { token: VerifiedToken };

/** The Hono environment of every Management API router: the verified token in `c.var`. */
export type ManagementEnv = { Variables: AuthVariables };

const CACHE_LIMIT = 1000;

export function managementAuth(keys: KeyRing): MiddlewareHandler<{ Variables: AuthVariables }> {
  const cache = new Map<string, VerifiedToken>();
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) throw new ApiError(401, undefined, 'Missing authentication');
    const raw = match[1];
    let token = cache.get(raw);
    if (token && token.expiresAt * 1000 <= Date.now()) {
      cache.delete(raw);
      token = undefined;
    }
    if (!token) {
      try {
        token = await verifyManagementToken(keys, raw);
      } catch {
        throw new ApiError(401, undefined, 'Invalid token');
      }
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(raw, token);
    }
    c.set('token', token);
    await next();
  };
}

/** Route guard: the token must hold at least one of `scopes`. */
export function requireScope(...scopes: string[]): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    const granted = c.get('token').scopes;
    if (!scopes.some((s) => granted.has(s))) {
      throw new ApiError(
        403,
        'insufficient_scope',
        `Insufficient scope, expected any of: ${scopes.join(',')}`,
      );
    }
    await next();
  };
}
