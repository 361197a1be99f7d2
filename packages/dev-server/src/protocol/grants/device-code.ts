/**
 * `grant_type=urn:ietf:params:oauth:grant-type:device_code` (RFC 8628 3.4): the device polls
 * with the `device_code` /oauth/device/code gave it; device-codes.ts says pending, slow down,
 * denied or expired, and once the user approved at /activate, the code is redeemed once for
 * that user (while they may still log in: user-standing.ts) with the scopes the device asked
 * for.
 */
import { redeemDeviceCode } from '../device-codes.js';
import { OAuthError } from '../oauth-error.js';
import { resourceServerFor } from './resource-server.js';
import type { TokenGrant } from './token-grant.js';
import { refuseUnlessUserActive } from './user-standing.js';

export const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

export const deviceCodeGrant: TokenGrant = async ({ store, client, body }) => {
  if (!body.device_code)
    throw new OAuthError('invalid_request', 'device_code is required', 'device_code');
  const { authorization, approvedAt } = redeemDeviceCode(
    store,
    body.device_code.slice(0, 200),
    client.client_id,
  );
  // The device code is bound to its user when they approve it at /activate.
  refuseUnlessUserActive(store, authorization, 'device_code', approvedAt);
  return {
    kind: 'authorization',
    authorization,
    resourceServer: resourceServerFor(store, authorization.audience, 'invalid_grant'),
    subject: authorization.user.id,
    fromCode: true,
    forUser: true,
  };
};
