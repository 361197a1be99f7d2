/**
 * `POST /oauth/token`: `authorization_code`, `client_credentials` and `refresh_token`, each
 * checked against the API's access policy with core's `evaluateTokenRequest` (seed 2.4, 2.6)
 * at the moment the token is issued, so a policy changed after consent still applies.
 * Bodies: form-urlencoded (RFC 6749) or JSON (as the service also accepts).
 */
import { evaluateTokenRequest, PolicyError } from '@screenkit/core';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppDeps } from '../app.js';
import type { Store } from '../store/store.js';
import { users } from '../store/tenant-collections.js';
import { DEFAULT_TOKEN_LIFETIME, signAccessToken, signIdToken } from './access-token.js';
import { authenticateClient } from './client-auth.js';
import { isManagementAudience, managementTokenResponse } from './management-grant.js';
import { OAuthError } from './oauth-error.js';
import { checkPkce } from './pkce.js';
import { clientGrantsFor, type FlowResourceServer, findResourceServer } from './tenant-lookup.js';
import {
  type Authorization,
  findRefreshToken,
  issueRefreshToken,
  redeemCode,
} from './transactions.js';

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
      if (!['authorization_code', 'client_credentials', 'refresh_token'].includes(grantType)) {
        throw new OAuthError(
          'unsupported_grant_type',
          `grant_type ${JSON.stringify(grantType)} is not supported (authorization_code, client_credentials, refresh_token)`,
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
      const issuer = `${new URL(c.req.url).origin}/`;
      const requested =
        body.scope === undefined ? undefined : body.scope.split(' ').filter(Boolean);

      let authorization: Authorization;
      let rs: FlowResourceServer;
      let subject: string;
      let originalScopes: string[] | undefined;
      let fromCode = false;
      if (grantType === 'client_credentials') {
        if (!confidential)
          throw new OAuthError(
            'unauthorized_client',
            'Client credentials need a confidential application (client_secret)',
          );
        if (!body.audience)
          throw new OAuthError(
            'invalid_request',
            'audience is required: name the API the token is for',
            'audience',
          );
        if (isManagementAudience(body.audience, new URL(c.req.url).origin)) {
          c.header('Cache-Control', 'no-store');
          return c.json(await managementTokenResponse(store, keys, client.client_id, requested));
        }
        rs = resourceServer(body.audience, 'access_denied');
        subject = `${client.client_id}@clients`;
        authorization = {
          clientId: client.client_id,
          audience: rs.identifier,
          scopes: [],
          user: { id: subject },
          amr: [],
        };
      } else if (grantType === 'authorization_code') {
        if (!body.code) throw new OAuthError('invalid_request', 'code is required', 'code');
        const issued = redeemCode(store, body.code);
        if (!issued || issued.clientId !== client.client_id) {
          throw new OAuthError(
            'invalid_grant',
            'Invalid authorization code (unknown, expired, already used or issued to another application)',
            'code',
          );
        }
        if (issued.redirectUriSent && body.redirect_uri === undefined) {
          throw new OAuthError(
            'invalid_grant',
            'redirect_uri is required: the authorization request sent one',
            'redirect_uri',
          );
        }
        if (body.redirect_uri !== undefined && body.redirect_uri !== issued.redirectUri) {
          throw new OAuthError(
            'invalid_grant',
            'redirect_uri differs from the one of the authorization request',
            'redirect_uri',
          );
        }
        checkPkce(issued.codeChallenge, issued.codeChallengeMethod, body.code_verifier);
        refuseUnlessUserActive(store, issued, 'code');
        if (!confidential && !issued.codeChallenge) {
          throw new OAuthError(
            'invalid_grant',
            'A public application must use PKCE (code_challenge)',
          );
        }
        authorization = issued;
        rs = resourceServer(issued.audience, 'invalid_grant');
        subject = issued.user.id;
        fromCode = true;
      } else {
        if (!body.refresh_token)
          throw new OAuthError('invalid_request', 'refresh_token is required', 'refresh_token');
        const original = findRefreshToken(store, body.refresh_token);
        if (!original || original.clientId !== client.client_id) {
          throw new OAuthError(
            'invalid_grant',
            'Unknown refresh token, or issued to another application',
            'refresh_token',
          );
        }
        refuseUnlessUserActive(store, original, 'refresh_token');
        authorization = original;
        originalScopes = original.scopes;
        rs = resourceServer(original.audience, 'invalid_grant');
        subject = original.user.id;
      }

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

  function resourceServer(
    identifier: string,
    error: 'access_denied' | 'invalid_grant',
  ): FlowResourceServer {
    const rs = findResourceServer(store, identifier);
    if (!rs) throw new OAuthError(error, `Service not found: ${identifier}`, 'audience');
    return rs;
  }

  return router;
}

/**
 * A code or refresh token keeps no user alive: one blocked since it was issued gets
 * `invalid_grant` "user is blocked" (the service's answer; unblocking makes the token work
 * again), one deleted gets `invalid_grant` as for an unknown token (the service revokes a
 * deleted user's refresh tokens).
 */
function refuseUnlessUserActive(
  store: Store,
  authorization: Authorization,
  grant: 'code' | 'refresh_token',
): void {
  if (!authorization.tenantUser) return;
  const user = users(store).get(authorization.user.id);
  if (!user) {
    const what = grant === 'code' ? 'authorization code' : 'refresh token';
    throw new OAuthError('invalid_grant', `Unknown or invalid ${what}.`, grant);
  }
  if (user.blocked) throw new OAuthError('invalid_grant', 'user is blocked');
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
