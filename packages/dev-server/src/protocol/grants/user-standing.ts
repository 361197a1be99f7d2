/**
 * A code, refresh token or approved backchannel request keeps no user alive: one blocked since it was issued gets
 * `invalid_grant` "user is blocked" (the service's answer; unblocking makes the token work
 * again), one deleted gets `invalid_grant` as for an unknown token (the service revokes a
 * deleted user's refresh tokens). A user created after the token was issued is not the one it
 * was issued to (deleted, then created again with the same id): each grant passes the time its
 * code, token or request was bound to its user, so none carries over to a re-created user.
 * Only users of the tenant are checked: the demo settings' stand-in user (a tenant without a
 * database connection) is no record.
 */
import type { Store } from '../../store/store.js';
import { type UserRecord, users } from '../../tenant/users.js';
import type { Authorization } from '../authorization.js';
import { OAuthError } from '../oauth-error.js';

/**
 * The tenant user `authorization` was issued to, while they exist: undefined once deleted, or
 * when the record of that id was created after `issuedAt` (epoch ms).
 */
function userOf(
  store: Store,
  authorization: Authorization,
  issuedAt: number,
): UserRecord | undefined {
  const user = users(store).get(authorization.user.id);
  return user && Date.parse(user.created_at) <= issuedAt ? user : undefined;
}

/** Whether the tenant user a token was issued to (at `issuedAt`, epoch ms) is gone. */
export const userGone = (store: Store, authorization: Authorization, issuedAt: number): boolean =>
  authorization.tenantUser === true && !userOf(store, authorization, issuedAt);

/**
 * Refuses a grant whose tenant user is blocked, deleted or another user of the same id:
 * `issuedAt` (epoch ms) is when the code, token or request was bound to its user.
 */
export function refuseUnlessUserActive(
  store: Store,
  authorization: Authorization,
  grant: 'code' | 'refresh_token' | 'device_code' | 'auth_req_id',
  issuedAt: number,
): void {
  if (!authorization.tenantUser) return;
  const user = userOf(store, authorization, issuedAt);
  if (!user) {
    const what = {
      code: 'authorization code',
      refresh_token: 'refresh token',
      device_code: 'device code',
      auth_req_id: 'auth_req_id',
    }[grant];
    throw new OAuthError('invalid_grant', `Unknown or invalid ${what}.`, grant);
  }
  if (user.blocked) throw new OAuthError('invalid_grant', 'user is blocked');
}
