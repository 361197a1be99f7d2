/**
 * `GET /authorize/resume?id=...`: where a login that ended on the login pages sends the browser
 * when the application asked for `form_post` or `web_message`: it answers that page, once
 * (response-mode.ts keeps the response for a minute). The login pages always end with a
 * redirect, as on the service, so the page modes need this one hop.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../../tenant/app-deps.js';
import { OAuthError } from '../oauth-error.js';
import { authorizationResponse, respond, takeResumable } from '../response-mode.js';
import type { ProtocolEndpoint } from './endpoint.js';

export const authorizationResumeEndpoint: ProtocolEndpoint = {
  routes: ({ store }: AppDeps) => {
    const router = new Hono();
    router.get('/authorize/resume', (c) => {
      const pending = takeResumable(store, c.req.query('id') ?? '');
      if (!pending) {
        throw new OAuthError(
          'invalid_request',
          'Unknown, used or expired authorization response; start again at /authorize',
          'id',
        );
      }
      return respond(c, authorizationResponse(pending.to, pending.params));
    });
    return router;
  },
};
