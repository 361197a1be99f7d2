/**
 * Applications (clients) in the Management API mock: just enough for flows to have real
 * callers. `client_id` and `client_secret` are generated; `callbacks` are the redirect URIs
 * `/authorize` accepts. Records live in the store collection `clients`, keyed by client_id.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, ManagementEnv } from '../app.js';
import { ApiError, invalidUri } from '../errors/api-error.js';
import { requireScope } from '../middleware/management-auth.js';
import type { Collection, Store } from '../store/store.js';
import { readJsonBody, readQuery } from '../validation/read-body.js';
import { paginate, pagingQuery } from './paging.js';

export const CLIENTS_COLLECTION = 'clients';

export const GRANT_TYPES = ['authorization_code', 'client_credentials', 'refresh_token'] as const;

export interface ClientRecord {
  client_id: string;
  client_secret: string;
  name: string;
  description?: string;
  logo_uri?: string;
  callbacks: string[];
  grant_types: string[];
  app_type?: string;
  token_endpoint_auth_method: 'client_secret_post' | 'client_secret_basic' | 'none';
  client_metadata?: Record<string, string>;
}

const callbackUrl = z
  .string()
  .max(2000)
  .refine((value) => URL.canParse(value), { message: 'Callback must be an absolute URL' });

const createSchema = z.strictObject({
  name: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[^<>]*$/, 'Name may not contain < or >'),
  description: z.string().max(140).optional(),
  logo_uri: z.string().max(2000).optional(),
  callbacks: z.array(callbackUrl).max(100).optional(),
  grant_types: z.array(z.enum(GRANT_TYPES)).optional(),
  app_type: z.enum(['native', 'spa', 'regular_web', 'non_interactive']).optional(),
  token_endpoint_auth_method: z
    .enum(['client_secret_post', 'client_secret_basic', 'none'])
    .optional(),
  client_metadata: z.record(z.string().max(255), z.string().max(255)).optional(),
});

const listQuery = z.object(pagingQuery);

export const clientsCollection = (store: Store): Collection<ClientRecord> =>
  store.collection(CLIENTS_COLLECTION);

const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function clientsRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const clients = clientsCollection(store);
  const router = new Hono<ManagementEnv>();

  router.post('/', requireScope('create:clients'), async (c) => {
    const body = await readJsonBody(c, createSchema);
    const record: ClientRecord = {
      client_id: randomBytes(16).toString('base64url'),
      client_secret: randomBytes(32).toString('base64url'),
      ...body,
      callbacks: body.callbacks ?? [],
      grant_types: body.grant_types ?? [...GRANT_TYPES],
      token_endpoint_auth_method: body.token_endpoint_auth_method ?? 'client_secret_post',
    };
    await clients.set(record.client_id, record);
    return c.json(record, 201);
  });

  router.get('/', requireScope('read:clients'), (c) => {
    const query = readQuery(c, listQuery);
    const { items, start, limit, total } = paginate(clients.list(), query.page, query.per_page);
    return c.json(
      query.include_totals ? { start, limit, length: items.length, total, clients: items } : items,
    );
  });

  router.get('/:id', requireScope('read:clients'), (c) => {
    const id = c.req.param('id');
    if (!CLIENT_ID.test(id))
      throw invalidUri(`'String does not match pattern' on property id.`, 'id');
    const record = clients.get(id);
    if (!record) throw new ApiError(404, 'inexistent_client', 'The client does not exist');
    return c.json(record);
  });

  return router;
}
