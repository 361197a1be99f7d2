/**
 * Social connections without the provider: a login screen's post naming a social connection
 * (`connection=google-oauth2`, what the SDK's federated login sends) goes to a local "choose an
 * account" page; the account picked becomes (or finds) the user `<strategy>|<id>`, verified, and
 * the login continues as after a password (MFA, consent, callback).
 */
import type { Store } from '../store/store.js';
import {
  type ConnectionRecord,
  isSocialStrategy,
  offeredConnection,
} from '../tenant/connections.js';
import { type UserRecord, users } from '../tenant/users.js';
import type { LoginTransaction } from './login-state.js';
import { loginScope } from './organizations.js';

type Account = NonNullable<ConnectionRecord['options']['sample_accounts']>[number];

export function socialConnection(store: Store, transaction: LoginTransaction, name: string) {
  const connection = offeredConnection(store, loginScope(store, transaction), name);
  return connection && isSocialStrategy(connection.strategy) ? connection : undefined;
}

export function accountsOf(connection: ConnectionRecord): Account[] {
  const given = connection.options.sample_accounts;
  if (Array.isArray(given) && given.length > 0) return given;
  const label = connection.display_name ?? connection.name;
  return [
    { id: '100000001', email: 'alex.social@example.com', name: `Alex (${label})` },
    { id: '100000002', email: 'robin.social@example.com', name: `Robin (${label})` },
  ];
}

export const socialUrl = (connection: string, state: string) =>
  `/_screenkit/social/${encodeURIComponent(connection)}?state=${encodeURIComponent(state)}`;

/** The user behind a chosen account, created on first use as the service links a new identity. */
export async function socialUser(store: Store, connection: ConnectionRecord, accountId: string) {
  const account = accountsOf(connection).find((a) => a.id === accountId);
  if (!account) return undefined;
  const userId = `${connection.strategy}|${account.id}`;
  const existing = users(store).get(userId);
  if (existing) return existing;
  const now = new Date().toISOString();
  const user: UserRecord = {
    user_id: userId,
    email: account.email,
    email_verified: true,
    name: account.name,
    nickname: account.email.split('@')[0] ?? account.name,
    ...(account.picture ? { picture: account.picture } : {}),
    created_at: now,
    updated_at: now,
    logins_count: 0,
    blocked: false,
    identities: [
      {
        connection: connection.name,
        user_id: account.id,
        provider: connection.strategy,
        isSocial: true,
      },
    ],
    user_metadata: {},
    app_metadata: {},
  };
  await users(store).set(userId, user);
  return user;
}
