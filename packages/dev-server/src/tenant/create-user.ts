/**
 * Making a user, the one way both the Management API (`POST /api/v2/users`) and self-service
 * signup do it, and the one uniqueness rule they both apply. (A social login links a user by
 * its identity instead: login/social.ts.)
 */
import { randomBytes } from 'node:crypto';
import type { Store } from '../store/store.js';
import { type ConnectionRecord, isSocialStrategy } from './connections.js';
import { hashTenantPassword } from './passwords.js';
import { type UserRecord, userIndexes, users } from './users.js';

/**
 * What a new user may be given: the Management API's create body less connection and password.
 * `user_id` is the id at the connection's provider, without the `provider|` prefix.
 */
export type NewUser = Partial<
  Omit<UserRecord, 'identities' | 'created_at' | 'updated_at' | 'logins_count' | 'password_hash'>
>;

/**
 * The user of `connection`, other than `self`, who already holds one of these login
 * identifiers. A login looks an identifier up among emails, usernames and phone numbers alike
 * (users.ts `findUserByIdentifier`), so within a connection they are one namespace: an email may
 * not be another user's username either, or a login by it would be ambiguous.
 */
export function duplicateUser(
  store: Store,
  connection: string,
  identifiers: Pick<NewUser, 'email' | 'username' | 'phone_number'>,
  self?: string,
): UserRecord | undefined {
  const by = userIndexes(store);
  const names = [identifiers.email, identifiers.username].flatMap((v) =>
    v === undefined ? [] : [v.toLowerCase()],
  );
  const candidates = [
    ...names.flatMap((name) => [...by.email.get(name), ...by.username.get(name)]),
    ...(identifiers.phone_number !== undefined ? by.phone.get(identifiers.phone_number) : []),
  ];
  return candidates.find(
    (u) => u.user_id !== self && u.identities.some((i) => i.connection === connection),
  );
}

/**
 * Stores a new user of `connection`: the service's defaults (unverified email, nickname and
 * name from the identifiers), the identity of the connection's provider, the password hashed at
 * the tenant's cost. `undefined` when its id or an identifier is taken, checked again after
 * hashing (which yields to other requests). Callers check the connection's own rules first.
 */
export async function createUser(
  store: Store,
  connection: ConnectionRecord,
  fields: NewUser,
  password?: string,
): Promise<UserRecord | undefined> {
  const database = connection.strategy === 'auth0';
  const provider = database ? 'auth0' : connection.strategy;
  // A given `user_id` is the identity's id at its provider; the user's own id carries the
  // provider as a prefix (`auth0|<id>`, `email|<id>`, `sms|<id>`), as on the service.
  const { user_id: givenId, ...profile } = fields;
  const localId = givenId ?? randomBytes(12).toString('hex');
  const now = new Date().toISOString();
  const record: UserRecord = {
    email_verified: false,
    ...profile,
    user_id: `${provider}|${localId}`,
    nickname: profile.nickname ?? profile.email?.split('@')[0] ?? profile.username ?? localId,
    name: profile.name ?? profile.email ?? profile.username ?? profile.phone_number ?? localId,
    created_at: now,
    updated_at: now,
    logins_count: 0,
    blocked: fields.blocked ?? false,
    identities: [
      {
        connection: connection.name,
        user_id: localId,
        provider,
        isSocial: isSocialStrategy(provider),
      },
    ],
    user_metadata: fields.user_metadata ?? {},
    app_metadata: fields.app_metadata ?? {},
    ...(password !== undefined ? { password_hash: await hashTenantPassword(store, password) } : {}),
  };
  const all = users(store);
  if (all.has(record.user_id) || duplicateUser(store, connection.name, fields)) return undefined;
  await all.set(record.user_id, record);
  return record;
}
