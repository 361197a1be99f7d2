/**
 * The Management API's collections in the store and the shape of their records, for every
 * module that reads tenant configuration (the page host reads renderings and partials, the
 * oauth routes read resource servers and client grants).
 */
import type { Collection, Store } from '../store/store.js';

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

export type HeadTag = {
  tag: string;
  attributes?: Record<string, string | boolean | number>;
  content?: string;
};

export interface RenderingSettings {
  rendering_mode: 'advanced' | 'standard';
  context_configuration: string[];
  default_head_tags_disabled: boolean | null;
  head_tags: HeadTag[];
  filters: RenderingFilters | null;
  use_page_template: boolean | null;
}

export type FilterEntry = { id: string } | { metadata: Record<string, unknown> };
export interface RenderingFilters {
  match_type: 'includes_any' | 'excludes_any';
  clients?: FilterEntry[];
  organizations?: FilterEntry[];
  domains?: FilterEntry[];
}

/** Partials of one prompt: screen -> insertion point -> template. */
export type PromptPartials = Record<string, Record<string, string>>;

export const resourceServers = (store: Store): Collection<ResourceServerRecord> =>
  store.collection('resource-servers');
export const clientGrants = (store: Store): Collection<ClientGrantRecord> =>
  store.collection('client-grants');
/** Keyed by prompt name. */
export const promptPartials = (store: Store): Collection<PromptPartials> =>
  store.collection('prompt-partials');
/** Keyed by `<prompt>/<screen>`; screens never configured have no record (defaults apply). */
export const screenRenderings = (store: Store): Collection<RenderingSettings> =>
  store.collection('screen-renderings');

/**
 * Indexes of the lookups the API and the flow make (store.ts `Collection.index`): one name per
 * index, so every module asking for it shares the one the store maintains. (Renderings need
 * none: their key is `<prompt>/<screen>`.)
 */
export const resourceServerByIdentifier = (store: Store) =>
  resourceServers(store).index('identifier', (r) => r.identifier);
export const grantsByClientAndAudience = (store: Store) =>
  clientGrants(store).index('client+audience', (g) =>
    g.client_id === undefined ? undefined : grantKey(g.client_id, g.audience),
  );
export const grantsByClient = (store: Store) =>
  clientGrants(store).index('client', (g) => g.client_id);
export const grantsByAudience = (store: Store) =>
  clientGrants(store).index('audience', (g) => g.audience);
export const grantKey = (clientId: string, audience: string): string => `${clientId}\n${audience}`;

export const renderingKey = (prompt: string, screen: string): string => `${prompt}/${screen}`;

export const DEFAULT_RENDERING: Readonly<RenderingSettings> = Object.freeze({
  rendering_mode: 'standard',
  context_configuration: [],
  default_head_tags_disabled: false,
  head_tags: [],
  filters: null,
  use_page_template: false,
});
