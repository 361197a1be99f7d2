/**
 * A role's permissions (`/roles/{id}/permissions`: list, add, remove; scopes of the tenant's
 * APIs), its users (`/roles/{id}/users`: list with offset or checkpoint paging, assign) and a
 * user's roles (`/users/{id}/roles`: list, assign, remove), with the service's bodies. The
 * records and their cascades are tenant/role-grants.ts's.
 */
import { type Context, Hono } from 'hono';
import * as z from 'zod';
import { invalidBody } from '../errors/api-error.js';
import type { ManagementEnv } from '../middleware/management-auth.js';
import { requireScope } from '../middleware/management-auth.js';
import type { Store } from '../store/store.js';
import type { AppDeps } from '../tenant/app-deps.js';
import { findResourceServer } from '../tenant/resource-servers.js';
import {
  assignRoles,
  grantPermissions,
  permissionsOfRole,
  type RolePermissionRecord,
  revokePermissions,
  rolePermissions,
  rolesOfUser,
  unassignRoles,
  userRoles,
  usersOfRole,
} from '../tenant/role-grants.js';
import { type RoleRecord, roles } from '../tenant/roles.js';
import { users } from '../tenant/users.js';
import { checkStoredRecords } from '../validation/check-stored-records.js';
import { lazy } from '../validation/lazy.js';
import { readJsonBody, readQuery } from '../validation/read-body.js';
import { checkpointPage, checkpointQuery, pageOf, pagingQuery } from './paging.js';
import { checkRolesExist, roleNotFound } from './roles.js';
import { userNotFound } from './users.js';

/** The routes' schemas, built on first use (validation/lazy.ts). */
const schemas = lazy(() => {
  const permission = z.strictObject({
    resource_server_identifier: z.string().min(1).max(600),
    permission_name: z.string().min(1).max(280),
  });
  const permissionsBody = z.strictObject({ permissions: z.array(permission).min(1).max(1000) });
  const usersBody = z.strictObject({ users: z.array(z.string().min(1).max(300)).min(1).max(1000) });
  const rolesBody = z.strictObject({ roles: z.array(z.string().min(1).max(50)).min(1).max(50) });
  const listQuery = z.object(pagingQuery());
  const usersQuery = z.object({ ...pagingQuery(), ...checkpointQuery() });
  /** Records of role-permissions.json and user-roles.json. */
  const storedPermission = permission.extend({ role_id: z.string().min(1) });
  const storedUserRole = z.strictObject({ role_id: z.string().min(1), user_id: z.string().min(1) });
  return {
    permissionsBody,
    usersBody,
    rolesBody,
    listQuery,
    usersQuery,
    storedPermission,
    storedUserRole,
  };
});

/** The body of adding or removing permissions: `{permissions: [{resource_server_identifier, permission_name}]}`. */
export const permissionsBody = () => schemas().permissionsBody;

const roleOf = (store: Store, id: string): RoleRecord => {
  const role = roles(store).get(id);
  if (!role) throw roleNotFound();
  return role;
};

/**
 * Refuses the first permission that is not a scope of a tenant API, naming it (400
 * `invalid_body` on `permissions`, so a form shows it beside the field).
 */
export function checkPermissionsExist(
  store: Store,
  permissions: ReadonlyArray<Omit<RolePermissionRecord, 'role_id'>>,
) {
  for (const p of permissions) {
    const api = findResourceServer(store, p.resource_server_identifier);
    if (!api)
      throw invalidBody(
        `'Resource server ${p.resource_server_identifier} does not exist' on property permissions.`,
        'permissions',
      );
    if (!api.scopes?.some((s) => s.value === p.permission_name))
      throw invalidBody(
        `'Permission ${p.permission_name} does not exist on ${p.resource_server_identifier}' on property permissions.`,
        'permissions',
      );
  }
}

/** A permission as the API shows it: with its API's name and the scope's description. */
export function shownPermission(
  store: Store,
  p: Omit<RolePermissionRecord, 'role_id'>,
): Omit<RolePermissionRecord, 'role_id'> & { resource_server_name?: string; description?: string } {
  const api = findResourceServer(store, p.resource_server_identifier);
  const description = api?.scopes?.find((s) => s.value === p.permission_name)?.description;
  return {
    resource_server_identifier: p.resource_server_identifier,
    permission_name: p.permission_name,
    ...(api ? { resource_server_name: api.name ?? api.identifier } : {}),
    ...(description ? { description } : {}),
  };
}

export function roleGrantsRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const router = new Hono<ManagementEnv>();
  // The files are meant to be edited by hand: a bad record stops the start, named.
  checkStoredRecords(store, rolePermissions(store), () => schemas().storedPermission);
  checkStoredRecords(store, userRoles(store), () => schemas().storedUserRole);
  const shown = ({ role_id: _, ...p }: RolePermissionRecord) => shownPermission(store, p);

  router.get('/:id/permissions', requireScope('read:roles'), (c) => {
    const role = roleOf(store, c.req.param('id'));
    const query = readQuery(c, schemas().listQuery);
    const { items, start, limit, total } = pageOf(
      permissionsOfRole(store).pages(role.id),
      query.page,
      query.per_page,
    );
    const page = items.map(shown);
    return c.json(query.include_totals ? { start, limit, total, permissions: page } : page);
  });
  const permissionsOf = async (c: Context<ManagementEnv>) => {
    const role = roleOf(store, c.req.param('id') ?? '');
    const { permissions } = await readJsonBody(c, schemas().permissionsBody);
    return permissions.map((p) => ({ role_id: role.id, ...p }));
  };
  router.post('/:id/permissions', requireScope('update:roles'), async (c) => {
    const permissions = await permissionsOf(c);
    checkPermissionsExist(store, permissions);
    await grantPermissions(store, permissions);
    return c.body(null, 201);
  });
  router.delete('/:id/permissions', requireScope('update:roles'), async (c) => {
    await revokePermissions(store, await permissionsOf(c));
    return c.body(null, 200);
  });

  router.get('/:id/users', requireScope('read:role_members', 'read:roles'), (c) => {
    const role = roleOf(store, c.req.param('id'));
    const query = readQuery(c, schemas().usersQuery);
    // Only the page's users are read.
    const shownUsers = (page: { user_id: string }[]) =>
      page.flatMap(({ user_id }) => {
        const user = users(store).get(user_id);
        if (!user) return [];
        const { email, name, picture } = user;
        return [{ user_id, ...(email ? { email } : {}), ...(name ? { name } : {}), picture }];
      });
    const holders = usersOfRole(store).pages(role.id);
    if (query.from !== undefined || query.take !== undefined) {
      const { items, next } = checkpointPage(holders, query.from, query.take);
      return c.json({ users: shownUsers(items), ...(next ? { next } : {}) });
    }
    const { items, start, limit, total } = pageOf(holders, query.page, query.per_page);
    const page = shownUsers(items);
    return c.json(query.include_totals ? { start, limit, total, users: page } : page);
  });
  router.post('/:id/users', requireScope('create:role_members', 'update:roles'), async (c) => {
    const role = roleOf(store, c.req.param('id'));
    const body = await readJsonBody(c, schemas().usersBody);
    const missing = body.users.find((id) => !users(store).has(id));
    if (missing) throw invalidBody(`'User ${missing} does not exist' on property users.`, 'users');
    await assignRoles(store, [role.id], body.users);
    return c.body(null, 200);
  });
  return router;
}

export function userRolesRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const router = new Hono<ManagementEnv>();
  const userOf = (id: string) => {
    if (!users(store).has(id)) throw userNotFound();
    return id;
  };
  router.get('/:id/roles', requireScope('read:role_members', 'read:roles'), (c) => {
    const userId = userOf(c.req.param('id'));
    const query = readQuery(c, schemas().listQuery);
    const held = rolesOfUser(store)
      .get(userId)
      .flatMap((r) => roles(store).get(r.role_id) ?? []);
    const { items, start, limit, total } = pageOf(held, query.page, query.per_page);
    return c.json(query.include_totals ? { start, limit, total, roles: items } : items);
  });
  router.post('/:id/roles', requireScope('create:role_members'), async (c) => {
    const userId = userOf(c.req.param('id'));
    const body = await readJsonBody(c, schemas().rolesBody);
    checkRolesExist(store, body.roles, 'roles');
    await assignRoles(store, body.roles, [userId]);
    return c.body(null, 204);
  });
  router.delete('/:id/roles', requireScope('delete:role_members'), async (c) => {
    const userId = userOf(c.req.param('id'));
    const body = await readJsonBody(c, schemas().rolesBody);
    await unassignRoles(store, body.roles, userId);
    return c.body(null, 204);
  });
  return router;
}
