/**
 * Read-only views of the tenant records the flow needs, from the collections the Management API
 * mock writes (`resource-servers`, `client-grants`, `clients`). Records are checked on read:
 * the store is a folder of hand-editable JSON files.
 */
import type { PolicyClientGrant } from '@screenkit/core';
import { type ClientRecord, clientsCollection } from '../management/clients.js';
import type { Store } from '../store/store.js';
import {
  grantsByAudience,
  type ResourceServerRecord,
  resourceServerByIdentifier,
  resourceServers,
} from './collections.js';

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

export function findClient(store: Store, clientId: string): ClientRecord | undefined {
  const record = clientsCollection(store).get(clientId);
  return isObject(record) && typeof record.client_id === 'string' && Array.isArray(record.callbacks)
    ? record
    : undefined;
}

/**
 * The client's grants for `audience` (any subject type; core picks the matching one), as the
 * service reads them: no `scope` is no scopes, `allow_all_scopes` is every scope the API has,
 * and a third-party application without a grant of its own gets the `default_for` ones.
 */
export function clientGrantsFor(
  store: Store,
  clientId: string,
  audience: string,
): PolicyClientGrant[] {
  const forAudience = grantsByAudience(store)
    .get(audience)
    .filter((g) => isObject(g));
  let grants = forAudience.filter((g) => g.client_id === clientId);
  if (grants.length === 0 && findClient(store, clientId)?.is_first_party === false)
    grants = forAudience.filter((g) => g.default_for === 'third_party_clients');
  const apiScopes = () =>
    (findResourceServer(store, audience)?.scopes ?? []).flatMap((s) =>
      isObject(s) && typeof s.value === 'string' ? [s.value] : [],
    );
  return grants.map((g) => ({
    ...g,
    scope: g.allow_all_scopes === true ? apiScopes() : Array.isArray(g.scope) ? g.scope : [],
  }));
}

export function registeredTypes(rs: FlowResourceServer): string[] {
  return (rs.authorization_details ?? []).flatMap((d) =>
    isObject(d) && typeof d.type === 'string' ? [d.type] : [],
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
