/**
 * The dev server outside the Management API: OAuth (/authorize, /oauth/token, discovery), the
 * login page host (/u/<screen>, /preview, the gallery) and the flow's own pages (inbox, links).
 * app.ts loads this module on the first request that reaches it, so `screenkit dev` answers
 * its first Management API request without loading Handlebars, parse5, bcrypt or WebAuthn.
 */
import { Hono } from 'hono';
import type { AppDeps, AppOptions } from './app.js';
import { flowRoutes } from './flow/routes.js';
import { handleError, handleNotFound } from './middleware/error-handler.js';
import { oauthRoutes } from './oauth/routes.js';
import { pagesRoutes } from './pages/page-routes.js';

export function siteRoutes(deps: AppDeps, options: AppOptions): Hono {
  // Its own app (served by app.ts's fetch), so it answers errors and 404s as app.ts does.
  const app = new Hono();
  app.onError(handleError);
  app.notFound(handleNotFound);
  app.route('/', oauthRoutes(deps));
  app.route(
    '/',
    pagesRoutes(deps, {
      liveReload: options.liveReload === true,
      ...(options.projectDir !== undefined ? { projectDir: options.projectDir } : {}),
    }),
  );
  app.route('/', flowRoutes(deps));
  return app;
}
