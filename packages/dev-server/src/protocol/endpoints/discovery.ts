/**
 * `/.well-known/openid-configuration` and `/.well-known/jwks.json`: what a client library needs
 * to find the endpoints and verify the tokens. The JWKS is the key ring's public keys.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../../tenant/app-deps.js';
import { listResourceServers, registeredTypes } from '../../tenant/tenant-lookup.js';

export function discoveryRoutes({ store, keys }: AppDeps): Hono {
  const router = new Hono();

  router.get('/.well-known/jwks.json', async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(await keys.jwks());
  });

  router.get('/.well-known/openid-configuration', (c) => {
    const origin = new URL(c.req.url).origin;
    const types = new Set(listResourceServers(store).flatMap(registeredTypes));
    return c.json({
      issuer: `${origin}/`,
      authorization_endpoint: `${origin}/authorize`,
      token_endpoint: `${origin}/oauth/token`,
      jwks_uri: `${origin}/.well-known/jwks.json`,
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'client_credentials', 'refresh_token'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
      code_challenge_methods_supported: ['S256', 'plain'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
      claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'name', 'email', 'nonce', 'amr'],
      authorization_details_types_supported: [...types],
    });
  });

  return router;
}
