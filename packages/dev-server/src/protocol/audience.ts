/**
 * Which API a login's access token is for. `/authorize` may name one (`audience`); without it
 * the tenant's `default_audience` applies when set, and otherwise the token is for `/userinfo`
 * alone: an opaque token, the OpenID Connect scopes only, and no consent screen for a
 * first-party application (the service asks consent for an API, not for the user's own
 * profile). That audience is served as a built-in API here, so the access policy, consent and
 * token code treat every audience alike.
 */
import { OIDC_SCOPES } from '@screenkit/core';
import type { Store } from '../store/store.js';
import { type FlowResourceServer, findResourceServer } from '../tenant/resource-servers.js';
import { tenantSettings } from '../tenant/settings.js';
import { OAuthError } from './oauth-error.js';
import { USERINFO_TOKEN_LIFETIME, userinfoAudience } from './userinfo-token.js';

const USERINFO_API_ID = 'userinfo';
const USERINFO_IDENTIFIER = /^https?:\/\/[^/]+\/userinfo$/;

/** The built-in API of `<issuer>userinfo`. */
function userinfoResourceServer(identifier: string): FlowResourceServer {
  return {
    id: USERINFO_API_ID,
    identifier,
    name: 'User info',
    scopes: [...OIDC_SCOPES].map((value) => ({ value })),
    subject_type_authorization: {
      user: { policy: 'allow_all' },
      client: { policy: 'deny_all' },
    },
    signing_alg: 'RS256',
    token_lifetime: USERINFO_TOKEN_LIFETIME,
    token_lifetime_for_web: 7_200,
    allow_offline_access: true,
    skip_consent_for_verifiable_first_party_clients: true,
  };
}

export const isUserinfoApi = (rs: FlowResourceServer) => rs.id === USERINFO_API_ID;

/** The API an /authorize request is for (`access_denied` for an unknown one, as the service). */
export function authorizeAudience(
  store: Store,
  named: string | undefined,
  origin: string,
): FlowResourceServer {
  const audience = named || tenantSettings(store).default_audience || userinfoAudience(origin);
  // Only this server's own userinfo audience: not any `<host>/userinfo` a request names.
  const rs =
    findResourceServer(store, audience) ??
    (audience === userinfoAudience(origin) ? userinfoResourceServer(audience) : undefined);
  if (!rs) throw new OAuthError('access_denied', `Service not found: ${audience}`, 'audience');
  return rs;
}

/**
 * A registered API, or the built-in userinfo one, by the identifier a code, a refresh token or
 * a transaction carries (checked against the server's origin when /authorize took it).
 */
export function findAudience(store: Store, identifier: string): FlowResourceServer | undefined {
  return (
    findResourceServer(store, identifier) ??
    (USERINFO_IDENTIFIER.test(identifier) ? userinfoResourceServer(identifier) : undefined)
  );
}

/** The scopes a userinfo-only login keeps: OpenID Connect's (an API's scopes need its audience). */
export const userinfoScopes = (scopes: readonly string[]) =>
  scopes.filter((scope) => OIDC_SCOPES.has(scope));
