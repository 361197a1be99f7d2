/** The API a token is for, by identifier: unknown ones are the grant's error (`error`). */
import type { Store } from '../../store/store.js';
import { type FlowResourceServer, findResourceServer } from '../../tenant/tenant-lookup.js';
import { OAuthError } from '../oauth-error.js';

export function resourceServerFor(
  store: Store,
  identifier: string,
  error: 'access_denied' | 'invalid_grant',
): FlowResourceServer {
  const rs = findResourceServer(store, identifier);
  if (!rs) throw new OAuthError(error, `Service not found: ${identifier}`, 'audience');
  return rs;
}
