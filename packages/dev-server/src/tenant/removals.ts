/**
 * What goes with a deleted record, as on the service: a user takes their organization
 * memberships (and the roles held in them), their tenant roles and their direct permissions
 * with them; a connection takes its users (those whose primary identity it is; a linked
 * secondary identity of it is unlinked) and its place among organizations' enabled
 * connections; an API's scope, or the API, is no longer a permission of any role or user. The
 * one statement of those cascades, for the Management API's DELETE and PATCH routes.
 */
import type { Store } from '../store/store.js';
import { type ConnectionRecord, connections } from './connections.js';
import { membershipsOf, removeMemberships } from './organization-members.js';
import { organizations } from './organizations.js';
import {
  deleteAll,
  removeUserRoles,
  rolePermissionKey,
  rolePermissions,
  rolePermissionsOfApi,
} from './role-grants.js';
import {
  permissionsOfUser,
  userPermissionKey,
  userPermissions,
  userPermissionsOfApi,
} from './user-permissions.js';
import { userIndexes, users } from './users.js';

/** Organizations by the ids of the connections they enable. */
const organizationsByConnection = (store: Store) =>
  organizations(store).index('enabled-connection', (o) =>
    (o.enabled_connections ?? []).map((e) => e.connection_id),
  );

/** Deletes the user, their memberships, their roles and their permissions. */
export async function deleteUser(store: Store, userId: string): Promise<void> {
  await users(store).delete(userId);
  await Promise.all([
    removeMemberships(store, membershipsOf(store).keys(userId)),
    removeUserRoles(store, userId),
    deleteAll(userPermissions(store), permissionsOfUser(store).keys(userId)),
  ]);
}

/**
 * Takes the API's scopes `removed` (all of them when the API is deleted) from every role and
 * user that holds them as a permission.
 */
export async function removeApiPermissions(
  store: Store,
  identifier: string,
  removed: (scope: string) => boolean = () => true,
): Promise<void> {
  await Promise.all([
    deleteAll(
      rolePermissions(store),
      rolePermissionsOfApi(store)
        .get(identifier)
        .filter((p) => removed(p.permission_name))
        .map(rolePermissionKey),
    ),
    deleteAll(
      userPermissions(store),
      userPermissionsOfApi(store)
        .get(identifier)
        .filter((p) => removed(p.permission_name))
        .map(userPermissionKey),
    ),
  ]);
}

/**
 * Deletes the connection, its users and its organization entries. Changes are started in one
 * turn of the event loop, so however many users go they share one group commit.
 */
export async function deleteConnection(store: Store, connection: ConnectionRecord): Promise<void> {
  const all = users(store);
  const holders = userIndexes(store).connection.get(connection.name);
  const orgs = organizationsByConnection(store).get(connection.id);
  await Promise.all([
    connections(store).delete(connection.id),
    ...holders.map((user) =>
      user.identities[0]?.connection === connection.name
        ? deleteUser(store, user.user_id)
        : all.set(user.user_id, {
            ...user,
            identities: user.identities.filter((i) => i.connection !== connection.name),
          }),
    ),
    ...orgs.map((org) =>
      organizations(store).set(org.id, {
        ...org,
        enabled_connections: (org.enabled_connections ?? []).filter(
          (e) => e.connection_id !== connection.id,
        ),
      }),
    ),
  ]);
}
