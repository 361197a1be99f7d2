/**
 * Client grants (`client-grants.json`): which application may get tokens for which API, with
 * which scopes, and the one reading of them the token policies use (`clientGrantsFor`).
 */
import type { PolicyClientGrant } from '@screenkit/core';
import type { Collection, Store } from '../store/store.js';
import { isObject } from '../validation/is-object.js';
import { findClient } from './applications.js';
import { findResourceServer } from './resource-servers.js';

export interface ClientGrantRecord {
  id: string;
  /** Absent on a `default_for` grant (it applies to every third-party application). */
  client_id?: string;
  audience: string;
  /** Absent: no scopes (or all of them with `allow_all_scopes`). */
  scope?: string[];
  allow_all_scopes?: boolean;
  default_for?: 'third_party_clients';
  subject_type?: 'client' | 'user';
  authorization_details_types?: string[];
  organization_usage?: 'deny' | 'allow' | 'require';
  allow_any_organization?: boolean;
}

export const clientGrants = (store: Store): Collection<ClientGrantRecord> =>
  store.collection('client-grants');

export const grantsByClientAndAudience = (store: Store) =>
  clientGrants(store).index('client+audience', (g) =>
    g.client_id === undefined ? undefined : grantKey(g.client_id, g.audience),
  );

export const grantsByClient = (store: Store) =>
  clientGrants(store).index('client', (g) => g.client_id);

export const grantsByAudience = (store: Store) =>
  clientGrants(store).index('audience', (g) => g.audience);

export const grantKey = (clientId: string, audience: string): string => `${clientId}\n${audience}`;

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
