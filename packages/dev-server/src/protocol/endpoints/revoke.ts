/**
 * `POST /oauth/revoke` (RFC 7009): an application revokes one of its refresh tokens, and with it
 * the token's family (refresh-tokens.ts). Client authentication as at `/oauth/token`. The
 * answer is 200 with an empty body, also for a token that is unknown or already revoked (RFC
 * 7009 2.2: the client cannot tell, nor needs to); another application's token is refused.
 * Access tokens are not revocable here (JWTs live until they expire, as on the service).
 */
import { Hono } from 'hono';
import type { AppDeps } from '../../tenant/app-deps.js';
import { authenticateClient } from '../client-auth.js';
import { checkOrigin } from '../cors.js';
import { OAuthError } from '../oauth-error.js';
import { revokeRefreshToken } from '../refresh-tokens.js';
import { asOAuthError, readTokenBody } from '../token-request.js';
import type { ProtocolEndpoint } from './endpoint.js';

export const revocationEndpoint: ProtocolEndpoint = {
  routes: revokeRoutes,
  discovery: (origin) => ({
    revocation_endpoint: `${origin}/oauth/revoke`,
    revocation_endpoint_auth_methods_supported: [
      'client_secret_basic',
      'client_secret_post',
      'none',
    ],
  }),
  cors: ['/oauth/revoke'],
};

function revokeRoutes({ store }: AppDeps): Hono {
  const router = new Hono();
  router.post('/oauth/revoke', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      const body = await readTokenBody(c);
      const { client } = authenticateClient(store, c.req.header('authorization'), body);
      checkOrigin(c, client);
      if (!body.token) throw new OAuthError('invalid_request', 'token is required', 'token');
      if (
        body.token_type_hint !== undefined &&
        !['refresh_token', 'access_token'].includes(body.token_type_hint)
      ) {
        throw new OAuthError(
          'invalid_request',
          'token_type_hint must be refresh_token or access_token',
          'token_type_hint',
        );
      }
      if (revokeRefreshToken(store, body.token, client.client_id) === 'other-client') {
        throw new OAuthError(
          'invalid_request',
          'The refresh token was not issued to this application',
          'token',
        );
      }
      return c.body(null, 200);
    } catch (error) {
      const oauth = asOAuthError(error);
      if (oauth.code === 'invalid_client' && c.req.header('authorization')) {
        c.header('WWW-Authenticate', 'Basic realm="screenkit"');
      }
      return c.json(oauth.toBody(), oauth.status);
    }
  });
  return router;
}
