/**
 * What goes with a deleted record, as on the service: a user takes their organization
 * memberships (and the roles held in them) and their tenant roles with them; a connection takes its users (those whose
 * primary identity it is; a linked secondary identity of it is unlinked) and its place among
 * organizations' enabled connections. The one statement of those cascades, for the Management
 * API's DELETE routes.
 */
import type { Store } from '../store/store.js';
import { type ConnectionRecord, connections } from './connections.js';
import { membershipsOf, removeMemberships } from './organization-members.js';
import { organizations } from './organizations.js';
import { removeUserRoles } from './role-grants.js';
import { userIndexes, users } from './users.js';

/** Organizations by the ids of the connections they enable. */
const organizationsByConnection = (store: Store) =>
  organizations(store).index('enabled-connection', (o) =>
    (o.enabled_connections ?? []).map((e) => e.connection_id),
  );

/** Deletes the user, their memberships and their roles. */
export async function deleteUser(store: Store, userId: string): Promise<void> {
  await users(store).delete(userId);
  await Promise.all([
    removeMemberships(store, membershipsOf(store).keys(userId)),
    removeUserRoles(store, userId),
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
