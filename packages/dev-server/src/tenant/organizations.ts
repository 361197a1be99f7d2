/**
 * Organizations (`organizations.json`): name, branding, metadata and the connections members
 * may log in with. Members and their roles are records of their own (organization-members.ts).
 */
import type { Collection, Store } from '../store/store.js';

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

export interface OrganizationConnection {
  connection_id: string;
  assign_membership_on_login: boolean;
  show_as_button: boolean;
  is_signup_enabled: boolean;
}

export const organizations = (store: Store): Collection<OrganizationRecord> =>
  store.collection('organizations');

export const organizationsByName = (store: Store) =>
  organizations(store).index('name', (o) => o.name);

/** An organization by id (`org_...`) or by name, as `/authorize?organization=` accepts both. */
export function findOrganization(store: Store, value: string): OrganizationRecord | undefined {
  return value.startsWith('org_')
    ? organizations(store).get(value)
    : organizationsByName(store).first(value.toLowerCase());
}
