/**
 * What a role grants and who holds it outside organizations: its permissions (scopes of the
 * tenant's APIs, `/roles/{id}/permissions`) and its users (`/roles/{id}/users`,
 * `/users/{id}/roles`). One record per permission and per holder, so that a change writes one
 * short journal line and a page of either list reads only that page. The cascades of a deleted
 * role or user are here too (tenant/removals.ts calls the user's).
 */
import type { Store } from '../store/store.js';

export interface RolePermissionRecord {
  role_id: string;
  resource_server_identifier: string;
  permission_name: string;
}
export interface UserRoleRecord {
  role_id: string;
  user_id: string;
}

export const rolePermissions = (store: Store) =>
  store.collection<RolePermissionRecord>('role-permissions');
export const userRoles = (store: Store) => store.collection<UserRoleRecord>('user-roles');

/** API identifiers and user ids may hold any character: the key is the fields as JSON. */
export const rolePermissionKey = (p: RolePermissionRecord): string =>
  JSON.stringify([p.role_id, p.resource_server_identifier, p.permission_name]);
export const userRoleKey = (roleId: string, userId: string): string =>
  JSON.stringify([roleId, userId]);

/** A role's permissions and users, and a user's roles, in the order they were given. */
export const permissionsOfRole = (store: Store) =>
  rolePermissions(store).index('role', (p) => p.role_id);
export const usersOfRole = (store: Store) => userRoles(store).index('role', (r) => r.role_id);
export const rolesOfUser = (store: Store) => userRoles(store).index('user', (r) => r.user_id);
/** The roles' permissions at one API (what goes when the API or one of its scopes does). */
export const rolePermissionsOfApi = (store: Store) =>
  rolePermissions(store).index('api', (p) => p.resource_server_identifier);

/** Gives the role these permissions (those it has already are left as they are). */
export function grantPermissions(
  store: Store,
  permissions: readonly RolePermissionRecord[],
): Promise<void> {
  const all = rolePermissions(store);
  const fresh = permissions.filter((p) => !all.has(rolePermissionKey(p)));
  return all.setMany(fresh.map((p) => [rolePermissionKey(p), p]));
}

/** Gives each user each role (those who hold one already keep it). */
export function assignRoles(
  store: Store,
  roleIds: readonly string[],
  userIds: readonly string[],
): Promise<void> {
  const all = userRoles(store);
  const pairs = roleIds.flatMap((role_id) => userIds.map((user_id) => ({ role_id, user_id })));
  const fresh = pairs.filter((r) => !all.has(userRoleKey(r.role_id, r.user_id)));
  return all.setMany(fresh.map((r) => [userRoleKey(r.role_id, r.user_id), r]));
}

/** Deletes the records of these keys in one turn of the event loop (one group commit). */
export const deleteAll = async (
  collection: { delete(key: string): Promise<unknown> },
  keys: readonly string[],
) => {
  await Promise.all(keys.map((key) => collection.delete(key)));
};

export const revokePermissions = (store: Store, permissions: readonly RolePermissionRecord[]) =>
  deleteAll(rolePermissions(store), permissions.map(rolePermissionKey));

export const unassignRoles = (store: Store, roleIds: readonly string[], userId: string) =>
  deleteAll(
    userRoles(store),
    roleIds.map((roleId) => userRoleKey(roleId, userId)),
  );

/** A deleted role takes its permissions and its users' assignments with it. */
export async function removeRoleGrants(store: Store, roleId: string): Promise<void> {
  await Promise.all([
    deleteAll(rolePermissions(store), permissionsOfRole(store).keys(roleId)),
    deleteAll(userRoles(store), usersOfRole(store).keys(roleId)),
  ]);
}

/** A deleted user takes their roles' assignments with them. */
export const removeUserRoles = (store: Store, userId: string) =>
  deleteAll(userRoles(store), rolesOfUser(store).keys(userId));
