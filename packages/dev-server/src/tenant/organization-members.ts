/**
 * Organization memberships: one record per member of an organization, with their roles there
 * (`/organizations/{id}/members`, `/organizations/{id}/members/{user_id}/roles`). A record of
 * its own, not a list inside the organization, so that adding a member (an invitation
 * accepted, membership on login) writes one short journal line however many members the
 * organization has, and a page of members reads only that page.
 */
import type { Store } from '../store/store.js';
import { type OrganizationRecord, organizations } from './organizations.js';

export interface MembershipRecord {
  organization_id: string;
  user_id: string;
  /** Role ids the member holds in the organization. */
  roles: string[];
}

export const ORGANIZATION_MEMBERS_COLLECTION = 'organization-members';
export const organizationMembers = (store: Store) =>
  store.collection<MembershipRecord>(ORGANIZATION_MEMBERS_COLLECTION);
/** Organization ids have no `/` (`org_` + letters and digits); user ids may have anything. */
export const membershipKey = (organizationId: string, userId: string): string =>
  `${organizationId}/${userId}`;

/** Members of an organization, in the order they joined; a user's memberships; a role's holders. */
export const membersOf = (store: Store) =>
  organizationMembers(store).index('organization', (m) => m.organization_id);
export const membershipsOf = (store: Store) =>
  organizationMembers(store).index('user', (m) => m.user_id);
export const membershipsWithRole = (store: Store) =>
  organizationMembers(store).index('role', (m) => m.roles);

export const membership = (
  store: Store,
  organizationId: string,
  userId: string,
): MembershipRecord | undefined =>
  organizationMembers(store).get(membershipKey(organizationId, userId));

/** Makes the users members (those who are already keep their roles). */
export function addMembers(
  store: Store,
  organizationId: string,
  userIds: readonly string[],
): Promise<void> {
  const all = organizationMembers(store);
  const joining = [...new Set(userIds)].filter(
    (userId) => !all.has(membershipKey(organizationId, userId)),
  );
  return all.setMany(
    joining.map((user_id) => [
      membershipKey(organizationId, user_id),
      { organization_id: organizationId, user_id, roles: [] },
    ]),
  );
}

export const setMemberRoles = (store: Store, member: MembershipRecord, roles: string[]) =>
  organizationMembers(store).set(membershipKey(member.organization_id, member.user_id), {
    ...member,
    roles,
  });

/**
 * Ends these memberships, and the roles held in them: deleted in one turn of the event loop,
 * so that however many there are (an organization deleted) they share one group commit.
 */
export async function removeMemberships(store: Store, keys: readonly string[]): Promise<void> {
  const all = organizationMembers(store);
  await Promise.all(keys.map((key) => all.delete(key)));
}

/** The organizations a user belongs to, in the order they joined them. */
export function organizationsOf(store: Store, userId: string): OrganizationRecord[] {
  return membershipsOf(store)
    .get(userId)
    .flatMap((m) => organizations(store).get(m.organization_id) ?? []);
}

/** An organization as stores before memberships had their own collection kept it. */
type LegacyOrganization = OrganizationRecord & {
  members?: string[];
  member_roles?: Record<string, string[]>;
};

/**
 * Moves `members` and `member_roles` out of organizations written by an earlier screenkit
 * (or by hand in that shape) into membership records, so no membership is lost on upgrade.
 * Runs when a server opens its store, only while no membership record exists yet (a store
 * that has them was written in this shape: its organizations are not read at start).
 */
export async function moveMembersOutOfOrganizations(store: Store): Promise<void> {
  const orgs = store.collection<LegacyOrganization>(organizations(store).name);
  if (orgs.size === 0 || organizationMembers(store).size > 0) return;
  for (const { members, member_roles, ...org } of orgs.list()) {
    if (members === undefined && member_roles === undefined) continue;
    const memberships = (members ?? []).map((user_id): [string, MembershipRecord] => [
      membershipKey(org.id, user_id),
      { organization_id: org.id, user_id, roles: member_roles?.[user_id] ?? [] },
    ]);
    await organizationMembers(store).setMany(memberships);
    await orgs.set(org.id, org);
  }
}

/** `held` and `ids`, each role once. */
export const withRoles = (held: readonly string[], ids: readonly string[]): string[] => [
  ...new Set([...held, ...ids]),
];

/** Adds `ids` to a member's roles (already held ones stay once). */
export async function assignMemberRoles(
  store: Store,
  orgId: string,
  userId: string,
  ids: readonly string[],
): Promise<void> {
  const member = membership(store, orgId, userId);
  if (member && ids.length > 0) await setMemberRoles(store, member, withRoles(member.roles, ids));
}
