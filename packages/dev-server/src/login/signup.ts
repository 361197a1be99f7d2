import type { Store } from '../store/store.js';
import { connectionNamed } from '../tenant/connections.js';
import { createUser, duplicateUser } from '../tenant/create-user.js';
import { organizations } from '../tenant/organizations.js';
import { checkPasswordPolicy } from '../tenant/passwords.js';
import type { UserRecord } from '../tenant/users.js';
import { type FlowStep, flowError, type LoginState } from './login-state.js';
import { policyError } from './passwords.js';

/** The screens a signup goes through; none is offered or accepted when signup is not allowed. */
export const SIGNUP_SCREENS = new Set(['signup-id', 'signup', 'signup-password']);

export const signupDisabled = (): Extract<FlowStep, { errors: unknown }> => ({
  errors: [flowError('signup-disabled', 'Sign ups are not allowed.')],
  status: 400,
});

/**
 * May this login sign up a new user? Its database connection must allow signups (the
 * Management API's `options.disable_signup`), and a login into an organization needs the
 * organization's enabled connection to allow them too: "Organization Signup" is
 * `is_signup_enabled` (off by default), which the service documents as working only together
 * with membership on authentication (`assign_membership_on_login`), so both must be on (the
 * docs' organizations/enable-connections page). An invitation is the exception: that switch is
 * the organization's self-service signup, and an invitee signs up whatever it says.
 */
export function signupAllowed(store: Store, login: LoginState): boolean {
  const connection = connectionNamed(store, login.connection);
  if (!connection || connection.options.disable_signup === true) return false;
  if (!login.organization || login.invitation) return true;
  const entry = organizations(store)
    .get(login.organization.id)
    ?.enabled_connections?.find((e) => e.connection_id === connection.id);
  return entry?.is_signup_enabled === true && entry.assign_membership_on_login === true;
}

export async function createDatabaseUser(
  store: Store,
  connectionName: string,
  email: string,
  password: string,
): Promise<UserRecord | Extract<FlowStep, { errors: unknown }>> {
  const connection = connectionNamed(store, connectionName);
  if (!connection || connection.options.disable_signup) return signupDisabled();
  const policy = checkPasswordPolicy(password, connection, { email, name: email });
  if (!policy.ok) return policyError(policy.rules) as Extract<FlowStep, { errors: unknown }>;
  const exists = {
    errors: [flowError('user-exists', 'The user already exists.', 'email')],
    status: 400,
  };
  if (duplicateUser(store, connectionName, { email })) return exists;
  return (await createUser(store, connection, { email }, password)) ?? exists;
}
