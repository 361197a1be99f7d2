/**
 * `POST /bc-authorize`: Client-Initiated Backchannel Authentication (REFERENCE section 5). A
 * confidential application holding the CIBA grant asks for a user's approval from its backend;
 * the user is reached by push (the authenticator app's local stand-in) or by email, both in the
 * local inbox, and the application polls `/oauth/token` with the `auth_req_id` answered here.
 *
 * Every check runs before anything is stored, so a refused request leaves nothing pending:
 * client authentication, the grant, `login_hint` (iss_sub), `scope` with openid,
 * `binding_message`, `requested_expiry`, `audience` (optional, as at /authorize: the tenant's
 * default or /userinfo alone), `authorization_details` (the same check as /authorize) and the
 * API's user access policy (as at the token endpoint).
 */
import { evaluateTokenRequest } from '@screenkit/core';
import { Hono } from 'hono';
import type { Store } from '../../store/store.js';
import type { AppDeps } from '../../tenant/app-deps.js';
import {
  CIBA_GRANT_TYPE,
  type CibaApplicationFields,
  type NotificationChannel,
  notificationChannelFor,
  notificationChannels,
} from '../../tenant/ciba-application.js';
import { clientGrantsFor } from '../../tenant/client-grants.js';
import { deliver } from '../../tenant/outbox.js';
import { type UserRecord, users } from '../../tenant/users.js';
import { authorizeAudience, isUserinfoApi, userinfoScopes } from '../audience.js';
import { checkAuthorizationDetails } from '../authorization-details.js';
import { createBackchannelRequest } from '../backchannel-requests.js';
import { authenticateClient } from '../client-auth.js';
import { OAuthError } from '../oauth-error.js';
import { POLL_INTERVAL_S } from '../polled-requests.js';
import { asOAuthError, readTokenBody } from '../token-request.js';
import type { ProtocolEndpoint } from './endpoint.js';

/** REFERENCE section 5: at most 64 characters of these. */
const BINDING_MESSAGE = /^[A-Za-z0-9+\-_.,:# ]{1,64}$/;
const DEFAULT_EXPIRY_S = 300;
const MAX_EXPIRY_S = 259_200;

/** `/bc-authorize`, announced in discovery (no CORS: an application's backend calls it). */
export const bcAuthorizeEndpoint: ProtocolEndpoint = {
  routes: bcAuthorizeRoutes,
  discovery: (origin) => ({
    backchannel_authentication_endpoint: `${origin}/bc-authorize`,
    backchannel_token_delivery_modes_supported: ['poll'],
    backchannel_user_code_parameter_supported: false,
  }),
};

function bcAuthorizeRoutes({ store }: AppDeps): Hono {
  const router = new Hono();

  router.post('/bc-authorize', async (c) => {
    try {
      const body = await readTokenBody(c);
      const { client, confidential } = authenticateClient(
        store,
        c.req.header('authorization'),
        body,
      );
      if (!confidential)
        throw new OAuthError(
          'unauthorized_client',
          `Application ${JSON.stringify(client.name)} is public: backchannel authentication needs a confidential application`,
        );
      if (!client.grant_types.includes(CIBA_GRANT_TYPE))
        throw new OAuthError(
          'unauthorized_client',
          `Application ${JSON.stringify(client.name)} may not use the ${CIBA_GRANT_TYPE} grant`,
          'grant_type',
        );
      const origin = new URL(c.req.url).origin;
      const user = hintedUser(store, body, origin);
      const named = (body.scope ?? '').split(' ').filter(Boolean);
      if (!named.includes('openid'))
        throw new OAuthError('invalid_request', 'scope must include openid', 'scope');
      const bindingMessage = checkBindingMessage(body.binding_message);
      const expiresIn = requestedExpiry(body.requested_expiry);
      // The API named, the tenant's default, or /userinfo alone (audience.ts), as at /authorize.
      const rs = authorizeAudience(store, body.audience, origin);
      const authorizationDetails = checkAuthorizationDetails(body.authorization_details, rs);
      const access = evaluateTokenRequest({
        grantType: CIBA_GRANT_TYPE,
        resourceServer: rs,
        clientGrant: clientGrantsFor(store, client.client_id, rs.identifier),
        requestedScopes: isUserinfoApi(rs) ? userinfoScopes(named) : named,
      });
      if (access.outcome === 'denied') throw new OAuthError(access.error, access.reason);
      const channel = channelFor(client, user, expiresIn);

      const scopeInfo = new Map((rs.scopes ?? []).map((s) => [s.value, s.description]));
      const { request, ticket } = createBackchannelRequest(
        store,
        {
          clientId: client.client_id,
          client: { id: client.client_id, name: client.name },
          audience: rs.identifier,
          scopes: access.scopes,
          scopeDescriptions: access.scopes.map((value) => {
            const description = scopeInfo.get(value);
            return description === undefined ? { value } : { value, description };
          }),
          ...(authorizationDetails ? { authorizationDetails } : {}),
          user: {
            id: user.user_id,
            ...(user.email ? { email: user.email } : {}),
            ...(user.name ? { name: user.name } : {}),
          },
          amr: [],
          // A user of the tenant: the token grant checks they are still there and not blocked.
          tenantUser: true,
          bindingMessage,
          channel,
        },
        expiresIn,
      );
      const ticketParam = encodeURIComponent(ticket);
      if (channel === 'email') {
        deliver(store, {
          channel: 'email',
          to: user.email ?? user.user_id,
          subject: `${client.name} asks for your approval`,
          body: `Approve or reject the request "${bindingMessage}" of ${client.name}.`,
          link: `/bc-verify?ticket=${ticketParam}`,
        });
      } else {
        deliver(store, {
          channel: 'push',
          to: `Guardian app of ${user.email ?? user.user_id}`,
          subject: `${client.name}: ${bindingMessage}`,
          body: `Approve or reject the request of ${client.name}.`,
          link: `/_screenkit/push/approve?ticket=${ticketParam}`,
        });
      }
      c.header('Cache-Control', 'no-store');
      return c.json({
        auth_req_id: request.authReqId,
        expires_in: expiresIn,
        interval: POLL_INTERVAL_S,
      });
    } catch (error) {
      const oauth = asOAuthError(error);
      if (oauth.code === 'invalid_client' && c.req.header('authorization'))
        c.header('WWW-Authenticate', 'Basic realm="screenkit"');
      c.header('Cache-Control', 'no-store');
      return c.json(oauth.toBody(), oauth.status);
    }
  });

  return router;
}

/**
 * The user `login_hint` names, in the iss_sub form the service takes:
 * `{"format":"iss_sub","iss":"https://<tenant>/","sub":"<user_id>"}`. The official SDKs always
 * write `https://<domain>/`, so this server's own issuer is accepted under https too.
 */
function hintedUser(store: Store, body: Record<string, string>, origin: string): UserRecord {
  if (body.login_hint_token !== undefined || body.id_token_hint !== undefined)
    throw new OAuthError(
      'invalid_request',
      'Only login_hint (in the iss_sub format) identifies the user here',
      'login_hint',
    );
  if (!body.login_hint)
    throw new OAuthError('invalid_request', 'login_hint is required', 'login_hint');
  let hint: unknown;
  try {
    hint = JSON.parse(body.login_hint);
  } catch {
    hint = undefined;
  }
  const fields = hint !== null && typeof hint === 'object' ? (hint as Record<string, unknown>) : {};
  if (
    fields.format !== 'iss_sub' ||
    typeof fields.iss !== 'string' ||
    typeof fields.sub !== 'string'
  )
    throw new OAuthError(
      'invalid_request',
      'login_hint must be JSON in the iss_sub format: {"format":"iss_sub","iss":"https://<tenant>/","sub":"<user_id>"}',
      'login_hint',
    );
  const host = new URL(origin).host;
  if (fields.iss !== `${origin}/` && fields.iss !== `https://${host}/`)
    throw new OAuthError(
      'invalid_request',
      `login_hint.iss must be this tenant's issuer (${origin}/)`,
      'login_hint',
    );
  const user = fields.sub.length <= 300 ? users(store).get(fields.sub) : undefined;
  if (!user || user.blocked)
    throw new OAuthError('unknown_user_id', 'The user in login_hint is not known', 'login_hint');
  return user;
}

function checkBindingMessage(value: string | undefined): string {
  if (value === undefined || value === '')
    throw new OAuthError('invalid_request', 'binding_message is required', 'binding_message');
  if (!BINDING_MESSAGE.test(value))
    throw new OAuthError(
      'invalid_binding_message',
      'binding_message must be at most 64 characters of A-Z a-z 0-9 + - _ . , : # and space',
      'binding_message',
    );
  return value;
}

function requestedExpiry(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_EXPIRY_S;
  const seconds = /^\d{1,7}$/.test(value) ? Number(value) : Number.NaN;
  if (!(seconds >= 1 && seconds <= MAX_EXPIRY_S))
    throw new OAuthError(
      'invalid_request',
      `requested_expiry must be a whole number of seconds from 1 to ${MAX_EXPIRY_S}`,
      'requested_expiry',
    );
  return seconds;
}

/** How the user is reached (tenant/ciba-application.ts), or why they cannot be. */
function channelFor(
  client: CibaApplicationFields,
  user: UserRecord,
  expiresIn: number,
): NotificationChannel {
  const channel = notificationChannelFor(client, user, expiresIn);
  if (channel) return channel;
  const allowed = notificationChannels(client);
  const missing = allowed.map((c) =>
    c === 'guardian-push' ? 'no push factor is enrolled' : 'the user has no email address',
  );
  throw new OAuthError(
    'invalid_request',
    `The user cannot be reached through the application's channels (${allowed.join(', ')}): ${missing.join(' and ')}`,
    'login_hint',
  );
}
