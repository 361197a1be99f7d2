/**
 * An organization's members (`/organizations/{id}/members`: list, add, remove; bodies
 * `{members: [user_id]}` as the service takes them) and enabled connections
 * (`/organizations/{id}/enabled_connections`), the two parts the login flow checks.
 */
import { Hono } from 'hono';
import * as z from 'zod';
import { ApiError, invalidBody } from '../errors/api-error.js';
import type { ManagementEnv } from '../middleware/management-auth.js';
import { requireScope } from '../middleware/management-auth.js';
import type { AppDeps } from '../tenant/app-deps.js';
import { connections } from '../tenant/connections.js';
import {
  addMembers,
  type MembershipRecord,
  membershipKey,
  membersOf,
  organizationMembers,
  removeMemberships,
} from '../tenant/organization-members.js';
import {
  type OrganizationConnection,
  type OrganizationRecord,
  organizations,
} from '../tenant/organizations.js';
import { users } from '../tenant/users.js';
import { checkStoredRecords } from '../validation/check-stored-records.js';
import { lazy } from '../validation/lazy.js';
import { readJsonBody, readQuery } from '../validation/read-body.js';
import { selectFields } from './fields.js';
import { organizationOf } from './organizations.js';
import { booleanQuery, checkpointPage, checkpointQuery, pageOf, pagingQuery } from './paging.js';

/** The routes' schemas, built on first use (validation/lazy.ts). */
const schemas = lazy(() => {
  const membersBody = z.strictObject({
    members: z.array(z.string().min(1).max(255)).min(1).max(10),
  });
  const membersQuery = z.object({
    ...pagingQuery(),
    ...checkpointQuery(),
    fields: z.string().max(1000).optional(),
    include_fields: booleanQuery().optional(),
  });
  const connectionSettings = {
    assign_membership_on_login: z.boolean().optional(),
    show_as_button: z.boolean().optional(),
    is_signup_enabled: z.boolean().optional(),
  };
  const addConnectionBody = z.strictObject({
    connection_id: z.string().min(1).max(64),
    ...connectionSettings,
  });
  const updateConnectionBody = z.strictObject(connectionSettings);
  /** A record in organization-members.json. */
  const storedMembership = z.strictObject({
    organization_id: z.string().min(1),
    user_id: z.string().min(1),
    roles: z.array(z.string()),
  });
  return { membersBody, membersQuery, addConnectionBody, updateConnectionBody, storedMembership };
});

export function organizationMembersRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const router = new Hono<ManagementEnv>();
  const save = (record: OrganizationRecord) => organizations(store).set(record.id, record);
  // The file is meant to be edited by hand: a bad record stops the start, named.
  checkStoredRecords(store, organizationMembers(store), (key, record) => {
    const { organization_id: org, user_id: user } = (record ?? {}) as Partial<MembershipRecord>;
    const keyed =
      typeof org !== 'string' || typeof user !== 'string' || key === membershipKey(org, user);
    return keyed ? schemas().storedMembership : 'its key must be "<organization_id>/<user_id>"';
  });

  router.get('/:id/members', requireScope('read:organization_members'), (c) => {
    const org = organizationOf(store, c.req.param('id'));
    const query = readQuery(c, schemas().membersQuery);
    // Only the page's users are read.
    const shown = (page: MembershipRecord[]) =>
      page.flatMap(({ user_id }) => {
        const user = users(store).get(user_id);
        if (!user) return [];
        const member = {
          user_id,
          ...(user.email ? { email: user.email } : {}),
          ...(user.name ? { name: user.name } : {}),
          ...(user.picture ? { picture: user.picture } : {}),
        };
        return [selectFields(member, query)];
      });
    const members = membersOf(store).pages(org.id);
    if (query.from !== undefined || query.take !== undefined) {
      const { items, next } = checkpointPage(members, query.from, query.take);
      return c.json({ members: shown(items), ...(next ? { next } : {}) });
    }
    const { items, start, limit, total } = pageOf(members, query.page, query.per_page);
    const page = shown(items);
    return c.json(query.include_totals ? { start, limit, total, members: page } : page);
  });

  router.post('/:id/members', requireScope('create:organization_members'), async (c) => {
    const org = organizationOf(store, c.req.param('id'));
    const { members } = await readJsonBody(c, schemas().membersBody);
    const missing = members.find((id) => !users(store).has(id));
    // A 400, as the service answers (the official client declares no 404 here).
    if (missing)
      throw invalidBody(`'User ${missing} does not exist' on property members.`, 'members');
    await addMembers(store, org.id, members);
    return c.body(null, 204);
  });

  router.delete('/:id/members', requireScope('delete:organization_members'), async (c) => {
    const org = organizationOf(store, c.req.param('id'));
    const { members } = await readJsonBody(c, schemas().membersBody);
    // A member who leaves loses their roles in the organization (they are the membership's).
    await removeMemberships(
      store,
      members.map((userId) => membershipKey(org.id, userId)),
    );
    return c.body(null, 204);
  });

  const view = (entry: OrganizationConnection) => {
    const connection = connections(store).get(entry.connection_id);
    return {
      ...entry,
      connection: { name: connection?.name ?? '', strategy: connection?.strategy ?? '' },
    };
  };
  const entryOf = (org: OrganizationRecord, connectionId: string) => {
    const entry = org.enabled_connections?.find((e) => e.connection_id === connectionId);
    if (!entry)
      throw new ApiError(
        404,
        'inexistent_connection',
        `The connection ${connectionId} is not enabled for this organization`,
      );
    return entry;
  };

  router.get('/:id/enabled_connections', requireScope('read:organization_connections'), (c) => {
    const org = organizationOf(store, c.req.param('id'));
    const query = readQuery(c, z.object(pagingQuery()));
    const all = (org.enabled_connections ?? []).map(view);
    const { items, start, limit, total } = pageOf(all, query.page, query.per_page);
    return c.json(
      query.include_totals ? { start, limit, total, enabled_connections: items } : items,
    );
  });

  router.post(
    '/:id/enabled_connections',
    requireScope('create:organization_connections'),
    async (c) => {
      const org = organizationOf(store, c.req.param('id'));
      const body = await readJsonBody(c, schemas().addConnectionBody);
      if (!connections(store).has(body.connection_id))
        throw new ApiError(
          404,
          'inexistent_connection',
          `No connection found with id ${body.connection_id}`,
          'connection_id',
        );
      const entry: OrganizationConnection = {
        assign_membership_on_login: false,
        show_as_button: true,
        is_signup_enabled: false,
        ...body,
      };
      const others = (org.enabled_connections ?? []).filter(
        (e) => e.connection_id !== body.connection_id,
      );
      await save({ ...org, enabled_connections: [...others, entry] });
      return c.json(view(entry), 201);
    },
  );

  router.get(
    '/:id/enabled_connections/:connection',
    requireScope('read:organization_connections'),
    (c) => {
      const org = organizationOf(store, c.req.param('id'));
      return c.json(view(entryOf(org, c.req.param('connection'))));
    },
  );

  router.patch(
    '/:id/enabled_connections/:connection',
    requireScope('update:organization_connections'),
    async (c) => {
      const org = organizationOf(store, c.req.param('id'));
      const current = entryOf(org, c.req.param('connection'));
      const body = await readJsonBody(c, schemas().updateConnectionBody);
      const next = { ...current, ...body };
      await save({
        ...org,
        enabled_connections: (org.enabled_connections ?? []).map((e) => (e === current ? next : e)),
      });
      return c.json(view(next));
    },
  );

  router.delete(
    '/:id/enabled_connections/:connection',
    requireScope('delete:organization_connections'),
    async (c) => {
      const org = organizationOf(store, c.req.param('id'));
      const current = entryOf(org, c.req.param('connection'));
      await save({
        ...org,
        enabled_connections: (org.enabled_connections ?? []).filter((e) => e !== current),
      });
      return c.body(null, 204);
    },
  );

  return router;
}
