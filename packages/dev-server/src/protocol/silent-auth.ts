/**
 * `prompt=none` (OpenID Connect Core 3.1.2.1): the authorization answers from the browser's
 * login session without showing anything, or with the error saying what would have needed a
 * screen: `login_required` (no session, or one older than `max_age`), `interaction_required`
 * (MFA the session did not do, an organization to pick or join), `consent_required` (a consent
 * the user has not given). This is how a SPA renews its tokens in a hidden iframe.
 */
import type { Store } from '../store/store.js';
import { membership } from '../tenant/organization-members.js';
import { findOrganization, type OrganizationRecord } from '../tenant/organizations.js';
import { tenantSettings } from '../tenant/settings.js';
import { userClaims } from '../tenant/user-claims.js';
import type { UserRecord } from '../tenant/users.js';
import { decideAuthorizationConsent } from './consent.js';
import { OAuthError } from './oauth-error.js';
import { authorizationHeldScopes } from './rbac.js';
import type { Authorization } from './transactions.js';

export interface SilentRequest {
  /** The request's authorization, before a user is known. */
  authorization: Omit<Authorization, 'user' | 'amr'>;
  redirectUri: string;
  /** The browser's login session, if valid and within `max_age` (login-session.ts `sessionOf`). */
  session: { user: UserRecord; amr: string[]; authTime?: number; sid?: string } | undefined;
  /** The request's `organization`, and whether the application requires one. */
  organization: string | undefined;
  organizationUsage: 'deny' | 'allow' | 'require';
}

/** The authorization to issue a code for, or throws the `prompt=none` error. */
export function silentAuthorization(store: Store, request: SilentRequest): Authorization {
  const { session } = request;
  if (!session) throw new OAuthError('login_required', 'Login required');
  const { user } = session;
  if (mfaDue(store, user) && !session.amr.includes('mfa')) {
    throw new OAuthError('interaction_required', 'Multifactor authentication required');
  }
  const organization = sessionOrganization(store, request, user);
  const authorization: Authorization = {
    ...request.authorization,
    user: {
      id: user.user_id,
      ...(user.email ? { email: user.email } : {}),
      ...(user.name ? { name: user.name } : {}),
    },
    profile: userClaims(user),
    tenantUser: true,
    amr: session.amr,
    ...(session.authTime !== undefined ? { authTime: session.authTime } : {}),
    // The ID token names the session the application may later log out of (`sid`).
    ...(session.sid !== undefined ? { sid: session.sid } : {}),
    ...(organization ? { organization: { id: organization.id, name: organization.name } } : {}),
  };
  // An API with RBAC: only what the user holds, as their remembered consent says (rbac.ts).
  authorization.scopes = authorizationHeldScopes(store, authorization);
  const consent = decideAuthorizationConsent(
    store,
    { ...authorization, redirectUri: request.redirectUri },
    { required: session.amr.includes('mfa') },
  );
  if (consent.screen !== null) throw new OAuthError('consent_required', 'Consent required');
  return authorization;
}

/** MFA the tenant's policy asks of this user (a login session that did it carries `mfa`). */
function mfaDue(store: Store, user: UserRecord): boolean {
  const policy = tenantSettings(store).mfa.policy;
  if (policy === 'never') return false;
  if (policy === 'all-applications') return true;
  return (user.factors ?? []).some((f) => f.confirmed && f.type !== 'passkey');
}

/** The organization of the request (by id or name), which the session's user must belong to. */
function sessionOrganization(
  store: Store,
  request: SilentRequest,
  user: UserRecord,
): OrganizationRecord | undefined {
  const requested = request.organization;
  if (!requested) {
    if (request.organizationUsage === 'require') {
      throw new OAuthError('interaction_required', 'The application requires an organization');
    }
    return undefined;
  }
  if (request.organizationUsage === 'deny') {
    throw new OAuthError(
      'invalid_request',
      'parameter organization is not allowed for this client',
      'organization',
    );
  }
  const org = findOrganization(store, requested.slice(0, 100));
  if (!org || !membership(store, org.id, user.user_id)) {
    throw new OAuthError(
      'interaction_required',
      `The user is not a member of organization ${JSON.stringify(requested.slice(0, 100))}`,
    );
  }
  return org;
}
