/**
 * Connections (`connections.json`): database, passwordless and social, in the service's shape,
 * looked up by name through an index (names are unique: the API refuses a second one).
 */
import type { Collection, Store } from '../store/store.js';
import type { OrganizationRecord } from './organizations.js';

/** The social strategies the dev server plays (a local "choose an account" page, login/social.ts). */
export const SOCIAL_STRATEGIES = [
  'google-oauth2',
  'github',
  'apple',
  'facebook',
  'windowslive',
  'linkedin',
] as const;

/** Every strategy a connection may have here: database, passwordless, social, enterprise. */
export const CONNECTION_STRATEGIES = [
  'auth0',
  'email',
  'sms',
  ...SOCIAL_STRATEGIES,
  'oidc',
  'samlp',
] as const;

/** Is this strategy a social one (its users' identities are `isSocial`)? */
export const isSocialStrategy = (strategy: string): boolean =>
  (SOCIAL_STRATEGIES as readonly string[]).includes(strategy);

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

export const connections = (store: Store): Collection<ConnectionRecord> =>
  store.collection('connections');

/**
 * Indexes of the lookups the API and the flow make by name (one name per index, as every
 * collection's indexes are named): a login with `?organization=acme` and a name's uniqueness check cost
 * the same with 10 or 10,000 records. Connection, organization and role names are unique (the
 * API refuses a second one).
 */
export const connectionsByName = (store: Store) => connections(store).index('name', (c) => c.name);

/** The connection of that name. */
export const connectionNamed = (
  store: Store,
  name: string | undefined,
): ConnectionRecord | undefined =>
  name === undefined ? undefined : connectionsByName(store).first(name);

/**
 * Which connections a login may use: those enabled for its application (a connection listing no
 * application is enabled for all; a preview without an application sees every one), and, when
 * it logs in to an organization, only that organization's enabled connections, by name, with
 * whether each shows as a button. The one statement of that rule, for /authorize, the login
 * engine, social logins and the screens' context alike.
 */
export interface ConnectionScope {
  clientId?: string | undefined;
  organization?: ReadonlyMap<string, { showAsButton: boolean }> | undefined;
}

/** Does the scope (application, organization) offer this connection? */
export function offers(scope: ConnectionScope, connection: ConnectionRecord): boolean {
  const { clientId, organization } = scope;
  return (
    (clientId === undefined ||
      connection.enabled_clients.length === 0 ||
      connection.enabled_clients.includes(clientId)) &&
    (!organization || organization.has(connection.name))
  );
}

/**
 * The database connection (strategy `auth0`) a login uses: the one `named` (the login's own,
 * kept even if the application's list changed since), else the first the scope offers; within
 * the organization's either way.
 */
export function databaseConnection(
  store: Store,
  scope: ConnectionScope = {},
  named?: string,
): ConnectionRecord | undefined {
  return connections(store)
    .list()
    .find(
      (c) =>
        c.strategy === 'auth0' &&
        (named
          ? c.name === named && (!scope.organization || scope.organization.has(c.name))
          : offers(scope, c)),
    );
}

/** The other connections (passwordless, social) a login screen shows as buttons. */
export function alternateConnections(store: Store, scope: ConnectionScope): ConnectionRecord[] {
  return connections(store)
    .list()
    .filter(
      (c) =>
        c.strategy !== 'auth0' &&
        offers({ clientId: scope.clientId }, c) &&
        (!scope.organization || scope.organization.get(c.name)?.showAsButton === true),
    );
}

/** The connection of that name, if the scope offers it. */
export function offeredConnection(
  store: Store,
  scope: ConnectionScope,
  name: string,
): ConnectionRecord | undefined {
  return connectionsByName(store)
    .get(name)
    .find((c) => offers(scope, c));
}

/**
 * The connections an organization accepts (`/organizations/{id}/enabled_connections`), by
 * name, with whether each shows as a button. One with none enabled accepts no login, as on the
 * service.
 */
export function organizationConnections(
  store: Store,
  organization: OrganizationRecord | undefined,
): Map<string, { showAsButton: boolean }> {
  const names = new Map(
    connections(store)
      .list()
      .map((c) => [c.id, c.name]),
  );
  return new Map(
    (organization?.enabled_connections ?? []).flatMap((e) => {
      const name = names.get(e.connection_id);
      return name ? [[name, { showAsButton: e.show_as_button }] as const] : [];
    }),
  );
}
