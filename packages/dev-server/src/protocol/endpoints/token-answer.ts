/**
 * What `POST /oauth/token` answers, apart from HTTP: `authorization_code`,
 * `client_credentials`, `refresh_token`, the device flow's
 * `urn:ietf:params:oauth:grant-type:device_code` and CIBA's `urn:openid:params:grant-type:ciba`
 * (one file each in grants/, which say whose authorization a token carries), each checked
 * against the API's access policy with core's `evaluateTokenRequest` (seed 2.4, 2.6) at the
 * moment the token is issued, so a policy changed after consent still applies; so is the API's
 * RBAC (rbac.ts: the user's permissions narrow the scope, the `permissions` claim).
 * The access token is the API's JWT (its `aud` also names `<issuer>userinfo` when `openid` was
 * granted), or for a login without an API the opaque token `/userinfo` alone takes. A code or
 * a refresh with `openid` also answers an ID token.
 * Two hosts call it: the Hono route (token.ts) and the standalone server's lane for
 * server-side calls (middleware/token-lane.ts).
 */
import { evaluateTokenRequest } from '@screenkit/core';
import type { AppDeps } from '../../tenant/app-deps.js';
import { clientGrantsFor } from '../../tenant/client-grants.js';
import { refreshTokenSettings } from '../../tenant/refresh-token-settings.js';
import { DEFAULT_TOKEN_LIFETIME, signAccessToken, signIdToken } from '../access-token.js';
import { isUserinfoApi } from '../audience.js';
import { authenticateClient } from '../client-auth.js';
import { refuseUnregisteredOrigin } from '../cors.js';
import { authorizationCodeGrant } from '../grants/authorization-code.js';
import { cibaGrant } from '../grants/ciba.js';
import { clientCredentialsGrant } from '../grants/client-credentials.js';
import { DEVICE_CODE_GRANT, deviceCodeGrant } from '../grants/device-code.js';
import { refreshTokenGrant } from '../grants/refresh-token.js';
import type { TokenGrant } from '../grants/token-grant.js';
import { OAuthError } from '../oauth-error.js';
import { heldScopes, permissionsClaim } from '../rbac.js';
import { issueRefreshToken } from '../refresh-tokens.js';
import { asOAuthError, parseTokenBody } from '../token-request.js';
import { issueUserinfoToken, userinfoAudience } from '../userinfo-token.js';

/** The grants this endpoint runs, one file each under grants/. */
export const GRANTS = {
  authorization_code: authorizationCodeGrant,
  client_credentials: clientCredentialsGrant,
  refresh_token: refreshTokenGrant,
  [DEVICE_CODE_GRANT]: deviceCodeGrant,
  'urn:openid:params:grant-type:ciba': cibaGrant,
} satisfies Record<string, TokenGrant>;
type GrantType = keyof typeof GRANTS;

/** A token request as its host read it. */
export interface TokenRequest {
  contentType: string | undefined;
  /** Reads the body (called only for a content type that is accepted). */
  text: () => Promise<string>;
  /** The `Authorization` header (HTTP Basic client authentication). */
  authorization: string | undefined;
  /** The `Origin` header: a browser's call. */
  origin: string | undefined;
  /** This server's origin (`http://host:port`): the issuer is `<origin>/`. */
  serverOrigin: string;
}

/** The answer, always `Cache-Control: no-store`. */
export interface TokenAnswer {
  status: OAuthError['status'];
  body: Record<string, unknown>;
  /** `WWW-Authenticate` for a failed HTTP Basic authentication. */
  challenge?: string;
}

/** The answer to `request`: tokens, or the OAuth error (never throws). */
export async function answerTokenRequest(
  { store, keys }: AppDeps,
  request: TokenRequest,
): Promise<TokenAnswer> {
  try {
    return { status: 200, body: await issueTokens({ store, keys }, request) };
  } catch (error) {
    const oauth = asOAuthError(error);
    return {
      status: oauth.status,
      body: oauth.toBody(),
      ...(oauth.code === 'invalid_client' && request.authorization
        ? { challenge: 'Basic realm="screenkit"' }
        : {}),
    };
  }
}

async function issueTokens(
  { store, keys }: AppDeps,
  request: TokenRequest,
): Promise<Record<string, unknown>> {
  const body = await parseTokenBody(request.contentType, request.text);
  const { client, confidential } = authenticateClient(store, request.authorization, body);
  refuseUnregisteredOrigin(request.origin, request.serverOrigin, client);
  const grantType = body.grant_type;
  if (!grantType) throw new OAuthError('invalid_request', 'grant_type is required', 'grant_type');
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
  const origin = request.serverOrigin;
  const issuer = `${origin}/`;
  const requested = body.scope === undefined ? undefined : body.scope.split(' ').filter(Boolean);

  const grant = await GRANTS[grantType as GrantType]({
    store,
    keys,
    client,
    confidential,
    body,
    origin,
    requested,
  });
  if (grant.kind === 'response') return grant.body;
  const { authorization, resourceServer: rs, subject, originalScopes, fromCode } = grant;

  const decision = evaluateTokenRequest({
    grantType,
    resourceServer: rs,
    clientGrant: clientGrantsFor(store, client.client_id, rs.identifier),
    // The code (or the approved backchannel request) carries the scopes approved.
    requestedScopes: fromCode ? authorization.scopes : requested,
    ...(originalScopes ? { originalScopes } : {}),
  });
  if (decision.outcome === 'denied') throw new OAuthError(decision.error, decision.reason);
  // RBAC (rbac.ts), read now: a refresh after a role was taken away issues the reduced scope.
  const holder = grant.forUser ? authorization : undefined;
  const scopes = holder ? heldScopes(store, rs, holder, decision.scopes) : decision.scopes;

  const openid = grant.forUser && scopes.includes('openid');
  const userinfoOnly = isUserinfoApi(rs);
  const lifetime =
    typeof rs.token_lifetime === 'number' ? rs.token_lifetime : DEFAULT_TOKEN_LIFETIME;
  // Both signatures run on the thread pool at once (access-token.ts), not one after the other.
  const [accessToken, idToken] = await Promise.all([
    userinfoOnly
      ? issueUserinfoToken(store, authorization, scopes, lifetime)
      : signAccessToken(keys, {
          issuer,
          subject,
          // With openid the same token is good at /userinfo, as on the service.
          audience: openid ? [rs.identifier, userinfoAudience(origin)] : rs.identifier,
          clientId: client.client_id,
          scopes,
          permissions: permissionsClaim(store, rs, holder, scopes),
          authorizationDetails: authorization.authorizationDetails,
          organization: authorization.organization,
          lifetime,
          ...(grantType === 'client_credentials' ? { grantType: 'client-credentials' } : {}),
        }),
    openid
      ? signIdToken(keys, {
          issuer,
          clientId: client.client_id,
          user: authorization.user,
          scopes,
          // The nonce answers the authorization request; a refresh repeats none.
          nonce: fromCode ? authorization.nonce : undefined,
          amr: authorization.amr,
          authTime: authorization.authTime,
          profile: authorization.profile,
          organization: authorization.organization,
          sid: authorization.sid,
        })
      : undefined,
  ]);
  const response: Record<string, unknown> = {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: lifetime,
    scope: scopes.join(' '),
  };
  if (authorization.authorizationDetails)
    response.authorization_details = authorization.authorizationDetails;
  if (idToken) response.id_token = idToken;
  if (grant.rotatedRefreshToken) response.refresh_token = grant.rotatedRefreshToken;
  // As on the service: a refresh token only for offline_access on an API that allows it.
  if (
    fromCode &&
    authorization.scopes.includes('offline_access') &&
    rs.allow_offline_access === true &&
    client.grant_types.includes('refresh_token')
  ) {
    response.refresh_token = issueRefreshToken(
      store,
      { ...authorization, scopes },
      refreshTokenSettings(client),
    );
  }
  return response;
}
