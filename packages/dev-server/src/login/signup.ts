/**
 * Self-service signup on the database connection: the connection must allow signups (and, in
 * an organization, its enabled connection too), the password must meet its policy, the
 * identifier must be free. The new user starts with an unverified email, as on the service.
 */
import { randomBytes } from 'node:crypto';
import type { Store } from '../store/store.js';
import {
  connectionNamed,
  findUserByIdentifier,
  organizations,
  tenantSettings,
  type UserRecord,
  users,
} from '../tenant/tenant-collections.js';
import { type FlowStep, flowError, type LoginState } from './login-state.js';
import { checkPasswordPolicy, hashPassword, policyError } from './passwords.js';

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
  const nickname = email.split('@')[0] ?? email;
  const policy = checkPasswordPolicy(password, connection, { email, name: email });
  if (!policy.ok) return policyError(policy.rules) as Extract<FlowStep, { errors: unknown }>;
  if (findUserByIdentifier(store, connectionName, email))
    return { errors: [flowError('user-exists', 'The user already exists.', 'email')], status: 400 };
  const id = randomBytes(12).toString('hex');
  const now = new Date().toISOString();
  const user: UserRecord = {
    user_id: `auth0|${id}`,
    email,
    email_verified: false,
    name: email,
    nickname,
    created_at: now,
    updated_at: now,
    logins_count: 0,
    blocked: false,
    identities: [{ connection: connectionName, user_id: id, provider: 'auth0', isSocial: false }],
    user_metadata: {},
    app_metadata: {},
    password_hash: await hashPassword(password, tenantSettings(store).password_hash_rounds),
  };
  await users(store).set(user.user_id, user);
  return user;
}
