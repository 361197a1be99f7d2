/**
 * `grant_type=refresh_token`: a refresh token issued to this application gives a new access
 * token for the same authorization, its scopes at most those first granted, while its user may
 * still log in (user-standing.ts).
 */
import { OAuthError } from '../oauth-error.js';
import { findRefreshToken } from '../transactions.js';
import { resourceServerFor } from './resource-server.js';
import type { TokenGrant } from './token-grant.js';
import { refuseUnlessUserActive } from './user-standing.js';

export const refreshTokenGrant: TokenGrant = async ({ store, client, body }) => {
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
  return {
    kind: 'authorization',
    authorization: original,
    originalScopes: original.scopes,
    resourceServer: resourceServerFor(store, original.audience, 'invalid_grant'),
    subject: original.user.id,
    fromCode: false,
  };
};
