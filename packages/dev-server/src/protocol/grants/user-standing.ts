/**
 * A code, refresh token or approved backchannel request keeps no user alive: one blocked since it was issued gets
 * `invalid_grant` "user is blocked" (the service's answer; unblocking makes the token work
 * again), one deleted gets `invalid_grant` as for an unknown token (the service revokes a
 * deleted user's refresh tokens). Only users of the tenant are checked: the demo settings'
 * stand-in user (a tenant without a database connection) is no record.
 */
import type { Store } from '../../store/store.js';
import { users } from '../../tenant/users.js';
import { OAuthError } from '../oauth-error.js';
import type { Authorization } from '../transactions.js';

export function refuseUnlessUserActive(
  store: Store,
  authorization: Authorization,
  grant: 'code' | 'refresh_token' | 'device_code' | 'auth_req_id',
): void {
  if (!authorization.tenantUser) return;
  const user = users(store).get(authorization.user.id);
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
