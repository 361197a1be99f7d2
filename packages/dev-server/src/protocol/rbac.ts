/**
 * Role-based access control of an API (`enforce_policies: true`), as the service applies it
 * to a user's token: its scope holds the requested API scopes the user holds as permissions
 * (tenant/user-permissions.ts: their own and their roles'; in an organization, their roles
 * there). OpenID Connect scopes are no permissions and stay. With the `access_token_authz` or
 * `rfc9068_profile_authz` dialect the token also carries `permissions`: every permission the
 * user holds at the API, whatever was requested; a client's own token (client credentials,
 * still governed by its client grant) carries the scopes it was granted. The one rule for
 * the consent screen (login/finish.ts, and a backchannel request's email approval:
 * login/backchannel-approval.ts), its push approval (login/push-approval.ts), `prompt=none`
 * (silent-auth.ts) and every grant (endpoints/token-answer.ts), so what the user approves,
 * what a refresh issues after a role changed and what the token says agree.
 */
import { OIDC_SCOPES } from '@screenkit/core';
import type { Store } from '../store/store.js';
import type { FlowResourceServer } from '../tenant/resource-servers.js';
import { heldPermissions } from '../tenant/user-permissions.js';
import { findAudience } from './audience.js';
import type { Authorization } from './authorization.js';

const DIALECTS_WITH_PERMISSIONS = new Set(['access_token_authz', 'rfc9068_profile_authz']);

/** Whose permissions count: the user, and the organization they logged in to. */
type Holder = Pick<Authorization, 'user' | 'organization'>;

const held = (store: Store, rs: FlowResourceServer, holder: Holder) =>
  heldPermissions(store, holder.user.id, rs.identifier, holder.organization?.id);

/** `scopes` narrowed to those the user may hold at the API (all of them without RBAC). */
export function heldScopes(
  store: Store,
  rs: FlowResourceServer,
  holder: Holder,
  scopes: readonly string[],
): string[] {
  if (rs.enforce_policies !== true) return [...scopes];
  const permissions = new Set(held(store, rs, holder));
  return scopes.filter((scope) => OIDC_SCOPES.has(scope) || permissions.has(scope));
}

/** The scopes of an authorization its user may hold at its API (before consent is asked). */
export function authorizationHeldScopes(
  store: Store,
  authorization: Holder & Pick<Authorization, 'audience' | 'scopes'>,
): string[] {
  const rs = findAudience(store, authorization.audience);
  return rs ? heldScopes(store, rs, authorization, authorization.scopes) : authorization.scopes;
}

/**
 * Narrows a request about to be consented to (its scopes and the descriptions a consent screen
 * lists) to the scopes its user may hold: consent is asked for, and remembered as, what the
 * token will carry.
 */
export function narrowToHeldScopes(
  store: Store,
  request: Holder &
    Pick<Authorization, 'audience' | 'scopes'> & {
      scopeDescriptions: Array<{ value: string; description?: string }>;
    },
): void {
  const held = authorizationHeldScopes(store, request);
  request.scopes = held;
  request.scopeDescriptions = request.scopeDescriptions.filter((s) => held.includes(s.value));
}

/**
 * The access token's `permissions` claim, or undefined when the API does not add one: the
 * user's permissions at the API, or for a client's own token (`holder` undefined) its scopes.
 */
export function permissionsClaim(
  store: Store,
  rs: FlowResourceServer,
  holder: Holder | undefined,
  grantedScopes: readonly string[],
): string[] | undefined {
  if (rs.enforce_policies !== true || !DIALECTS_WITH_PERMISSIONS.has(rs.token_dialect ?? ''))
    return undefined;
  return holder ? held(store, rs, holder) : [...grantedScopes];
}
