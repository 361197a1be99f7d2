/**
 * `/api/v2/roles` (create, list, get, update, delete) and an organization member's roles
 * (`/organizations/{id}/members/{user_id}/roles`: list, assign, remove; body `{roles: [id]}`),
 * with the service's bodies. Organization invitations name roles by id; accepting one assigns
 * them to the new member (src/login/invitations.ts). A role's permissions and users, and a
 * user's roles: management/role-grants.ts.
 */
import { type Context, Hono } from 'hono';
import * as z from 'zod';
import { ApiError, invalidBody } from '../errors/api-error.js';
import type { ManagementEnv } from '../middleware/management-auth.js';
import { requireScope } from '../middleware/management-auth.js';
import type { Store } from '../store/store.js';
import type { AppDeps } from '../tenant/app-deps.js';
import {
  type MembershipRecord,
  membership,
  membershipsWithRole,
  setMemberRoles,
  withRoles,
} from '../tenant/organization-members.js';
import { removeRoleGrants } from '../tenant/role-grants.js';
import { type RoleRecord, roles, rolesByName } from '../tenant/roles.js';
import { lazy } from '../validation/lazy.js';
import { readJsonBody, readQuery } from '../validation/read-body.js';
import { organizationOf } from './organizations.js';
import { pageOf, pagingQuery } from './paging.js';
import { alphanumeric } from './random-id.js';

/** The routes' schemas, built on first use (validation/lazy.ts). */
const schemas = lazy(() => {
  const roleBody = z.strictObject({
    name: z.string().min(1).max(50),
    description: z.string().max(140).optional(),
  });
  const listQuery = z.object({ ...pagingQuery(), name_filter: z.string().max(50).optional() });
  const memberRolesBody = z.strictObject({
    roles: z.array(z.string().min(1).max(50)).min(1).max(50),
  });
  const memberRolesQuery = z.object(pagingQuery());
  return { roleBody, listQuery, memberRolesBody, memberRolesQuery };
});

export const roleNotFound = () => new ApiError(404, 'inexistent_role', 'The role does not exist.');

/**
 * Refuses the first of `ids` that names no role, as a bad body field (400 `invalid_body` on
 * `path`): member roles and invitations. The service's exact answer to an unknown role id is
 * not documented; a 400 is what it gives for an unknown user in `/members`.
 */
export function checkRolesExist(store: Store, ids: readonly string[], path: string): void {
  const missing = ids.find((id) => !roles(store).has(id));
  if (missing) throw invalidBody(`'Role ${missing} does not exist' on property ${path}.`, path);
}

export function rolesRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const router = new Hono<ManagementEnv>();
  const roleOf = (id: string): RoleRecord => {
    const role = roles(store).get(id);
    if (!role) throw roleNotFound();
    return role;
  };
  const nameTaken = (name: string, except?: string) =>
    rolesByName(store)
      .keys(name)
      .some((id) => id !== except);
  // Role names are kept unique (screenkit's rule: the service's answer to a duplicate is a guess).
  const conflict = () => new ApiError(409, 'conflict', 'Role name already exists.');

  router.post('/', requireScope('create:roles'), async (c) => {
    const body = await readJsonBody(c, schemas().roleBody);
    if (nameTaken(body.name)) throw conflict();
    const role: RoleRecord = { id: `rol_${alphanumeric(12)}`, ...body };
    await roles(store).set(role.id, role);
    return c.json(role, 200);
  });
  router.get('/', requireScope('read:roles'), (c) => {
    const query = readQuery(c, schemas().listQuery);
    const filter = query.name_filter?.toLowerCase();
    // Unfiltered, a page reads only its own records.
    const source = filter
      ? roles(store)
          .list()
          .filter((r) => r.name.toLowerCase().includes(filter))
      : roles(store);
    const { items, start, limit, total } = pageOf(source, query.page, query.per_page);
    return c.json(query.include_totals ? { start, limit, total, roles: items } : items);
  });
  router.get('/:id', requireScope('read:roles'), (c) => c.json(roleOf(c.req.param('id'))));
  router.patch('/:id', requireScope('update:roles'), async (c) => {
    const current = roleOf(c.req.param('id'));
    const body = await readJsonBody(c, schemas().roleBody.partial());
    if (body.name && nameTaken(body.name, current.id)) throw conflict();
    const next = { ...current, ...body };
    await roles(store).set(next.id, next);
    return c.json(next);
  });
  router.delete('/:id', requireScope('delete:roles'), async (c) => {
    const role = roleOf(c.req.param('id'));
    await Promise.all([roles(store).delete(role.id), removeRoleGrants(store, role.id)]);
    // A deleted role leaves every membership that had it.
    for (const held of membershipsWithRole(store).get(role.id))
      await setMemberRoles(
        store,
        held,
        held.roles.filter((id) => id !== role.id),
      );
    return c.body(null, 200);
  });
  return router;
}

export function organizationMemberRolesRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const router = new Hono<ManagementEnv>();
  const memberOf = (orgId: string, userId: string): MembershipRecord => {
    const org = organizationOf(store, orgId);
    const member = membership(store, org.id, userId);
    if (!member)
      throw invalidBody(`'User ${userId} is not a member of organization ${org.id}'.`, 'user_id');
    return member;
  };

  router.get('/:id/members/:user_id/roles', requireScope('read:organization_member_roles'), (c) => {
    const member = memberOf(c.req.param('id'), c.req.param('user_id'));
    const query = readQuery(c, schemas().memberRolesQuery);
    const held = member.roles.flatMap((id) => {
      const role = roles(store).get(id);
      return role ? [role] : [];
    });
    const { items, start, limit, total } = pageOf(held, query.page, query.per_page);
    return c.json(query.include_totals ? { start, limit, total, roles: items } : items);
  });
  // Assign and remove: the same path, scope by verb, body `{roles: [id]}`, answer 204.
  const change = (scope: string, apply: (held: string[], ids: string[]) => string[]) =>
    [
      requireScope(scope),
      async (c: Context<ManagementEnv>) => {
        const member = memberOf(c.req.param('id') ?? '', c.req.param('user_id') ?? '');
        const body = await readJsonBody(c, schemas().memberRolesBody);
        await setMemberRoles(store, member, apply(member.roles, body.roles));
        return c.body(null, 204);
      },
    ] as const;
  router.post(
    '/:id/members/:user_id/roles',
    ...change('create:organization_member_roles', (held, ids) => {
      checkRolesExist(store, ids, 'roles');
      return withRoles(held, ids);
    }),
  );
  router.delete(
    '/:id/members/:user_id/roles',
    ...change('delete:organization_member_roles', (held, ids) =>
      held.filter((id) => !ids.includes(id)),
    ),
  );
  return router;
}
