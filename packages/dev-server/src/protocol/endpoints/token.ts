/**
 * `POST /oauth/token`: `authorization_code`, `client_credentials` and `refresh_token` (one file
 * each in grants/, which say whose authorization a token carries), each checked against the
 * API's access policy with core's `evaluateTokenRequest` (seed 2.4, 2.6)
 * at the moment the token is issued, so a policy changed after consent still applies.
 * Bodies: form-urlencoded (RFC 6749) or JSON (as the service also accepts).
 */
import { evaluateTokenRequest, PolicyError } from '@screenkit/core';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppDeps } from '../../tenant/app-deps.js';
import { clientGrantsFor } from '../../tenant/tenant-lookup.js';
import { DEFAULT_TOKEN_LIFETIME, signAccessToken, signIdToken } from '../access-token.js';
import { authenticateClient } from '../client-auth.js';
import { authorizationCodeGrant } from '../grants/authorization-code.js';
import { clientCredentialsGrant } from '../grants/client-credentials.js';
import { refreshTokenGrant } from '../grants/refresh-token.js';
import type { TokenGrant } from '../grants/token-grant.js';
import { OAuthError } from '../oauth-error.js';
import { issueRefreshToken } from '../transactions.js';

/** The grants this endpoint runs, one file each under grants/. */
const GRANTS = {
  authorization_code: authorizationCodeGrant,
  client_credentials: clientCredentialsGrant,
  refresh_token: refreshTokenGrant,
} satisfies Record<string, TokenGrant>;
type GrantType = keyof typeof GRANTS;

export function tokenRoutes({ store, keys }: AppDeps): Hono {
  const router = new Hono();

  router.post('/oauth/token', async (c) => {
    try {
      const body = await readTokenBody(c);
      const { client, confidential } = authenticateClient(
        store,
        c.req.header('authorization'),
        body,
      );
      const grantType = body.grant_type;
      if (!grantType)
        throw new OAuthError('invalid_request', 'grant_type is required', 'grant_type');
      if (!Object.hasOwn(GRANTS, grantType)) {
        throw new OAuthError(
          'unsupported_grant_type',
          `grant_type ${JSON.stringify(grantType)} is not supported (${Object.keys(GRANTS).join(', ')})`,
          'grant_type',
        );
      }
      if (!client.grant_types.includes(grantType)) {
        throw new OAuthError(
          'unauthorized_client',
          `Application ${JSON.stringify(client.name)} may not use the ${grantType} grant`,
          'grant_type',
        );
      }
      const origin = new URL(c.req.url).origin;
      const issuer = `${origin}/`;
      const requested =
        body.scope === undefined ? undefined : body.scope.split(' ').filter(Boolean);

      const grant = await GRANTS[grantType as GrantType]({
        store,
        keys,
        client,
        confidential,
        body,
        origin,
        requested,
      });
      if (grant.kind === 'response') {
        c.header('Cache-Control', 'no-store');
        return c.json(grant.body);
      }
      const { authorization, resourceServer: rs, subject, originalScopes, fromCode } = grant;

      const decision = evaluateTokenRequest({
        grantType,
        resourceServer: rs,
        clientGrant: clientGrantsFor(store, client.client_id, rs.identifier),
        // The code carries the scopes approved at /authorize.
        requestedScopes: fromCode ? authorization.scopes : requested,
        ...(originalScopes ? { originalScopes } : {}),
      });
      if (decision.outcome === 'denied') throw new OAuthError(decision.error, decision.reason);

      const lifetime =
        typeof rs.token_lifetime === 'number' ? rs.token_lifetime : DEFAULT_TOKEN_LIFETIME;
      const response: Record<string, unknown> = {
        access_token: await signAccessToken(keys, {
          issuer,
          subject,
          audience: rs.identifier,
          clientId: client.client_id,
          scopes: decision.scopes,
          authorizationDetails: authorization.authorizationDetails,
          organization: authorization.organization,
          lifetime,
          ...(grantType === 'client_credentials' ? { grantType: 'client-credentials' } : {}),
        }),
        token_type: 'Bearer',
        expires_in: lifetime,
        scope: decision.scopes.join(' '),
      };
      if (authorization.authorizationDetails)
        response.authorization_details = authorization.authorizationDetails;
      if (fromCode) {
        if (authorization.scopes.includes('openid')) {
          response.id_token = await signIdToken(keys, {
            issuer,
            clientId: client.client_id,
            user: authorization.user,
            nonce: authorization.nonce,
            amr: authorization.amr,
            profile: authorization.profile,
            organization: authorization.organization,
          });
        }
        // As on the service: a refresh token only for offline_access on an API that allows it.
        if (
          authorization.scopes.includes('offline_access') &&
          rs.allow_offline_access === true &&
          client.grant_types.includes('refresh_token')
        ) {
          response.refresh_token = issueRefreshToken(store, {
            ...authorization,
            scopes: decision.scopes,
          });
        }
      }
      c.header('Cache-Control', 'no-store');
      return c.json(response);
    } catch (error) {
      const oauth = asOAuthError(error);
      if (oauth.code === 'invalid_client' && c.req.header('authorization')) {
        c.header('WWW-Authenticate', 'Basic realm="screenkit"');
      }
      c.header('Cache-Control', 'no-store');
      return c.json(oauth.toBody(), oauth.status);
    }
  });

  return router;
}

async function readTokenBody(c: Context): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  let raw: unknown;
  if (type.includes('application/json')) {
    try {
      raw = JSON.parse(await c.req.text());
    } catch {
      throw new OAuthError('invalid_request', 'The body is not valid JSON');
    }
  } else if (type.includes('application/x-www-form-urlencoded')) {
    raw = Object.fromEntries(new URLSearchParams(await c.req.text()));
  } else {
    throw new OAuthError(
      'invalid_request',
      'Send the token request as application/x-www-form-urlencoded or application/json',
    );
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new OAuthError('invalid_request', 'The body must be an object of parameters');
  }
  const body: Record<string, string> = Object.create(null);
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value !== 'string') {
      throw new OAuthError('invalid_request', `Parameter ${key} must be a string`, key);
    }
    body[key] = value;
  }
  return body;
}

function asOAuthError(error: unknown): OAuthError {
  if (error instanceof OAuthError) return error;
  if (error instanceof PolicyError) {
    return new OAuthError(
      'server_error',
      `The tenant configuration cannot be applied: ${error.message}`,
    );
  }
  console.error('[screenkit] token endpoint failure', error);
  return new OAuthError('server_error', 'Internal error');
}
