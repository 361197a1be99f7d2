/**
 * `POST /oauth/token` as a Hono route: what it answers is token-answer.ts (the grants, the
 * access policy, the tokens). Bodies: form-urlencoded (RFC 6749) or JSON (as the service also
 * accepts). The standalone server answers server-side calls (no `Origin`) on a lane of its own
 * (middleware/token-lane.ts) with the same answer.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../../tenant/app-deps.js';
import type { ProtocolEndpoint } from './endpoint.js';
import { answerTokenRequest, GRANTS } from './token-answer.js';

export const tokenEndpoint: ProtocolEndpoint = {
  routes: tokenRoutes,
  discovery: (origin) => ({
    token_endpoint: `${origin}/oauth/token`,
    grant_types_supported: Object.keys(GRANTS),
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
  }),
  cors: ['/oauth/token'],
};

function tokenRoutes(deps: AppDeps): Hono {
  const router = new Hono();
  router.post('/oauth/token', async (c) => {
    const answer = await answerTokenRequest(deps, {
      contentType: c.req.header('content-type'),
      text: () => c.req.text(),
      authorization: c.req.header('authorization'),
      origin: c.req.header('origin'),
      serverOrigin: new URL(c.req.url).origin,
    });
    if (answer.challenge) c.header('WWW-Authenticate', answer.challenge);
    c.header('Cache-Control', 'no-store');
    return c.json(answer.body, answer.status);
  });
  return router;
}
