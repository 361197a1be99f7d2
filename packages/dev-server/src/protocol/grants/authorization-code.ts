/**
 * `grant_type=authorization_code`: the code /authorize issued is redeemed once, by the
 * application it was issued to, with the same redirect_uri and, for PKCE, the verifier.
 */

import { redeemCode } from '../authorization-codes.js';
import { OAuthError } from '../oauth-error.js';
import { checkPkce } from '../pkce.js';
import { resourceServerFor } from './resource-server.js';
import type { TokenGrant } from './token-grant.js';
import { refuseUnlessUserActive } from './user-standing.js';

export const authorizationCodeGrant: TokenGrant = async ({ store, client, confidential, body }) => {
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
  refuseUnlessUserActive(store, issued, 'code', issued.issuedAt);
  if (!confidential && !issued.codeChallenge) {
    throw new OAuthError('invalid_grant', 'A public application must use PKCE (code_challenge)');
  }
  return {
    kind: 'authorization',
    authorization: issued,
    resourceServer: resourceServerFor(store, issued.audience, 'invalid_grant'),
    subject: issued.user.id,
    fromCode: true,
    forUser: true,
  };
};
