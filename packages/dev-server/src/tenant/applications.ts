/**
 * Applications (clients, `clients.json`, keyed by client_id): what was set through the
 * Management API plus the generated credentials, and the checked read by client_id that
 * /authorize, /oauth/token and the pages make.
 */
import type { Collection, Store } from '../store/store.js';
import { isObject } from '../validation/is-object.js';
import type { CreateClientBody } from './application-schema.js';

export const CLIENTS_COLLECTION = 'clients';

/** The grant types a client gets when it names none (the three the token endpoint runs). */
export const GRANT_TYPES = ['authorization_code', 'client_credentials', 'refresh_token'] as const;

/** A stored application: what was set, plus its generated credentials. */
export type ClientRecord = Omit<CreateClientBody, 'callbacks' | 'grant_types'> & {
  client_id: string;
  client_secret: string;
  callbacks: string[];
  grant_types: string[];
  token_endpoint_auth_method: 'client_secret_post' | 'client_secret_basic' | 'none';
};

export const clientsCollection = (store: Store): Collection<ClientRecord> =>
  store.collection(CLIENTS_COLLECTION);

export function findClient(store: Store, clientId: string): ClientRecord | undefined {
  const record = clientsCollection(store).get(clientId);
  return isObject(record) && typeof record.client_id === 'string' && Array.isArray(record.callbacks)
    ? record
    : undefined;
}
