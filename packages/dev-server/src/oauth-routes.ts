/**
 * The authorization server with the login engine plugged into its seam
 * (protocol/login-seam.ts): what site.ts mounts, and what the package exports as `oauthRoutes`.
 */
import type { Hono } from 'hono';
import { loginEngine } from './login/start.js';
import { protocolRoutes } from './protocol/routes.js';
import type { AppDeps } from './tenant/app-deps.js';

export function oauthRoutes(deps: AppDeps): Hono {
  return protocolRoutes(deps, loginEngine);
}
