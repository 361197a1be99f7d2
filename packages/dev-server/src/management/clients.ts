/**
 * Applications (clients) in the Management API mock: create, list (the service's filters),
 * get, update, delete, rotate the secret. `client_id` and `client_secret` are generated;
 * `callbacks` are the redirect URIs `/authorize` accepts. Records live in the store collection
 * `clients`, keyed by client_id, holding what was set; responses add the service's defaults.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import * as z from 'zod';
import { ApiError, invalidBody, invalidUri } from '../errors/api-error.js';
import type { ManagementEnv } from '../middleware/management-auth.js';
import { requireScope } from '../middleware/management-auth.js';
import type { AppDeps } from '../tenant/app-deps.js';
import {
  APP_TYPES,
  CLIENT_DEFAULTS,
  type ClientDefaults,
  clientSchemas,
} from '../tenant/application-schema.js';
import { type ClientRecord, clientsCollection, GRANT_TYPES } from '../tenant/applications.js';
import {
  type CibaApplicationFields,
  cibaApplicationViolation,
} from '../tenant/ciba-application.js';
import { clientGrants, grantsByClient } from '../tenant/client-grants.js';
import { presentRefreshToken } from '../tenant/refresh-token-settings.js';
import { TENANT_NAME } from '../tenant/settings.js';
import { lazy } from '../validation/lazy.js';
import { readJsonBody, readQuery } from '../validation/read-body.js';
import { matchesClientQuery, parseClientQuery } from './client-search.js';
import { selectFields } from './fields.js';
import { booleanQuery, pageOf, pagingQuery } from './paging.js';

/** An application as the service returns it: the record over the service's defaults. */
export type ClientResponse = Omit<ClientDefaults, keyof ClientRecord> &
  ClientRecord & { tenant: string };

/** The routes' schemas, built on first use (validation/lazy.ts). */
const schemas = lazy(() => {
  const listQuery = z.object({
    ...pagingQuery(),
    fields: z.string().optional(),
    include_fields: booleanQuery().optional(),
    is_first_party: booleanQuery().optional(),
    is_global: booleanQuery().optional(),
    app_type: z
      .string()
      .refine((v) => v.split(',').every((t) => (APP_TYPES as readonly string[]).includes(t)), {
        message: `app_type must be a comma-separated list of: ${APP_TYPES.join(', ')}`,
      })
      .optional(),
    q: z.string().max(1000).optional(),
  });
  const fieldsQuery = z.object({
    fields: z.string().optional(),
    include_fields: booleanQuery().optional(),
  });
  return { listQuery, fieldsQuery };
});

const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const newSecret = () => randomBytes(48).toString('base64url');

export function presentClient(record: ClientRecord): ClientResponse {
  const presented = { ...CLIENT_DEFAULTS, tenant: TENANT_NAME, ...record };
  // A stored setting is shown over the service's defaults (tenant/refresh-token-settings.ts).
  if (record.refresh_token) presented.refresh_token = presentRefreshToken(record.refresh_token);
  return presented;
}

/** The service's rules for a CIBA application (tenant/ciba-application.ts), as its 400. */
function checkCibaRules(record: CibaApplicationFields): void {
  const violation = cibaApplicationViolation(record);
  if (violation) throw invalidBody(violation.message, violation.path);
}

export function clientsRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const clients = clientsCollection(store);
  const router = new Hono<ManagementEnv>();

  const find = (id: string): ClientRecord => {
    if (!CLIENT_ID.test(id))
      throw invalidUri(`'String does not match pattern' on property id.`, 'id');
    const record = clients.get(id);
    if (!record) throw new ApiError(404, 'inexistent_client', 'The client does not exist');
    return record;
  };

  router.post('/', requireScope('create:clients'), async (c) => {
    const body = await readJsonBody(c, clientSchemas().createClientBody);
    const record: ClientRecord = {
      client_id: randomBytes(16).toString('base64url'),
      client_secret: newSecret(),
      ...body,
      callbacks: body.callbacks ?? [],
      grant_types: body.grant_types ?? [...GRANT_TYPES],
      token_endpoint_auth_method: body.token_endpoint_auth_method ?? 'client_secret_post',
    };
    checkCibaRules(record);
    await clients.set(record.client_id, record);
    return c.json(presentClient(record), 201);
  });

  router.get('/', requireScope('read:clients'), (c) => {
    const query = readQuery(c, schemas().listQuery);
    const search = query.q === undefined ? undefined : parseClientQuery(query.q);
    const appTypes = query.app_type?.split(',');
    const tests: Array<(client: ClientResponse) => boolean> = [];
    if (query.is_first_party !== undefined)
      tests.push((client) => client.is_first_party === query.is_first_party);
    if (query.is_global !== undefined) tests.push((client) => client.global === query.is_global);
    if (appTypes)
      tests.push((client) => client.app_type !== undefined && appTypes.includes(client.app_type));
    if (search) tests.push((client) => matchesClientQuery(client, search));
    // Unfiltered, a page reads and presents only its own records.
    const matching =
      tests.length === 0
        ? clients
        : clients.list().filter((record) => {
            const client = presentClient(record);
            return tests.every((test) => test(client));
          });
    const { items, start, limit, total } = pageOf(matching, query.page, query.per_page);
    const shown = items.map((client) => selectFields(presentClient(client), query));
    return c.json(query.include_totals ? { start, limit, total, clients: shown } : shown);
  });

  router.get('/:id', requireScope('read:clients'), (c) => {
    const record = find(c.req.param('id'));
    return c.json(selectFields(presentClient(record), readQuery(c, schemas().fieldsQuery)));
  });

  router.patch('/:id', requireScope('update:clients'), async (c) => {
    const body = await readJsonBody(c, clientSchemas().updateClientBody);
    const current = find(c.req.param('id'));
    const next: Record<string, unknown> = { ...current };
    for (const [key, value] of Object.entries(body)) {
      // null clears an optional setting, as on the service.
      if (value === null) delete next[key];
      else if (value !== undefined) next[key] = value;
    }
    checkCibaRules(next);
    await clients.set(current.client_id, next as ClientRecord);
    return c.json(presentClient(next as ClientRecord));
  });

  router.delete('/:id', requireScope('delete:clients'), async (c) => {
    const record = find(c.req.param('id'));
    await clients.delete(record.client_id);
    // The service removes the application's grants with it.
    const grants = clientGrants(store);
    for (const grant of grantsByClient(store).get(record.client_id)) await grants.delete(grant.id);
    return c.body(null, 204);
  });

  router.post('/:id/rotate-secret', requireScope('update:client_keys'), async (c) => {
    const record = { ...find(c.req.param('id')), client_secret: newSecret() };
    await clients.set(record.client_id, record);
    return c.json(presentClient(record));
  });

  return router;
}
