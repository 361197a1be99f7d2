/**
 * The tenant's identity model in the store (readable JSON in `.screenkit/`): users, connections,
 * organizations and the tenant settings (MFA policy, enabled locales, branding). Shapes follow
 * the service's Management API records, so the files read like an exported tenant. Secrets are
 * kept only as hashes: `password_hash` (bcrypt), recovery-code hashes; nothing here is a plain
 * password or a one-time code.
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

export type PasswordPolicy = 'none' | 'low' | 'fair' | 'good' | 'excellent';

export interface IdentifierAttribute {
  identifier?: { active: boolean };
  signup?: { status: 'required' | 'optional' | 'inactive'; verification?: { active: boolean } };
}

export interface ConnectionRecord {
  id: string;
  name: string;
  display_name?: string;
  strategy: string;
  enabled_clients: string[];
  is_domain_connection: boolean;
  realms: string[];
  metadata?: Record<string, string>;
  options: {
    passwordPolicy?: PasswordPolicy;
    password_complexity_options?: { min_length?: number };
    password_history?: { enable: boolean; size?: number };
    password_no_personal_info?: { enable: boolean };
    password_dictionary?: { enable: boolean; dictionary?: string[] };
    brute_force_protection?: boolean;
    disable_signup?: boolean;
    requires_username?: boolean;
    validation?: { username?: { min: number; max: number } };
    attributes?: {
      email?: IdentifierAttribute;
      username?: IdentifierAttribute;
      phone_number?: IdentifierAttribute;
    };
    /** Passwordless: `code` or `link`. */
    email?: { syntax?: string; from?: string; subject?: string };
    authParams?: Record<string, unknown>;
    /** Social: the local "choose an account" page offers these. */
    sample_accounts?: Array<{ id: string; email: string; name: string; picture?: string }>;
    [key: string]: unknown;
  };
}

export interface OrganizationRecord {
  id: string;
  name: string;
  display_name?: string;
  branding?: { logo_url?: string; colors?: { primary?: string; page_background?: string } };
  metadata?: Record<string, string>;
  /** Connections members may log in with (`/organizations/{id}/enabled_connections`). */
  enabled_connections?: OrganizationConnection[];
  // Members and their roles are records of their own: tenant/organization-members.ts.
}

/** A role (`/api/v2/roles`), the API's shape. */
export interface RoleRecord {
  id: string;
  name: string;
  description?: string;
}

export interface OrganizationConnection {
  connection_id: string;
  assign_membership_on_login: boolean;
  show_as_button: boolean;
  is_signup_enabled: boolean;
}

/** An invitation to an organization (`/organizations/{id}/invitations`), the API's shape. */
export interface InvitationRecord {
  id: string;
  organization_id: string;
  inviter: { name: string };
  invitee: { email: string };
  client_id: string;
  connection_id?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  roles?: string[];
  /** The `invitation` parameter of the invitation URL. */
  ticket_id: string;
  invitation_url: string;
  created_at: string;
  expires_at: string;
}

export interface TenantSettings {
  friendly_name: string;
  picture_url?: string;
  support_email?: string;
  support_url?: string;
  enabled_locales: string[];
  /**
   * MFA policy: `never`, `all-applications` (everyone; users with no factor enrol an
   * authenticator app) or `enrolled` (challenge users who enrolled a factor, what a tenant
   * gets from the common "MFA for enrolled users" Action).
   */
  mfa: {
    policy: 'never' | 'all-applications' | 'enrolled';
    factors: FactorType[];
    /** Offer "remember this browser" on challenges (default on; src/login/remember-browser.ts). */
    remember_browser?: boolean;
  };
  branding: {
    colors: { primary: string; page_background: string };
    logo_url?: string;
    favicon_url?: string;
    font?: { url: string };
  };
  /** Captcha on login/signup: `none` or a provider with its site key. */
  captcha: { provider: 'none' | 'recaptcha_v2' | 'auth0'; siteKey?: string };
  /** Password hashing cost (bcrypt rounds). Low in dev by default; the service uses 10. */
  password_hash_rounds: number;
  /** Identifier first (login-id, then login-password) or one login page. */
  identifier_first?: boolean;
}

export const DEFAULT_TENANT_SETTINGS: TenantSettings = {
  friendly_name: 'screenkit dev tenant',
  enabled_locales: ['en', 'fr'],
  mfa: {
    policy: 'enrolled',
    factors: ['otp', 'email', 'sms', 'recovery-code', 'push-notification'],
  },
  branding: { colors: { primary: '#635dff', page_background: '#f4f4f6' } },
  captcha: { provider: 'none' },
  password_hash_rounds: 4,
};

export const USERS_COLLECTION = 'users';
export const users = (store: Store): Collection<UserRecord> => store.collection(USERS_COLLECTION);
export const connections = (store: Store): Collection<ConnectionRecord> =>
  store.collection('connections');
export const organizations = (store: Store): Collection<OrganizationRecord> =>
  store.collection('organizations');
export const roles = (store: Store): Collection<RoleRecord> => store.collection('roles');

/**
 * Indexes of the lookups the API and the flow make by name (one name per index, as in
 * tenant/collections.ts): a login with `?organization=acme` and a name's uniqueness check cost
 * the same with 10 or 10,000 records. Connection, organization and role names are unique (the
 * API refuses a second one).
 */
export const connectionsByName = (store: Store) => connections(store).index('name', (c) => c.name);
export const organizationsByName = (store: Store) =>
  organizations(store).index('name', (o) => o.name);
export const rolesByName = (store: Store) => roles(store).index('name', (r) => r.name);
/** Invitations by the `invitation` ticket of their URL, and by organization. */
export const invitationsByTicket = (store: Store) =>
  invitations(store).index('ticket', (i) => i.ticket_id);
export const invitationsByOrganization = (store: Store) =>
  invitations(store).index('organization', (i) => i.organization_id);
/** A user's confirmed passkeys. */
export const passkeysOf = (user: UserRecord) =>
  (user.factors ?? []).filter((f) => f.type === 'passkey' && f.confirmed);
/** Users by the credential ids of their passkeys (a passkey login without a user handle). */
export const usersByPasskey = (store: Store) =>
  users(store).index('passkey', (u) => passkeysOf(u).flatMap((f) => f.credential_id ?? []));

/** The connection of that name. */
export const connectionNamed = (
  store: Store,
  name: string | undefined,
): ConnectionRecord | undefined =>
  name === undefined ? undefined : connectionsByName(store).first(name);
export const INVITATIONS_COLLECTION = 'organization-invitations';
export const invitations = (store: Store): Collection<InvitationRecord> =>
  store.collection(INVITATIONS_COLLECTION);
export const REMEMBERED_BROWSERS_COLLECTION = 'remembered-browsers';
const settingsCollection = (store: Store): Collection<TenantSettings> =>
  store.collection('tenant-settings');

export function tenantSettings(store: Store): TenantSettings {
  const stored = settingsCollection(store).get('tenant');
  return stored ? { ...DEFAULT_TENANT_SETTINGS, ...stored } : DEFAULT_TENANT_SETTINGS;
}

export function setTenantSettings(store: Store, settings: Partial<TenantSettings>): Promise<void> {
  return settingsCollection(store).set('tenant', { ...tenantSettings(store), ...settings });
}

/** The database connection (strategy `auth0`) logins use: the first enabled for the client. */
export function databaseConnection(store: Store, clientId?: string): ConnectionRecord | undefined {
  return connections(store)
    .list()
    .find(
      (c) =>
        c.strategy === 'auth0' &&
        (clientId === undefined ||
          c.enabled_clients.length === 0 ||
          c.enabled_clients.includes(clientId)),
    );
}

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
