/**
 * The authorization server: every protocol endpoint (one file each in endpoints/), mounted from
 * one list. The discovery document and CORS are built from that same list, so what discovery
 * names is what is served, and an endpoint added here (a file exporting a `ProtocolEndpoint`)
 * appears in both. Errors that cannot be redirected answer the OAuth 2.0 JSON body, never the
 * Management API's.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../tenant/app-deps.js';
import { corsForApplications } from './cors.js';
import { authorizationResumeEndpoint } from './endpoints/authorization-resume.js';
import { authorizeEndpoint } from './endpoints/authorize.js';
import { bcAuthorizeEndpoint } from './endpoints/bc-authorize.js';
import { deviceAuthorizationEndpoint } from './endpoints/device-authorization.js';
import { discoveryEndpoint } from './endpoints/discovery.js';
import type { ProtocolEndpoint } from './endpoints/endpoint.js';
import { logoutEndpoint } from './endpoints/logout.js';
import { revocationEndpoint } from './endpoints/revoke.js';
import { tokenEndpoint } from './endpoints/token.js';
import { userinfoEndpoint } from './endpoints/userinfo.js';
import type { LoginEngine } from './login-seam.js';
import { OAuthError } from './oauth-error.js';

/** Every endpoint served; discovery describes exactly these. */
const ENDPOINTS: readonly ProtocolEndpoint[] = [
  authorizeEndpoint,
  authorizationResumeEndpoint,
  tokenEndpoint,
  userinfoEndpoint,
  revocationEndpoint,
  logoutEndpoint,
  deviceAuthorizationEndpoint,
  bcAuthorizeEndpoint,
];

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
  const all = [...ENDPOINTS, discoveryEndpoint(ENDPOINTS)];
  const cors = corsForApplications(deps.store);
  for (const path of all.flatMap((endpoint) => endpoint.cors ?? [])) router.use(path, cors);
  for (const endpoint of all) router.route('/', endpoint.routes(deps, engine));
  return router;
}
