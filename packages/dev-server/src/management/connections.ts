/**
 * `/api/v2/connections`: create, get, list (offset or checkpoint paging, `strategy` and `name`
 * filters), update, delete (its users and organization entries go with it: tenant/removals.ts);
 * and an application's enabled connections (`GET /clients/{id}/connections`, checkpoint paged). The database connection's `options` carry the password policy, username
 * policy and identifier attributes the login flow and the page contexts read
 * (src/tenant/connections.ts). As on the service, PATCH `options` replaces them whole.
 */

import { Hono } from 'hono';
import * as z from 'zod';
import { ApiError, invalidUri } from '../errors/api-error.js';
import type { ManagementEnv } from '../middleware/management-auth.js';
import { requireScope } from '../middleware/management-auth.js';
import type { AppDeps } from '../tenant/app-deps.js';
import { findClient } from '../tenant/applications.js';
import {
  CONNECTION_STRATEGIES,
  type ConnectionRecord,
  connections,
  connectionsByName,
  offers,
} from '../tenant/connections.js';
import { deleteConnection } from '../tenant/removals.js';
import { lazy } from '../validation/lazy.js';
import { readJsonBody, readQuery } from '../validation/read-body.js';
import { selectFields } from './fields.js';
import { booleanQuery, checkpointPage, checkpointQuery, pageOf, pagingQuery } from './paging.js';
import { alphanumeric } from './random-id.js';

const NAME = /^[a-zA-Z0-9](-[a-zA-Z0-9]|[a-zA-Z0-9])*$/;
/** The routes' schemas, built on first use (validation/lazy.ts). */
const schemas = lazy(() => {
  const identifierAttribute = z.strictObject({
    identifier: z.strictObject({ active: z.boolean() }).optional(),
    signup: z
      .strictObject({
        status: z.enum(['required', 'optional', 'inactive']),
        verification: z.strictObject({ active: z.boolean() }).optional(),
      })
      .optional(),
  });
  const options = z
    .looseObject({
      passwordPolicy: z.enum(['none', 'low', 'fair', 'good', 'excellent']).nullable().optional(),
      password_complexity_options: z
        .strictObject({ min_length: z.number().int().min(1).max(128).optional() })
        .optional(),
      password_history: z
        .strictObject({ enable: z.boolean(), size: z.number().int().min(0).max(24).optional() })
        .optional(),
      password_no_personal_info: z.strictObject({ enable: z.boolean() }).optional(),
      password_dictionary: z
        .strictObject({
          enable: z.boolean(),
          dictionary: z.array(z.string().max(50)).max(2000).optional(),
        })
        .optional(),
      brute_force_protection: z.boolean().optional(),
      disable_signup: z.boolean().optional(),
      requires_username: z.boolean().optional(),
      validation: z
        .strictObject({
          username: z
            .strictObject({
              min: z.number().int().min(1).max(128),
              max: z.number().int().min(1).max(128),
            })
            .optional(),
        })
        .optional(),
      attributes: z
        .strictObject({
          email: identifierAttribute.optional(),
          username: identifierAttribute.optional(),
          phone_number: identifierAttribute.optional(),
        })
        .optional(),
    })
    .refine((value) => JSON.stringify(value).length <= 64 * 1024, {
      message: 'options must be at most 64 KB of JSON',
    });

  const createSchema = z.strictObject({
    name: z
      .string()
      .min(1)
      .max(128)
      .regex(NAME, 'Connection names use letters, digits and single dashes'),
    strategy: z.enum(CONNECTION_STRATEGIES),
    display_name: z.string().max(128).optional(),
    options: options.optional(),
    enabled_clients: z.array(z.string().max(64)).max(1000).optional(),
    is_domain_connection: z.boolean().optional(),
    realms: z.array(z.string().max(128)).max(10).optional(),
    metadata: z.record(z.string().max(255), z.string().max(255)).optional(),
  });
  const updateSchema = createSchema.omit({ name: true, strategy: true }).partial();
  const listQuery = z.object({
    ...pagingQuery(),
    ...checkpointQuery(),
    strategy: z.union([z.string().max(64), z.array(z.string().max(64))]).optional(),
    name: z.string().max(128).optional(),
    fields: z.string().max(1000).optional(),
    include_fields: z.string().max(10).optional(),
  });
  const clientConnectionsQuery = z.object({
    ...checkpointQuery(),
    strategy: z.union([z.string().max(64), z.array(z.string().max(64))]).optional(),
    fields: z.string().max(1000).optional(),
    include_fields: booleanQuery().optional(),
  });
  return { createSchema, updateSchema, listQuery, clientConnectionsQuery };
});

const notFound = () => new ApiError(404, 'inexistent_connection', 'The connection does not exist');

export function connectionsRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const all = connections(store);
  const router = new Hono<ManagementEnv>();

  router.post('/', requireScope('create:connections'), async (c) => {
    const body = await readJsonBody(c, schemas().createSchema);
    if (connectionsByName(store).first(body.name))
      throw new ApiError(
        409,
        'connection_conflict',
        'A connection with the same name already exists',
      );
    const record: ConnectionRecord = {
      id: `con_${alphanumeric(8)}`,
      ...body,
      options: (body.options ?? {}) as ConnectionRecord['options'],
      enabled_clients: body.enabled_clients ?? [],
      is_domain_connection: body.is_domain_connection ?? false,
      realms: body.realms ?? [body.name],
    };
    await all.set(record.id, record);
    return c.json(record, 201);
  });

  router.get('/', requireScope('read:connections'), (c) => {
    const query = readQuery(c, schemas().listQuery);
    const strategies = query.strategy === undefined ? undefined : [query.strategy].flat();
    // By name through the index; unfiltered, a page reads only its own records.
    const named = query.name ? connectionsByName(store).get(query.name) : undefined;
    const matching =
      strategies || named
        ? (named ?? all.list()).filter((r) => !strategies || strategies.includes(r.strategy))
        : all;
    // Checkpoint paging (`from` = offset, `take`), as the official client sends it.
    if (query.from !== undefined || query.take !== undefined) {
      const { items, next } = checkpointPage(matching, query.from, query.take);
      return c.json({ connections: items, ...(next ? { next } : {}) });
    }
    const { items, start, limit, total } = pageOf(matching, query.page, query.per_page);
    return c.json(
      query.include_totals
        ? { start, limit, length: items.length, total, connections: items }
        : items,
    );
  });

  const connectionOf = (id: string) => {
    if (!/^con_[A-Za-z0-9]{1,32}$/.test(id))
      throw invalidUri(
        `'String does not match pattern ^con_[A-Za-z0-9]{1,32}$' on property id.`,
        'id',
      );
    const record = all.get(id);
    if (!record) throw notFound();
    return record;
  };

  router.get('/:id', requireScope('read:connections'), (c) =>
    c.json(connectionOf(c.req.param('id'))),
  );

  router.patch('/:id', requireScope('update:connections'), async (c) => {
    const current = connectionOf(c.req.param('id'));
    const body = await readJsonBody(c, schemas().updateSchema);
    const next: ConnectionRecord = {
      ...current,
      ...body,
      options: (body.options ?? current.options) as ConnectionRecord['options'],
    };
    await all.set(next.id, next);
    return c.json(next);
  });

  // 202 as on the service ("the connection is being deleted"); here it is gone at once.
  router.delete('/:id', requireScope('delete:connections'), async (c) => {
    await deleteConnection(store, connectionOf(c.req.param('id')));
    return c.body(null, 202);
  });

  return router;
}

/** `GET /clients/{id}/connections`: the connections a login to the application may use. */
export function clientConnectionsRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const router = new Hono<ManagementEnv>();
  router.get('/:id/connections', requireScope('read:connections'), (c) => {
    const clientId = c.req.param('id');
    if (!findClient(store, clientId))
      throw new ApiError(404, 'inexistent_client', 'The client does not exist');
    const query = readQuery(c, schemas().clientConnectionsQuery);
    const strategies = query.strategy === undefined ? undefined : [query.strategy].flat();
    const enabled = connections(store)
      .list()
      .filter((r) => offers({ clientId }, r) && (!strategies || strategies.includes(r.strategy)));
    const { items, next } = checkpointPage(enabled, query.from, query.take);
    return c.json({
      connections: items.map((r) => selectFields(r, query)),
      ...(next ? { next } : {}),
    });
  });
  return router;
}
