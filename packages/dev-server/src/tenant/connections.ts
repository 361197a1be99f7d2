/**
 * Connections (`connections.json`): database, passwordless and social, in the service's shape,
 * looked up by name through an index (names are unique: the API refuses a second one).
 */
import type { Collection, Store } from '../store/store.js';

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
 * Indexes of the lookups the API and the flow make by name (one name per index, as in
 * tenant/collections.ts): a login with `?organization=acme` and a name's uniqueness check cost
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
