/**
 * Users (`users.json`, the Management API's user records): their shape, the indexes logins and
 * the API look them up by (email, username, phone, connection, passkey), and the one lookup of a
 * user by a login identifier. Secrets are kept only as hashes: `password_hash` (bcrypt, see
 * passwords.ts), recovery-code hashes; nothing here is a plain password or a one-time code.
 */
import type { Collection, Store } from '../store/store.js';

export type FactorType =
  | 'otp'
  | 'email'
  | 'sms'
  | 'voice'
  | 'push-notification'
  | 'recovery-code'
  | 'webauthn-roaming'
  | 'webauthn-platform';

/** One MFA factor a user enrolled (the service's `authentication-methods`). */
export interface EnrolledFactor {
  id: string;
  type: FactorType;
  confirmed: boolean;
  created_at: string;
  /** otp: the TOTP key (base32). A key, like the service's encrypted seed, not a one-time code. */
  secret?: string;
  /** sms / voice. */
  phone_number?: string;
  /** email factor. */
  email?: string;
  /** recovery-code: bcrypt hash of the code. */
  recovery_code_hash?: string;
  /** webauthn-* and passkeys: credential id (base64url), public key (base64url COSE), counter. */
  credential_id?: string;
  public_key?: string;
  counter?: number;
  /** webauthn-* and passkeys: what the authenticator said it speaks (usb, nfc, internal...). */
  transports?: string[];
  name?: string;
}

export interface Identity {
  connection: string;
  user_id: string;
  provider: string;
  isSocial: boolean;
}

export interface UserRecord {
  user_id: string;
  email?: string;
  email_verified: boolean;
  username?: string;
  phone_number?: string;
  phone_verified?: boolean;
  name?: string;
  nickname?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
  created_at: string;
  updated_at: string;
  last_login?: string;
  logins_count: number;
  blocked: boolean;
  identities: Identity[];
  user_metadata: Record<string, unknown>;
  app_metadata: Record<string, unknown>;
  /** bcrypt hash; never returned by the Management API. */
  password_hash?: string;
  /** Enrolled MFA factors and passkeys (`passkey` entries use the webauthn fields). */
  factors?: Array<EnrolledFactor | (Omit<EnrolledFactor, 'type'> & { type: 'passkey' })>;
  /** "Don't show again" on the passkey enrolment prompt; never returned by the API. */
  passkey_prompt_declined?: boolean;
}

export const USERS_COLLECTION = 'users';

export const users = (store: Store): Collection<UserRecord> => store.collection(USERS_COLLECTION);

/** A user's confirmed passkeys. */
export const passkeysOf = (user: UserRecord) =>
  (user.factors ?? []).filter((f) => f.type === 'passkey' && f.confirmed);

/** Users by the credential ids of their passkeys (a passkey login without a user handle). */
export const usersByPasskey = (store: Store) =>
  users(store).index('passkey', (u) => passkeysOf(u).flatMap((f) => f.credential_id ?? []));

/** The users' indexes: login identifiers (lower-cased email and username, phone) and connections. */
export function userIndexes(store: Store) {
  const all = users(store);
  return {
    email: all.index('email', (u) => u.email?.toLowerCase()),
    username: all.index('username', (u) => u.username?.toLowerCase()),
    phone: all.index('phone_number', (u) => u.phone_number),
    connection: all.index('connection', (u) => u.identities.map((i) => i.connection)),
  };
}

export function findUserByIdentifier(
  store: Store,
  connection: string,
  identifier: string,
): UserRecord | undefined {
  const wanted = identifier.trim().toLowerCase();
  // Through the store's indexes (email, username, phone): a login costs the same at any size.
  const by = userIndexes(store);
  const candidates = [
    ...by.email.get(wanted),
    ...by.username.get(wanted),
    ...by.phone.get(identifier.trim()),
  ];
  return candidates.find((u) => u.identities.some((i) => i.connection === connection));
}
