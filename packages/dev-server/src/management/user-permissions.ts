/**
 * A user's permissions (`/users/{id}/permissions`): list (those given directly and those of
 * their roles, each once, with the API's name, the scope's description and its `sources`:
 * `DIRECT`, and each `ROLE` that grants it, as the service adds them), add and remove
 * direct ones (scopes of the tenant's APIs), with the service's bodies. The records and what
 * they do to tokens are tenant/user-permissions.ts's.
 */
import { Hono } from 'hono';
import * as z from 'zod';
import type { ManagementEnv } from '../middleware/management-auth.js';
import { requireScope } from '../middleware/management-auth.js';
import type { AppDeps } from '../tenant/app-deps.js';
import { roles } from '../tenant/roles.js';
import {
  allPermissionsOfUser,
  grantUserPermissions,
  type HeldPermission,
  revokeUserPermissions,
  userPermissions,
} from '../tenant/user-permissions.js';
import { users } from '../tenant/users.js';
import { checkStoredRecords } from '../validation/check-stored-records.js';
import { lazy } from '../validation/lazy.js';
import { readJsonBody, readQuery } from '../validation/read-body.js';
import { pageOf, pagingQuery } from './paging.js';
import { checkPermissionsExist, permissionsBody, shownPermission } from './role-grants.js';
import { userNotFound } from './users.js';

/** The routes' schemas, built on first use (validation/lazy.ts). */
const schemas = lazy(() => ({
  listQuery: z.object(pagingQuery()),
  /** Records of user-permissions.json. */
  stored: z.strictObject({
    user_id: z.string().min(1),
    resource_server_identifier: z.string().min(1).max(600),
    permission_name: z.string().min(1).max(280),
  }),
}));

export function userPermissionsRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const router = new Hono<ManagementEnv>();
  const sourcesOf = ({ direct, roleIds }: HeldPermission) => [
    ...(direct ? [{ source_id: '', source_name: '', source_type: 'DIRECT' }] : []),
    ...roleIds.map((id) => ({
      source_id: id,
      source_name: roles(store).get(id)?.name ?? id,
      source_type: 'ROLE',
    })),
  ];
  // The file is meant to be edited by hand: a bad record stops the start, named.
  checkStoredRecords(store, userPermissions(store), () => schemas().stored);
  const userOf = (id: string) => {
    if (!users(store).has(id)) throw userNotFound();
    return id;
  };

  router.get('/:id/permissions', requireScope('read:users'), (c) => {
    const userId = userOf(c.req.param('id'));
    const query = readQuery(c, schemas().listQuery);
    const { items, start, limit, total } = pageOf(
      allPermissionsOfUser(store, userId),
      query.page,
      query.per_page,
    );
    const page = items.map((p) => ({ ...shownPermission(store, p), sources: sourcesOf(p) }));
    return c.json(query.include_totals ? { start, limit, total, permissions: page } : page);
  });
  router.post('/:id/permissions', requireScope('update:users'), async (c) => {
    const userId = userOf(c.req.param('id'));
    const { permissions } = await readJsonBody(c, permissionsBody());
    checkPermissionsExist(store, permissions);
    await grantUserPermissions(
      store,
      permissions.map((p) => ({ user_id: userId, ...p })),
    );
    return c.body(null, 201);
  });
  router.delete('/:id/permissions', requireScope('update:users'), async (c) => {
    const userId = userOf(c.req.param('id'));
    const { permissions } = await readJsonBody(c, permissionsBody());
    await revokeUserPermissions(
      store,
      permissions.map((p) => ({ user_id: userId, ...p })),
    );
    return c.body(null, 204);
  });
  return router;
}
