/**
 * `grant_type=refresh_token`: a refresh token issued to this application gives a new access
 * token for the same authorization, its scopes at most those first granted, while its user may
 * still log in (user-standing.ts). With rotation the answer carries the family's next refresh
 * token; a retired one used again revokes the family, and an expired one (the application's
 * lifetimes) is refused as unknown, as on the service (refresh-tokens.ts).
 */
import { OAuthError } from '../oauth-error.js';
import { type RefreshRefusal, useRefreshToken } from '../refresh-tokens.js';
import { resourceServerFor } from './resource-server.js';
import type { TokenGrant } from './token-grant.js';
import { refuseUnlessUserActive, userGone } from './user-standing.js';

const REFUSED: Record<RefreshRefusal, string> = {
  unknown: 'Unknown or invalid refresh token.',
  'other-client': 'Unknown or invalid refresh token (issued to another application).',
  // The service's words: an expired token reads as one the sweep has forgotten already.
  expired: 'Unknown or invalid refresh token.',
  reused:
    'Unknown or invalid refresh token: it was rotated already, so its whole family is revoked (refresh token reuse).',
};

export const refreshTokenGrant: TokenGrant = async ({ store, client, body }) => {
  if (!body.refresh_token)
    throw new OAuthError('invalid_request', 'refresh_token is required', 'refresh_token');
  // A deleted user's family is revoked; a blocked user's token is refused before anything is
  // used up (unblocking revives it).
  const use = useRefreshToken(store, body.refresh_token, client.client_id, (authorization, at) => {
    if (userGone(store, authorization, at)) return 'revoke';
    refuseUnlessUserActive(store, authorization, 'refresh_token', at);
    return undefined;
  });
  if (!use.ok) throw new OAuthError('invalid_grant', REFUSED[use.reason], 'refresh_token');
  const { authorization } = use;
  return {
    kind: 'authorization',
    authorization,
    originalScopes: authorization.scopes,
    resourceServer: resourceServerFor(store, authorization.audience, 'invalid_grant'),
    subject: authorization.user.id,
    fromCode: false,
    forUser: true,
    ...(use.rotated ? { rotatedRefreshToken: use.rotated } : {}),
  };
};
