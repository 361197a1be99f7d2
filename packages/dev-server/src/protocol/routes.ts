/**
 * The mock authorization server: `/authorize`, `/oauth/token`, `/bc-authorize` and the discovery
 * documents, one file each in endpoints/ (a new endpoint is a router there, mounted here).
 * Errors that cannot be redirected answer the OAuth 2.0 JSON body, never the Management API's.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../tenant/app-deps.js';
import { authorizeRoutes } from './endpoints/authorize.js';
import { bcAuthorizeRoutes } from './endpoints/bc-authorize.js';
import { discoveryRoutes } from './endpoints/discovery.js';
import { tokenRoutes } from './endpoints/token.js';
import type { LoginEngine } from './login-seam.js';
import { OAuthError } from './oauth-error.js';

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
  router.route('/', bcAuthorizeRoutes(deps));
  router.route('/', discoveryRoutes(deps));
  return router;
}
