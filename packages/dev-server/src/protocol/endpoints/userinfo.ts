/**
 * `GET` / `POST /userinfo` (OpenID Connect Core 5.3): the user's claims by the access token's
 * scopes. Takes the opaque token of a login without an API (userinfo-token.ts) or an API's JWT
 * whose `aud` includes `<issuer>userinfo` (issued with `openid`). Errors as RFC 6750 says, in
 * `WWW-Authenticate`: 401 without a token or with an invalid one, 403 without `openid`.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { errors as joseErrors, jwtVerify } from 'jose';
import type { Store } from '../../store/store.js';
import type { AppDeps } from '../../tenant/app-deps.js';
import { findClient } from '../../tenant/applications.js';
import type { KeyRing } from '../../tenant/signing-keys.js';
import { claimsForScopes, userClaims } from '../../tenant/user-claims.js';
import { users } from '../../tenant/users.js';
import { checkOrigin, OriginRefused } from '../cors.js';
import { readDemoSettings } from '../demo-settings.js';
import { findUserinfoToken, userinfoAudience } from '../userinfo-token.js';
import type { ProtocolEndpoint } from './endpoint.js';

type BearerError = 'invalid_request' | 'invalid_token' | 'insufficient_scope';

class BearerRefused extends Error {
  constructor(
    readonly code: BearerError | undefined,
    readonly description: string,
  ) {
    super(description);
  }
}

export const userinfoEndpoint: ProtocolEndpoint = {
  routes: userinfoRoutes,
  discovery: (origin) => ({ userinfo_endpoint: `${origin}/userinfo` }),
  cors: ['/userinfo'],
};

function userinfoRoutes({ store, keys }: AppDeps): Hono {
  const router = new Hono();
  const answer = async (c: Context) => {
    const origin = new URL(c.req.url).origin;
    try {
      const token = await bearerToken(c);
      const grant = await tokenGrant(store, keys, token, origin);
      const client = findClient(store, grant.clientId);
      if (client) checkOrigin(c, client);
      if (!grant.scopes.includes('openid')) {
        throw new BearerRefused(
          'insufficient_scope',
          'The access token was not issued with the openid scope',
        );
      }
      const claims = claimsOf(store, grant.subject);
      c.header('Cache-Control', 'no-store');
      return c.json({ ...claimsForScopes(claims, grant.scopes), sub: grant.subject });
    } catch (error) {
      if (error instanceof OriginRefused) return c.json(error.toBody(), 401);
      if (!(error instanceof BearerRefused)) throw error;
      const parts = [`realm="${origin}/"`];
      if (error.code) {
        parts.push(
          `error="${error.code}"`,
          `error_description="${error.description.replace(/["\\]/g, '')}"`,
        );
      }
      c.header('WWW-Authenticate', `Bearer ${parts.join(', ')}`);
      c.header('Cache-Control', 'no-store');
      const status =
        error.code === 'insufficient_scope' ? 403 : error.code === 'invalid_request' ? 400 : 401;
      return c.json(
        { error: error.code ?? 'invalid_token', error_description: error.description },
        status,
      );
    }
  };
  router.get('/userinfo', answer);
  router.post('/userinfo', answer);
  return router;
}

/** The token of `Authorization: Bearer`, or of a form body's `access_token` (RFC 6750 2.2). */
async function bearerToken(c: Context): Promise<string> {
  const header = c.req.header('authorization');
  const fromHeader = header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
  let fromBody: string | undefined;
  if (
    c.req.method === 'POST' &&
    (c.req.header('content-type') ?? '').includes('application/x-www-form-urlencoded')
  ) {
    fromBody = new URLSearchParams(await c.req.text()).get('access_token') ?? undefined;
  }
  if (fromHeader && fromBody) {
    throw new BearerRefused(
      'invalid_request',
      'Send the access token once: in the Authorization header or in the body',
    );
  }
  const token = fromHeader ?? fromBody;
  if (header && !fromHeader)
    throw new BearerRefused('invalid_request', 'The Authorization header must be "Bearer <token>"');
  if (!token) throw new BearerRefused(undefined, 'An access token is required');
  return token;
}

interface TokenGrant {
  subject: string;
  clientId: string;
  scopes: string[];
}

async function tokenGrant(
  store: Store,
  keys: KeyRing,
  token: string,
  origin: string,
): Promise<TokenGrant> {
  const opaque = findUserinfoToken(store, token);
  if (opaque) {
    const { user, clientId } = opaque.authorization;
    return { subject: user.id, clientId, scopes: opaque.scopes };
  }
  if (token.split('.').length !== 3)
    throw new BearerRefused('invalid_token', 'Unknown or expired access token');
  try {
    const { payload } = await jwtVerify(
      token,
      async (header) => {
        const key = header.kid ? await keys.byKid(header.kid) : undefined;
        if (key?.alg !== 'RS256')
          throw new BearerRefused(
            'invalid_token',
            'The access token was not signed by this tenant',
          );
        return key.publicKey;
      },
      { issuer: `${origin}/`, audience: userinfoAudience(origin), algorithms: ['RS256'] },
    );
    if (typeof payload.sub !== 'string')
      throw new BearerRefused('invalid_token', 'The access token has no subject');
    return {
      subject: payload.sub,
      clientId: typeof payload.azp === 'string' ? payload.azp : '',
      scopes: typeof payload.scope === 'string' ? payload.scope.split(' ') : [],
    };
  } catch (error) {
    if (error instanceof BearerRefused) throw error;
    if (error instanceof joseErrors.JWTExpired)
      throw new BearerRefused('invalid_token', 'The access token expired');
    if (error instanceof joseErrors.JWTClaimValidationFailed && error.claim === 'aud') {
      throw new BearerRefused(
        'invalid_token',
        'The access token is not for /userinfo (request it with the openid scope)',
      );
    }
    if (error instanceof joseErrors.JOSEError)
      throw new BearerRefused('invalid_token', 'Invalid access token');
    throw error;
  }
}

/** The subject's claims now: its user record, or the demo user's (a tenant without logins). */
function claimsOf(store: Store, subject: string): Record<string, unknown> {
  const user = users(store).get(subject);
  if (user) {
    if (user.blocked) throw new BearerRefused('invalid_token', 'The user is blocked');
    return userClaims(user);
  }
  const demo = readDemoSettings(store).user;
  if (demo.id === subject)
    return {
      ...(demo.email ? { email: demo.email } : {}),
      ...(demo.name ? { name: demo.name } : {}),
    };
  throw new BearerRefused('invalid_token', 'The user no longer exists');
}
