/**
 * The mock authorization server: `/authorize`, `/oauth/token` and the discovery documents.
 * Errors that cannot be redirected answer the OAuth 2.0 JSON body, never the Management API's.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../tenant/app-deps.js';
import { authorizeRoutes } from './endpoints/authorize.js';
import { discoveryRoutes } from './endpoints/discovery.js';
import { tokenRoutes } from './endpoints/token.js';
import { OAuthError } from './oauth-error.js';

export function oauthRoutes(deps: AppDeps): Hono {
  const router = new Hono();
  router.onError((error, c) => {
    if (error instanceof OAuthError) {
      c.header('Cache-Control', 'no-store');
      return c.json(error.toBody(), error.status);
    }
    throw error;
  });
  router.route('/', authorizeRoutes(deps));
  router.route('/', tokenRoutes(deps));
  router.route('/', discoveryRoutes(deps));
  return router;
}
