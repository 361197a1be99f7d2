/**
 * `/.well-known/openid-configuration` and `/.well-known/jwks.json`: what a client library needs
 * to find the endpoints and verify the tokens. The document is assembled from what each mounted
 * endpoint declares (routes.ts passes the list), plus what holds for the whole server; the JWKS
 * is the key ring's public keys. Both answer registered application origins cross-origin.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../../tenant/app-deps.js';
import { listResourceServers, registeredTypes } from '../../tenant/resource-servers.js';
import { SCOPED_CLAIMS } from '../../tenant/user-claims.js';
import type { ProtocolEndpoint } from './endpoint.js';

/** Claims the ID token may carry besides the user's scoped ones. */
const TOKEN_CLAIMS = [
  'sub',
  'iss',
  'aud',
  'exp',
  'iat',
  'auth_time',
  'nonce',
  'amr',
  'org_id',
  'org_name',
];

export function discoveryEndpoint(endpoints: readonly ProtocolEndpoint[]): ProtocolEndpoint {
  return {
    routes: (deps) => discoveryRoutes(deps, endpoints),
    cors: ['/.well-known/*'],
  };
}

function discoveryRoutes({ store, keys }: AppDeps, endpoints: readonly ProtocolEndpoint[]): Hono {
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
      ...Object.assign({}, ...endpoints.map((endpoint) => endpoint.discovery?.(origin) ?? {})),
      jwks_uri: `${origin}/.well-known/jwks.json`,
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'profile', 'email', 'phone', 'offline_access'],
      claims_supported: [...new Set([...TOKEN_CLAIMS, ...SCOPED_CLAIMS])],
      request_parameter_supported: false,
      request_uri_parameter_supported: false,
      claims_parameter_supported: false,
      authorization_details_types_supported: [...types],
    });
  });

  return router;
}
