/**
 * Organization invitations in the login flow, as the service runs them: the invitation URL's
 * parameters reach /authorize (`invitation` = the ticket, `organization`), the login opens on
 * accept-invitation (the inviter and the invitee's email), and accepting leads to the password
 * screen when the invitee already has an account on the connection, else to signup with the
 * email set. When the login finishes, the user joins the organization with the invitation's
 * roles and metadata, and the invitation is used up (src/login/organizations.ts); a user with
 * another email is refused.
 */

import { OAuthError } from '../protocol/oauth-error.js';
import type { Store } from '../store/store.js';
import { connections } from '../tenant/connections.js';
import { type InvitationRecord, invitations, invitationsByTicket } from '../tenant/invitations.js';
import { assignMemberRoles } from '../tenant/organization-members.js';
import type { OrganizationRecord } from '../tenant/organizations.js';
import { findUserByIdentifier, type UserRecord, users } from '../tenant/users.js';
import type { LoginTransaction } from './login-state.js';
import { type FlowStep, flowError, type LoginState, screenUrl } from './login-state.js';

/** Checks the invitation of /authorize against the organization and client; throws for /authorize. */
export function startInvitation(
  store: Store,
  clientId: string,
  login: LoginState,
  org: OrganizationRecord,
  ticket: string,
): 'accept-invitation' {
  const found = invitationsByTicket(store).first(ticket);
  const invalid = (why: string) =>
    new OAuthError('invalid_request', `parameter invitation is invalid: ${why}`, 'invitation');
  if (!found || found.organization_id !== org.id) throw invalid('no such invitation');
  if (Date.parse(found.expires_at) <= Date.now()) throw invalid('the invitation has expired');
  if (found.client_id !== clientId) throw invalid('the invitation is for another application');
  if (found.connection_id) {
    const connection = connections(store).get(found.connection_id);
    if (connection?.strategy === 'auth0') login.connection = connection.name;
  }
  login.invitation = { id: found.id, email: found.invitee.email, inviter: found.inviter.name };
  return 'accept-invitation';
}

/** A post on accept-invitation: on to the password screen, or signup for a new account. */
export function acceptInvitation(store: Store, transaction: LoginTransaction): FlowStep {
  const login = transaction.login as LoginState;
  const invitation = login.invitation;
  // `invalid-invitation` is screenkit's code (the SDK documents none for this screen).
  if (!invitation)
    return {
      errors: [flowError('invalid-invitation', 'This invitation is no longer valid.')],
      status: 400,
    };
  const user = findUserByIdentifier(store, login.connection, invitation.email);
  const identifierFirst = login.firstScreen === 'login-id';
  let next: string;
  if (user) {
    login.identifier = invitation.email;
    login.userId = user.user_id;
    next = identifierFirst ? 'login-password' : 'login';
  } else {
    login.signupIdentifier = invitation.email;
    next = identifierFirst ? 'signup-password' : 'signup';
  }
  transaction.screen = next;
  return { redirect: screenUrl(next, transaction.state) };
}

/** The invitation the login carries, if it is for `org` and still stored. */
export function pendingInvitation(
  store: Store,
  login: LoginState,
  org: OrganizationRecord,
): InvitationRecord | undefined {
  const found = login.invitation ? invitations(store).get(login.invitation.id) : undefined;
  return found?.organization_id === org.id ? found : undefined;
}

/**
 * Once the user joined: gives them the invitation's roles in the organization and its
 * `app_metadata` / `user_metadata` (merged at the top level, as a Management API PATCH of the
 * user merges them; the service documents both as set on the invitee's profile on acceptance),
 * then uses the invitation up.
 */
export async function useInvitation(
  store: Store,
  invitation: InvitationRecord,
  user: UserRecord,
): Promise<void> {
  if (invitation.roles?.length)
    await assignMemberRoles(store, invitation.organization_id, user.user_id, invitation.roles);
  if (invitation.app_metadata || invitation.user_metadata) {
    const current = users(store).get(user.user_id) ?? user;
    await users(store).set(user.user_id, {
      ...current,
      app_metadata: { ...current.app_metadata, ...invitation.app_metadata },
      user_metadata: { ...current.user_metadata, ...invitation.user_metadata },
      updated_at: new Date().toISOString(),
    });
  }
  await invitations(store).delete(invitation.id);
}

/** `screen.data` of accept-invitation. */
export function invitationScreenData(login: LoginState): Record<string, unknown> | undefined {
  return login.invitation
    ? { inviter: login.invitation.inviter, email: login.invitation.email }
    : undefined;
}
