/**
 * What a user may do at an API: the permissions given to them directly
 * (`/users/{id}/permissions`, `user-permissions.json`, one record per permission) and, with
 * those of their roles (role-grants.ts), the permissions they hold at one API: what an API
 * with RBAC (`enforce_policies`) lets into their tokens. Logged in to an organization, a user
 * holds what their roles there grant, not their tenant roles (as on the service).
 */
import type { Store } from '../store/store.js';
import { membership } from './organization-members.js';
import {
  deleteAll,
  permissionsOfRole,
  type RolePermissionRecord,
  rolesOfUser,
} from './role-grants.js';

export interface UserPermissionRecord {
  user_id: string;
  resource_server_identifier: string;
  permission_name: string;
}

export const userPermissions = (store: Store) =>
  store.collection<UserPermissionRecord>('user-permissions');

/** API identifiers and user ids may hold any character: the key is the fields as JSON. */
export const userPermissionKey = (p: UserPermissionRecord): string =>
  JSON.stringify([p.user_id, p.resource_server_identifier, p.permission_name]);

/** A user's direct permissions, in the order they were given. */
export const permissionsOfUser = (store: Store) =>
  userPermissions(store).index('user', (p) => p.user_id);
/** Users' direct permissions at one API (what goes when the API or one of its scopes does). */
export const userPermissionsOfApi = (store: Store) =>
  userPermissions(store).index('api', (p) => p.resource_server_identifier);

/** Gives the user these permissions (those they have already are left as they are). */
export function grantUserPermissions(
  store: Store,
  permissions: readonly UserPermissionRecord[],
): Promise<void> {
  const all = userPermissions(store);
  const fresh = permissions.filter((p) => !all.has(userPermissionKey(p)));
  return all.setMany(fresh.map((p) => [userPermissionKey(p), p]));
}

export const revokeUserPermissions = (
  store: Store,
  permissions: readonly UserPermissionRecord[],
): Promise<void> => deleteAll(userPermissions(store), permissions.map(userPermissionKey));

/** A permission a user holds, and where from: given directly, and the roles that grant it. */
export interface HeldPermission extends Omit<UserPermissionRecord, 'user_id'> {
  direct: boolean;
  roleIds: string[];
}

/** The user's permissions at every API: directly given ones, then their roles', each once. */
export function allPermissionsOfUser(store: Store, userId: string): HeldPermission[] {
  const seen = new Map<string, HeldPermission>();
  const add = (
    { resource_server_identifier, permission_name }: UserPermissionRecord | RolePermissionRecord,
    roleId?: string,
  ) => {
    const key = JSON.stringify([resource_server_identifier, permission_name]);
    let held = seen.get(key);
    if (!held) {
      held = { resource_server_identifier, permission_name, direct: false, roleIds: [] };
      seen.set(key, held);
    }
    if (roleId === undefined) held.direct = true;
    else if (!held.roleIds.includes(roleId)) held.roleIds.push(roleId);
  };
  for (const p of permissionsOfUser(store).get(userId)) add(p);
  for (const { role_id } of rolesOfUser(store).get(userId))
    for (const p of permissionsOfRole(store).get(role_id)) add(p, role_id);
  return [...seen.values()];
}

/**
 * The permission names the user holds at the API `audience`, in a stable order: through the
 * organization logged in to (the member's roles there), or else their own and their roles'.
 */
export function heldPermissions(
  store: Store,
  userId: string,
  audience: string,
  organizationId?: string,
): string[] {
  const held = organizationId
    ? (membership(store, organizationId, userId)?.roles ?? []).flatMap((roleId) =>
        permissionsOfRole(store).get(roleId),
      )
    : allPermissionsOfUser(store, userId);
  return [
    ...new Set(
      held.filter((p) => p.resource_server_identifier === audience).map((p) => p.permission_name),
    ),
  ];
}
