/**
 * `/authorize?connection=<name>`: the connection a request names must exist and be enabled for
 * the application, else the request is refused on the application's redirect, as the service
 * does (`invalid_request`; "the connection was not found" for an unknown name, "the connection
 * was disabled" for one the application may not use, the service's two descriptions). Which
 * connections an application may use is tenant/connections.ts `offers`, the one rule.
 */
import type { Store } from '../store/store.js';
import { connectionsByName, offers } from '../tenant/connections.js';
import { OAuthError } from './oauth-error.js';

/** Throws the service's refusal unless `name` (when given) is a connection `clientId` may use. */
export function checkRequestedConnection(
  store: Store,
  clientId: string,
  name: string | undefined,
): void {
  // An empty `connection=` asks for no connection in particular.
  if (name === undefined || name === '') return;
  const named = connectionsByName(store).get(name);
  if (named.length === 0) {
    throw new OAuthError('invalid_request', 'the connection was not found', 'connection');
  }
  if (!named.some((connection) => offers({ clientId }, connection))) {
    throw new OAuthError('invalid_request', 'the connection was disabled', 'connection');
  }
}
