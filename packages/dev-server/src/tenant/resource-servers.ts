/**
 * APIs (resource servers, `resource-servers.json`): their shape, the index by identifier, and
 * the checked reads the authorization server and the pages make. Records are checked on read:
 * the store is a folder of hand-editable JSON files.
 */
import type { Collection, Store } from '../store/store.js';
import { isObject } from '../validation/is-object.js';

export type Policy = 'allow_all' | 'require_client_grant' | 'deny_all';

export interface ResourceServerRecord {
  id: string;
  identifier: string;
  name?: string;
  scopes?: Array<{ value: string; description?: string }>;
  consent_policy?: 'standard' | 'transactional-authorization-with-mfa' | null;
  authorization_details?: Array<{ type: string }>;
  subject_type_authorization: {
    user: { policy: Policy };
    client: { policy: Exclude<Policy, 'allow_all'> };
  };
  signing_alg: 'HS256' | 'RS256' | 'RS512' | 'PS256';
  signing_secret?: string;
  token_lifetime: number;
  token_lifetime_for_web: number;
  allow_offline_access: boolean;
  allow_online_access?: boolean;
  skip_consent_for_verifiable_first_party_clients: boolean;
  token_dialect?:
    | 'access_token'
    | 'access_token_authz'
    | 'rfc9068_profile'
    | 'rfc9068_profile_authz';
  enforce_policies?: boolean;
  proof_of_possession?: {
    mechanism: 'mtls' | 'dpop';
    required: boolean;
    required_for?: 'public_clients' | 'all_clients';
  } | null;
}

export const resourceServers = (store: Store): Collection<ResourceServerRecord> =>
  store.collection('resource-servers');

/**
 * Indexes of the lookups the API and the flow make (store.ts `Collection.index`): one name per
 * index, so every module asking for it shares the one the store maintains. (Renderings need
 * none: their key is `<prompt>/<screen>`.)
 */
export const resourceServerByIdentifier = (store: Store) =>
  resourceServers(store).index('identifier', (r) => r.identifier);

export type FlowResourceServer = ResourceServerRecord;

export function findResourceServer(
  store: Store,
  identifier: string,
): FlowResourceServer | undefined {
  return resourceServerByIdentifier(store)
    .get(identifier)
    .find((r) => isObject(r) && typeof r.identifier === 'string');
}

export function listResourceServers(store: Store): FlowResourceServer[] {
  return resourceServers(store)
    .list()
    .filter((r) => isObject(r) && typeof r.identifier === 'string');
}

export function registeredTypes(rs: FlowResourceServer): string[] {
  return (rs.authorization_details ?? []).flatMap((d) =>
    isObject(d) && typeof d.type === 'string' ? [d.type] : [],
  );
}
