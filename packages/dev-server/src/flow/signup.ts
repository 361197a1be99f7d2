/**
 * Self-service signup on the database connection: the connection must allow signups, the
 * password must meet its policy, the identifier must be free. The new user starts with an
 * unverified email, as on the service.
 */
import { randomBytes } from 'node:crypto';
import type { Store } from '../store/store.js';
import {
  connections,
  findUserByIdentifier,
  tenantSettings,
  type UserRecord,
  users,
} from '../store/tenant-collections.js';
import { type FlowStep, flowError } from './login-state.js';
import { checkPasswordPolicy, hashPassword, policyError } from './passwords.js';

export async function createDatabaseUser(
  store: Store,
  connectionName: string,
  email: string,
  password: string,
): Promise<UserRecord | Extract<FlowStep, { errors: unknown }>> {
  const connection = connections(store)
    .list()
    .find((c) => c.name === connectionName);
  if (!connection || connection.options.disable_signup)
    return { errors: [flowError('signup-disabled', 'Sign ups are not allowed.')], status: 400 };
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
