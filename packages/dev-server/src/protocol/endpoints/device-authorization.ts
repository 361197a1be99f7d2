/**
 * `POST /oauth/device/code` (RFC 8628 3.1, the discovery document's
 * `device_authorization_endpoint`): a device (a TV, a CLI) asks for a device code and a user
 * code; the person opens `verification_uri` (`<issuer>activate`) elsewhere and approves
 * (login/device-activation.ts) while the device polls /oauth/token (grants/device-code.ts).
 *
 * As on the service, only a native application that is public (`token_endpoint_auth_method:
 * none`) and holds the device code grant may ask (from a browser, only from an origin it
 * registered, as at /oauth/token: cors.ts), for the API it names in `audience` or, as at
 * /authorize, the tenant's default or /userinfo alone (audience.ts), within that API's user
 * access policy (core's `evaluateTokenRequest`, checked again when the token is issued).
 * Anything else is refused and nothing is issued.
 */
import { evaluateTokenRequest } from '@screenkit/core';
import { Hono } from 'hono';
import type { Store } from '../../store/store.js';
import type { AppDeps } from '../../tenant/app-deps.js';
import { findClient } from '../../tenant/applications.js';
import { clientGrantsFor } from '../../tenant/client-grants.js';
import { authorizeAudience, isUserinfoApi, userinfoScopes } from '../audience.js';
import { checkOrigin } from '../cors.js';
import {
  createDeviceAuthorization,
  DEVICE_CODE_LIFETIME_S,
  formatUserCode,
} from '../device-codes.js';
import { DEVICE_CODE_GRANT } from '../grants/device-code.js';
import { OAuthError } from '../oauth-error.js';
import { POLL_INTERVAL_S } from '../polled-requests.js';
import { asOAuthError, readTokenBody } from '../token-request.js';
import type { ProtocolEndpoint } from './endpoint.js';

export const deviceAuthorizationEndpoint: ProtocolEndpoint = {
  routes: deviceAuthorizationRoutes,
  discovery: (origin) => ({ device_authorization_endpoint: `${origin}/oauth/device/code` }),
  cors: ['/oauth/device/code'],
};

function deviceAuthorizationRoutes({ store }: AppDeps): Hono {
  const router = new Hono();

  router.post('/oauth/device/code', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      const body = await readTokenBody(c);
      const client = deviceClient(store, body.client_id);
      checkOrigin(c, client);
      const origin = new URL(c.req.url).origin;
      const rs = authorizeAudience(store, body.audience, origin);
      const named = (body.scope ?? '').split(' ').filter(Boolean);
      const access = evaluateTokenRequest({
        grantType: DEVICE_CODE_GRANT,
        resourceServer: rs,
        clientGrant: clientGrantsFor(store, client.client_id, rs.identifier),
        requestedScopes: isUserinfoApi(rs) ? userinfoScopes(named) : named,
      });
      if (access.outcome === 'denied') throw new OAuthError(access.error, access.reason);

      const issued = createDeviceAuthorization(
        store,
        { clientId: client.client_id, audience: rs.identifier, scopes: access.scopes },
        { id: client.client_id, name: client.name },
      );
      const verification = `${origin}/activate`;
      const userCode = formatUserCode(issued.userCode);
      return c.json({
        device_code: issued.deviceCode,
        user_code: userCode,
        verification_uri: verification,
        verification_uri_complete: `${verification}?user_code=${userCode}`,
        expires_in: DEVICE_CODE_LIFETIME_S,
        interval: POLL_INTERVAL_S,
      });
    } catch (error) {
      const oauth = asOAuthError(error);
      return c.json(oauth.toBody(), oauth.status);
    }
  });

  return router;
}

/** The requesting application, if it may use the device flow at all. */
function deviceClient(store: Store, clientId: string | undefined) {
  if (!clientId) throw new OAuthError('invalid_request', 'client_id is required', 'client_id');
  const client = findClient(store, clientId);
  if (!client)
    throw new OAuthError(
      'invalid_client',
      `Unknown client ${JSON.stringify(clientId.slice(0, 100))}`,
      'client_id',
    );
  const name = JSON.stringify(client.name);
  if (client.app_type !== 'native')
    throw new OAuthError(
      'unauthorized_client',
      `Application ${name} is not a native application: only native applications may use the device flow`,
      'client_id',
    );
  if (client.token_endpoint_auth_method !== 'none')
    throw new OAuthError(
      'unauthorized_client',
      `Application ${name} is confidential: the device flow is for public applications (token_endpoint_auth_method none)`,
      'client_id',
    );
  if (!client.grant_types.includes(DEVICE_CODE_GRANT))
    throw new OAuthError(
      'unauthorized_client',
      `Application ${name} may not use the ${DEVICE_CODE_GRANT} grant`,
      'client_id',
    );
  return client;
}
