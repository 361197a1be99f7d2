/**
 * The dev server outside the Management API: OAuth (/authorize, /oauth/token, discovery), the
 * login page host (/u/<screen>, /preview, the gallery) and the flow's own pages (inbox, links).
 * app.ts loads this module on the first request that reaches it, so `screenkit dev` answers
 * its first Management API request without loading Handlebars, parse5, bcrypt or WebAuthn.
 */
import { Hono } from 'hono';
import { bodyTooLarge, limitBody, MAX_BODY_BYTES } from './middleware/body-limit.js';
import { handleError, handleNotFound } from './middleware/error-handler.js';
import { oauthRoutes } from './oauth-routes.js';
import { flowRoutes } from './pages/login-links.js';
import { pagesRoutes } from './pages/page-routes.js';
import type { AppDeps } from './tenant/app-deps.js';

/** What app.ts passes on from its own options (AppOptions extends this). */
export interface SiteOptions {
  /** Open pages reload when the store or fixtures change (the standalone server). */
  liveReload?: boolean;
  /** The project whose `screens/` fixtures pages read and "save as variant" writes. */
  projectDir?: string;
}

export function siteRoutes(deps: AppDeps, options: SiteOptions): Hono {
  // Its own app (served by app.ts's fetch), so it answers errors and 404s as app.ts does.
  const app = new Hono();
  app.onError(handleError);
  app.notFound(handleNotFound);
  // Form posts and OAuth bodies are read whole: capped as the Management API's are.
  app.use('*', limitBody(MAX_BODY_BYTES, bodyTooLarge));
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
