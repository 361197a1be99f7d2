/** The API a token is for, by identifier: unknown ones are the grant's error (`error`). */
import type { Store } from '../../store/store.js';
import type { FlowResourceServer } from '../../tenant/resource-servers.js';
import { findAudience } from '../audience.js';
import { OAuthError } from '../oauth-error.js';

export function resourceServerFor(
  store: Store,
  identifier: string,
  error: 'access_denied' | 'invalid_grant',
): FlowResourceServer {
  const rs = findAudience(store, identifier);
  if (!rs) throw new OAuthError(error, `Service not found: ${identifier}`, 'audience');
  return rs;
}
