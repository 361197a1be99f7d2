/**
 * `/api/v2/organizations`: create, get (by id or `/name/{name}`), list (offset or checkpoint
 * paging), update, delete; and the parts the login flow reads: `/members` (list, add, remove)
 * and `/enabled_connections` (list, add, get, update, remove). Members are records of their
 * own (src/tenant/organization-members.ts).
 */

import { Hono } from 'hono';
import * as z from 'zod';
import { ApiError, invalidUri } from '../errors/api-error.js';
import type { ManagementEnv } from '../middleware/management-auth.js';
import { requireScope } from '../middleware/management-auth.js';
import type { AppDeps } from '../tenant/app-deps.js';
import { connections } from '../tenant/connections.js';
import { hexColor } from '../tenant/customization-schemas.js';
import { membersOf, removeMemberships } from '../tenant/organization-members.js';
import {
  type OrganizationRecord,
  organizations,
  organizationsByName,
} from '../tenant/organizations.js';
import { lazy } from '../validation/lazy.js';
import { readJsonBody, readQuery } from '../validation/read-body.js';
import { checkpointPage, checkpointQuery, pageOf, pagingQuery } from './paging.js';
import { alphanumeric } from './random-id.js';

/** Lower-case letters, digits, `-` and `_`, starting with a letter or digit (the service's rule). */
const NAME = /^[a-z0-9][a-z0-9_-]*$/;
const ID = /^org_[A-Za-z0-9]{1,32}$/;
/** The routes' schemas, built on first use (validation/lazy.ts). */
const schemas = lazy(() => {
  // Colours follow the tenant branding's rule (one rule for every colour of the login page).
  const color = hexColor();

  const organizationBody = z.strictObject({
    name: z.string().min(1).max(50).regex(NAME, 'Names use a-z, 0-9, - and _ only'),
    display_name: z.string().min(1).max(255).optional(),
    branding: z
      .strictObject({
        logo_url: z
          .url({ protocol: /^https?$/ })
          .max(2000)
          .optional(),
        colors: z.strictObject({ primary: color, page_background: color }).optional(),
      })
      .optional(),
    metadata: z.record(z.string().max(255), z.string().max(255)).optional(),
    enabled_connections: z
      .array(
        z.strictObject({
          connection_id: z.string().max(64),
          assign_membership_on_login: z.boolean().optional(),
          show_as_button: z.boolean().optional(),
          is_signup_enabled: z.boolean().optional(),
        }),
      )
      .max(100)
      .optional(),
  });
  const updateBody = organizationBody.omit({ enabled_connections: true }).partial();
  const listQuery = z.object({
    ...pagingQuery(),
    ...checkpointQuery(),
    sort: z.string().max(100).optional(),
  });
  return { organizationBody, updateBody, listQuery };
});

export const organizationNotFound = () =>
  new ApiError(404, 'inexistent_organization', 'No organization found by that id or name');

/** The API's view of an organization: its enabled connections have their own endpoint. */
export function publicOrganization(record: OrganizationRecord) {
  const { enabled_connections: _connections, ...rest } = record;
  return rest;
}

/** A stored organization by id (path validated as on the service), or a 404. */
export function organizationOf(store: AppDeps['store'], id: string): OrganizationRecord {
  if (!ID.test(id))
    throw invalidUri(`'String does not match pattern ${ID.source}' on property id.`, 'id');
  const record = organizations(store).get(id);
  if (!record) throw organizationNotFound();
  return record;
}

export function organizationsRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const all = organizations(store);
  const router = new Hono<ManagementEnv>();
  const nameTaken = (name: string, self?: string) =>
    organizationsByName(store)
      .keys(name)
      .some((id) => id !== self);
  const conflict = () =>
    new ApiError(409, 'organization_conflict', 'An organization with this name already exists.');

  router.post('/', requireScope('create:organizations'), async (c) => {
    const body = await readJsonBody(c, schemas().organizationBody);
    if (nameTaken(body.name)) throw conflict();
    const unknown = body.enabled_connections?.find((e) => !connections(store).has(e.connection_id));
    if (unknown)
      throw new ApiError(
        404,
        'inexistent_connection',
        `No connection found with id ${unknown.connection_id}`,
      );
    const { enabled_connections, ...fields } = body;
    const record: OrganizationRecord = {
      id: `org_${alphanumeric(12)}`,
      ...fields,
      enabled_connections: (enabled_connections ?? []).map((e) => ({
        assign_membership_on_login: false,
        show_as_button: true,
        is_signup_enabled: false,
        ...e,
      })),
    };
    await all.set(record.id, record);
    return c.json(publicOrganization(record), 201);
  });

  router.get('/', requireScope('read:organizations'), (c) => {
    const query = readQuery(c, schemas().listQuery);
    // Unsorted, a page reads only its own records.
    const direction = query.sort === 'name:-1' ? -1 : 1;
    const source = query.sort?.startsWith('name:')
      ? all.list().sort((a, b) => a.name.localeCompare(b.name) * direction)
      : all;
    // Checkpoint paging (`from`, `take`), what the official client sends by default.
    if (query.from !== undefined || query.take !== undefined) {
      const { items, next } = checkpointPage(source, query.from, query.take);
      return c.json({ organizations: items.map(publicOrganization), ...(next ? { next } : {}) });
    }
    const { items, start, limit, total } = pageOf(source, query.page, query.per_page);
    const shown = items.map(publicOrganization);
    return c.json(query.include_totals ? { start, limit, total, organizations: shown } : shown);
  });

  router.get('/name/:name', requireScope('read:organizations'), (c) => {
    const name = c.req.param('name');
    if (!NAME.test(name) || name.length > 50)
      throw invalidUri(`'String does not match pattern ${NAME.source}' on property name.`, 'name');
    const record = organizationsByName(store).first(name);
    if (!record) throw organizationNotFound();
    return c.json(publicOrganization(record));
  });

  router.get('/:id', requireScope('read:organizations'), (c) =>
    c.json(publicOrganization(organizationOf(store, c.req.param('id')))),
  );

  router.patch('/:id', requireScope('update:organizations'), async (c) => {
    const current = organizationOf(store, c.req.param('id'));
    const body = await readJsonBody(c, schemas().updateBody);
    if (body.name !== undefined && nameTaken(body.name, current.id)) throw conflict();
    const next: OrganizationRecord = { ...current, ...body };
    await all.set(next.id, next);
    return c.json(publicOrganization(next));
  });

  router.delete('/:id', requireScope('delete:organizations'), async (c) => {
    const current = organizationOf(store, c.req.param('id'));
    await all.delete(current.id);
    // Its memberships (and the roles held in them) go with it.
    await removeMemberships(store, membersOf(store).keys(current.id));
    return c.body(null, 204);
  });

  return router;
}
