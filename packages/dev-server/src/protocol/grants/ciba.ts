/**
 * `grant_type=urn:openid:params:grant-type:ciba`: the application polls with the `auth_req_id`
 * /bc-authorize answered (protocol/backchannel-requests.ts says pending, slow down, denied or
 * expired); once the user approved, the request is redeemed once, for the user it named, with
 * the scopes and `authorization_details` they approved.
 */
import { redeemBackchannelRequest } from '../backchannel-requests.js';
import { OAuthError } from '../oauth-error.js';
import { resourceServerFor } from './resource-server.js';
import type { TokenGrant } from './token-grant.js';
import { refuseUnlessUserActive } from './user-standing.js';

export const cibaGrant: TokenGrant = async ({ store, client, confidential, body }) => {
  if (!confidential)
    throw new OAuthError(
      'unauthorized_client',
      'Backchannel authentication needs a confidential application (client_secret)',
    );
  if (!body.auth_req_id)
    throw new OAuthError('invalid_request', 'auth_req_id is required', 'auth_req_id');
  const request = redeemBackchannelRequest(store, body.auth_req_id, client.client_id);
  // /bc-authorize names the user: the request is theirs from then on.
  refuseUnlessUserActive(store, request, 'auth_req_id', request.createdAt);
  return {
    kind: 'authorization',
    authorization: request,
    resourceServer: resourceServerFor(store, request.audience, 'invalid_grant'),
    subject: request.user.id,
    fromCode: true,
    forUser: true,
  };
};
