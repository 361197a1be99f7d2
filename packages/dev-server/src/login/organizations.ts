/**
 * Organizations in the login flow, as the service runs them:
 * - `/authorize?organization=<id or name>` logs in to that organization; an unknown one, or one
 *   on an application whose `organization_usage` is `deny`, is refused at /authorize.
 * - An application that requires an organization (`organization_usage: require`) and gets none
 *   asks for it: before login (`pre_login_prompt`: the organization-selection screen, the user
 *   types its name; a browser whose session names a user who belongs to organizations gets the
 *   pre-login-organization-picker listing them instead, src/protocol/login-session.ts) or after
 *   (`post_login_prompt`: the organization-picker screen lists the user's organizations); with
 *   `no_prompt` /authorize refuses.
 * - At the end of the login the user must be a member (or the organization's connection assigns
 *   membership on login); a non-member goes back to the application with `access_denied`.
 * - The organization lands in the context (`organization`, `user.organizations`) and in the
 *   tokens (`org_id`, `org_name`).
 */

import { OAuthError } from '../protocol/oauth-error.js';
import { errorResponseUrl } from '../protocol/transactions.js';
import type { Store } from '../store/store.js';
import type { ClientRecord } from '../tenant/applications.js';
import {
  type ConnectionScope,
  connectionNamed,
  organizationConnections as tenantOrganizationConnections,
} from '../tenant/connections.js';
import {
  addMembers,
  membership,
  membershipsOf,
  organizationsOf,
} from '../tenant/organization-members.js';
import {
  findOrganization,
  type OrganizationRecord,
  organizations,
} from '../tenant/organizations.js';
import type { UserRecord } from '../tenant/users.js';
import { pendingInvitation, startInvitation, useInvitation } from './invitations.js';
import type { LoginTransaction } from './login-state.js';
import { type FlowStep, flowError, type LoginState, screenUrl } from './login-state.js';

export const ORGANIZATION_SCREENS = new Set([
  'organization-selection',
  'organization-picker',
  'pre-login-organization-picker',
]);

/**
 * Applies the request's `organization` and the application's organization settings to a new
 * login; throws the OAuthError /authorize answers with. Returns the first screen when the
 * organization must be asked for before login.
 */
export function startOrganizationLogin(
  store: Store,
  client: Pick<ClientRecord, 'client_id' | 'organization_usage' | 'organization_require_behavior'>,
  login: LoginState,
  requested: string | undefined,
  invitation?: string,
): string | undefined {
  const usage = client.organization_usage ?? 'deny';
  login.organizationUsage = usage;
  if (invitation && !requested)
    throw new OAuthError(
      'invalid_request',
      'parameter organization is required with parameter invitation',
      'organization',
    );
  if (requested) {
    if (usage === 'deny')
      throw new OAuthError(
        'invalid_request',
        'parameter organization is not allowed for this client',
        'organization',
      );
    const org = findOrganization(store, requested.slice(0, 100));
    if (!org)
      throw new OAuthError(
        'invalid_request',
        `parameter organization is invalid: no organization ${JSON.stringify(requested.slice(0, 100))}`,
        'organization',
      );
    login.organization = { id: org.id, name: org.name };
    return invitation
      ? startInvitation(store, client.client_id, login, org, invitation.slice(0, 100))
      : undefined;
  }
  if (usage !== 'require') return undefined;
  const behavior = client.organization_require_behavior ?? 'no_prompt';
  if (behavior === 'no_prompt')
    throw new OAuthError(
      'invalid_request',
      'parameter organization is required for this client',
      'organization',
    );
  login.organizationPrompt = behavior;
  if (behavior !== 'pre_login_prompt') return undefined;
  // The session's user was found, and not blocked, at /authorize (login-session.ts sessionOf).
  const sessionUser = login.sessionUserId;
  return sessionUser && membershipsOf(store).first(sessionUser)
    ? 'pre-login-organization-picker'
    : 'organization-selection';
}

/**
 * Called when the login is about to finish: asks for the organization (post-login picker),
 * checks membership, or refuses. `undefined` lets the login finish; the transaction then
 * carries the organization for the tokens.
 */
export async function organizationStep(
  store: Store,
  transaction: LoginTransaction,
  user: UserRecord,
): Promise<FlowStep | undefined> {
  const login = transaction.login;
  if (!login) return undefined;
  if (!login.organization) {
    if (login.organizationPrompt !== 'post_login_prompt') return undefined;
    if (!membershipsOf(store).first(user.user_id))
      return refuse(store, transaction, `user ${user.user_id} is not a member of any organization`);
    transaction.screen = 'organization-picker';
    return { redirect: screenUrl('organization-picker', transaction.state) };
  }
  const org = organizations(store).get(login.organization.id);
  if (!org) return refuse(store, transaction, 'the organization no longer exists');
  const invitation = pendingInvitation(store, login, org);
  if (invitation && invitation.invitee.email.toLowerCase() !== user.email?.toLowerCase())
    return refuse(store, transaction, 'the invitation was sent to another email address');
  if (!membership(store, org.id, user.user_id)) {
    const connection = connectionNamed(store, login.connection);
    const assigns = org.enabled_connections?.some(
      (e) => e.connection_id === connection?.id && e.assign_membership_on_login,
    );
    if (!assigns && !invitation)
      return refuse(
        store,
        transaction,
        `user ${user.user_id} is not part of the ${org.id} organization`,
      );
    await addMembers(store, org.id, [user.user_id]);
  }
  if (invitation) await useInvitation(store, invitation, user);
  transaction.organization = { id: org.id, name: org.name };
  return undefined;
}

/**
 * The connections the login's organization accepts (its enabled connections), by name, with
 * whether each shows as a button; `undefined` when the login has no organization. An
 * organization with none enabled accepts no login, as on the service.
 */
export function organizationConnections(
  store: Store,
  login: LoginState,
): Map<string, { showAsButton: boolean }> | undefined {
  if (!login.organization) return undefined;
  return tenantOrganizationConnections(store, organizations(store).get(login.organization.id));
}

/** The connections this login may use (tenant/connections.ts): its application's, its organization's. */
export const loginScope = (store: Store, transaction: LoginTransaction): ConnectionScope => ({
  clientId: transaction.clientId,
  organization: transaction.login ? organizationConnections(store, transaction.login) : undefined,
});

/** Does the login's organization (if any) accept the connection named `name`? */
export const organizationAccepts = (store: Store, login: LoginState, name: string): boolean =>
  organizationConnections(store, login)?.has(name) ?? true;

/**
 * A post on organization-selection (before login: `organizationName`), organization-picker
 * (after: `organization`, an id among the user's) or pre-login-organization-picker (before
 * login, for the session's user: `organization`, then the login continues as that user).
 * `organizationSkipped` is refused, since these screens only appear when the application
 * requires an organization; on the pre-login picker it leads to the name prompt instead
 * (screenkit's choice: the SDK documents no outcome for it).
 */
export function answerOrganizationScreen(
  store: Store,
  transaction: LoginTransaction,
  screen: string,
  fields: Record<string, string>,
  user: UserRecord | undefined,
): FlowStep | 'picked' {
  const login = transaction.login as LoginState;
  const preLogin = screen === 'pre-login-organization-picker';
  const skipped = fields.organizationSkipped === 'true';
  if (skipped && !preLogin)
    return fail('organization-required', 'This application requires an organization.');
  if (screen === 'organization-selection') {
    const name = (fields.organizationName ?? '').trim();
    if (!name)
      return fail('no-organization', 'Please enter an organization name', 'organizationName');
    const org = findOrganization(store, name.slice(0, 100));
    if (!org || name.startsWith('org_'))
      return fail(
        'invalid-organization',
        'We could not find an organization with that name.',
        'organizationName',
      );
    login.organization = { id: org.id, name: org.name };
    transaction.screen = login.firstScreen;
    return { redirect: screenUrl(login.firstScreen, transaction.state) };
  }
  if (skipped) {
    delete login.sessionUserId;
    transaction.screen = 'organization-selection';
    return { redirect: screenUrl('organization-selection', transaction.state) };
  }
  if (!user) return fail('invalid-state', 'Your session has expired. Please start again.');
  const chosen = organizationsOf(store, user.user_id).find((o) => o.id === fields.organization);
  if (!chosen)
    return fail('invalid-organization', 'Choose one of your organizations.', 'organization');
  login.organization = { id: chosen.id, name: chosen.name };
  if (preLogin) {
    // The session's user goes on as authenticated, the way they authenticated then.
    login.authenticatedUserId = user.user_id;
    login.amr = [...(login.sessionAmr ?? [])];
  }
  return 'picked';
}

/** `organization` and `user.organizations` of a login screen's context. */
export function organizationContext(
  store: Store,
  login: LoginState,
  user: UserRecord | undefined,
): { organization?: Record<string, unknown>; userOrganizations?: Record<string, unknown>[] } {
  const org = login.organization ? organizations(store).get(login.organization.id) : undefined;
  const view = (o: OrganizationRecord) => ({
    id: o.id,
    name: o.name,
    ...(o.display_name ? { display_name: o.display_name } : {}),
    ...(o.branding ? { branding: o.branding } : {}),
  });
  return {
    ...(org
      ? {
          organization: {
            ...view(org),
            usage: login.organizationUsage ?? 'allow',
            ...(org.metadata ? { metadata: org.metadata } : {}),
          },
        }
      : {}),
    ...(user ? { userOrganizations: organizationsOf(store, user.user_id).map(view) } : {}),
  };
}

function refuse(store: Store, transaction: LoginTransaction, description: string): FlowStep {
  transaction.expiresAt = 0;
  return {
    redirect: errorResponseUrl(store, transaction, new OAuthError('access_denied', description)),
  };
}

function fail(code: string, message: string, field?: string): FlowStep {
  return { errors: [flowError(code, message, field)], status: 400 };
}
