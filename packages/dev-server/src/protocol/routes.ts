/**
 * The mock authorization server: `/authorize`, `/oauth/token` and the discovery documents, one
 * file each in endpoints/, and the endpoints in ENDPOINTS (logout, device authorization), which
 * also say what discovery lists of them. Errors that cannot be redirected answer the OAuth 2.0
 * JSON body, never the Management API's.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../tenant/app-deps.js';
import { authorizeRoutes } from './endpoints/authorize.js';
import { deviceAuthorizationEndpoint } from './endpoints/device-authorization.js';
import { discoveryRoutes } from './endpoints/discovery.js';
import type { ProtocolEndpoint } from './endpoints/endpoint.js';
import { logoutEndpoint } from './endpoints/logout.js';
import { tokenRoutes } from './endpoints/token.js';
import type { LoginEngine } from './login-seam.js';
import { OAuthError } from './oauth-error.js';

const ENDPOINTS: readonly ProtocolEndpoint[] = [logoutEndpoint, deviceAuthorizationEndpoint];

/** The protocol's routes, with the login engine plugged into /authorize (login-seam.ts). */
export function protocolRoutes(deps: AppDeps, engine: LoginEngine): Hono {
  const router = new Hono();
  router.onError((error, c) => {
    if (error instanceof OAuthError) {
      c.header('Cache-Control', 'no-store');
      return c.json(error.toBody(), error.status);
    }
    throw error;
  });
  router.route('/', authorizeRoutes(deps, engine));
  router.route('/', tokenRoutes(deps));
  for (const endpoint of ENDPOINTS) router.route('/', endpoint.routes(deps));
  router.route('/', discoveryRoutes(deps, ENDPOINTS));
  return router;
}
