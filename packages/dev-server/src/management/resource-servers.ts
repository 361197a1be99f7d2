/**
 * `/api/v2/resource-servers`: the APIs of the tenant, with the consent policy, registered
 * `authorization_details` types and access policies (seed 2.1, 2.4, 4.1, 4.2). A scope taken
 * away, or the API deleted, leaves every role and user that held it (tenant/removals.ts).
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import * as z from 'zod';
import { ApiError, invalidBody } from '../errors/api-error.js';
import type { ManagementEnv } from '../middleware/management-auth.js';
import { requireScope } from '../middleware/management-auth.js';
import type { AppDeps } from '../tenant/app-deps.js';
import { removeApiPermissions } from '../tenant/removals.js';
import {
  type ResourceServerRecord,
  resourceServerByIdentifier,
  resourceServers,
} from '../tenant/resource-servers.js';
import { checkStoredRecords } from '../validation/check-stored-records.js';
import { lazy } from '../validation/lazy.js';
import { readJsonBody, readQuery } from '../validation/read-body.js';
import { selectFields } from './fields.js';
import { booleanQuery, pageOf, pageResponse, pagingQuery } from './paging.js';

/** The route's schemas, built on first use (validation/lazy.ts). */
const schemas = lazy(() => {
  const userPolicy = z.enum(['allow_all', 'require_client_grant', 'deny_all']);
  // Seed 2.4: `allow_all` can be set for user access flows only.
  const clientPolicy = z.enum(['require_client_grant', 'deny_all']);

  // Registered types: `a-zA-Z0-9_.-` only, or the vendor URN form.
  const AUTHORIZATION_DETAILS_TYPE =
    /^(?:[A-Za-z0-9_.-]+|urn:[A-Za-z0-9_.-]+:schemas:authorization-details:v1:[A-Za-z0-9_.-]+)$/;

  const settings = {
    name: z
      .string()
      .max(200)
      .regex(/^[^<>]*$/, { message: 'Name may not contain < or >' }),
    scopes: z.array(
      z.strictObject({
        value: z.string().min(1).max(280),
        description: z.string().max(500).optional(),
      }),
    ),
    consent_policy: z.enum(['standard', 'transactional-authorization-with-mfa']).nullable(),
    // null clears the list (as the service's CLI sends it).
    authorization_details: z
      .array(
        z.strictObject({
          type: z.string().min(1).max(255).regex(AUTHORIZATION_DETAILS_TYPE, {
            message:
              'Type may use only a-zA-Z0-9_.- or be urn:<vendor>:schemas:authorization-details:v1:<value>',
          }),
        }),
      )
      .nullable(),
    proof_of_possession: z
      .strictObject({
        mechanism: z.enum(['mtls', 'dpop']),
        required: z.boolean(),
        required_for: z.enum(['public_clients', 'all_clients']).optional(),
      })
      .nullable(),
    subject_type_authorization: z.strictObject({
      user: z.strictObject({ policy: userPolicy }).optional(),
      client: z.strictObject({ policy: clientPolicy }).optional(),
    }),
    signing_alg: z.enum(['HS256', 'RS256', 'RS512', 'PS256']),
    signing_secret: z.string().min(16),
    token_lifetime: z.number().int().min(0).max(2_592_000),
    token_lifetime_for_web: z.number().int().min(0).max(2_592_000),
    allow_offline_access: z.boolean(),
    allow_online_access: z.boolean(),
    skip_consent_for_verifiable_first_party_clients: z.boolean(),
    token_dialect: z.enum([
      'access_token',
      'access_token_authz',
      'rfc9068_profile',
      'rfc9068_profile_authz',
    ]),
    enforce_policies: z.boolean(),
  };
  type Settings = { [K in keyof typeof settings]?: z.output<(typeof settings)[K]> };

  const optionalSettings = Object.fromEntries(
    Object.entries(settings).map(([k, v]) => [k, v.optional()]),
  ) as { [K in keyof typeof settings]: z.ZodOptional<(typeof settings)[K]> };
  const identifier = z.string().min(1).max(600);
  const createBody = z.strictObject({ identifier, ...optionalSettings }) as unknown as z.ZodType<
    Settings & { identifier: string }
  >;
  const updateBody = z.strictObject(optionalSettings) as unknown as z.ZodType<Settings>;
  /** A record in resource-servers.json: what POST stores, defaults filled. */
  const storedRecord = z.strictObject({
    ...optionalSettings,
    id: z.string().min(1),
    identifier,
    subject_type_authorization: z.strictObject({
      user: z.strictObject({ policy: userPolicy }),
      client: z.strictObject({ policy: clientPolicy }),
    }),
    signing_alg: settings.signing_alg,
    token_lifetime: settings.token_lifetime,
    token_lifetime_for_web: settings.token_lifetime_for_web,
    allow_offline_access: settings.allow_offline_access,
    skip_consent_for_verifiable_first_party_clients:
      settings.skip_consent_for_verifiable_first_party_clients,
  });

  const fieldsQuery = {
    fields: z.string().optional(),
    include_fields: booleanQuery().optional(),
  };
  const listQuery = z.object({
    ...pagingQuery(),
    identifiers: z.string().optional(),
    ...fieldsQuery,
  });
  const getQuery = z.object(fieldsQuery);
  return { createBody, updateBody, storedRecord, listQuery, getQuery };
});

const notFound = () =>
  new ApiError(404, 'inexistent_resource_server', 'The resource server does not exist');

export function resourceServersRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const records = resourceServers(store);
  checkStoredRecords(store, records, (key, record) =>
    record?.id === key ? schemas().storedRecord : `its "id" must equal its key`,
  );
  const byIdentifier = resourceServerByIdentifier(store);
  // `{id}` in the path may be the id or the (URL-encoded) identifier.
  const find = (idOrIdentifier: string): ResourceServerRecord | undefined =>
    records.get(idOrIdentifier) ?? byIdentifier.first(idOrIdentifier);

  const routes = new Hono<ManagementEnv>();

  routes.post('/', requireScope('create:resource_servers'), async (c) => {
    const body = await readJsonBody(c, schemas().createBody);
    if (byIdentifier.first(body.identifier)) {
      throw new ApiError(
        409,
        'conflict',
        'A resource server with the same identifier already exists.',
        'identifier',
      );
    }
    const { subject_type_authorization: sta, ...rest } = withoutNulls(body);
    const signingAlg = body.signing_alg ?? 'RS256';
    const record: ResourceServerRecord = {
      id: randomBytes(12).toString('hex'),
      ...rest,
      // An HS256 API signs with a shared secret; the service makes one when none is given.
      ...(signingAlg === 'HS256' && !body.signing_secret
        ? { signing_secret: randomBytes(24).toString('base64url') }
        : {}),
      signing_alg: signingAlg,
      token_lifetime: body.token_lifetime ?? 86_400,
      // The default never outlives a shorter token_lifetime.
      token_lifetime_for_web:
        body.token_lifetime_for_web ?? Math.min(7200, body.token_lifetime ?? 86_400),
      allow_offline_access: body.allow_offline_access ?? false,
      skip_consent_for_verifiable_first_party_clients:
        body.skip_consent_for_verifiable_first_party_clients ?? false,
      // Seed 4.1: unset user policy -> allow_all, unset client policy -> require_client_grant.
      subject_type_authorization: {
        user: sta?.user ?? { policy: 'allow_all' },
        client: sta?.client ?? { policy: 'require_client_grant' },
      },
    };
    if (body.token_lifetime_for_web !== undefined) checkLifetimes(record);
    await records.set(record.id, record);
    return c.json(record, 201);
  });

  routes.get('/', requireScope('read:resource_servers'), (c) => {
    const query = readQuery(c, schemas().listQuery);
    const identifiers = query.identifiers === undefined ? [] : (c.req.queries('identifiers') ?? []);
    const shown = (record: ResourceServerRecord) => selectFields(record, query);
    const paging = query.page !== undefined || query.per_page !== undefined;
    const whole = !paging && !query.include_totals;
    // A filter reads the identifier index; a page of the whole collection touches only its
    // own records, joining their cached JSON texts when every field is shown.
    const filtered = identifiers.length
      ? [...new Set(identifiers)].flatMap((identifier) => byIdentifier.get(identifier))
      : undefined;
    if (!filtered && !query.fields) {
      return pageResponse(c, records, {
        page: whole ? 0 : query.page,
        perPage: whole ? records.size : query.per_page,
        totalsKey: query.include_totals ? 'resource_servers' : undefined,
      });
    }
    if (!filtered && whole) return c.json(records.list().map(shown));
    const paged = filtered
      ? pageOf(filtered, query.page, query.per_page)
      : pageOf(records, query.page, query.per_page);
    const items = paged.items.map(shown);
    if (query.include_totals) {
      const { start, limit, total } = paged;
      return c.json({ start, limit, total, resource_servers: items });
    }
    return c.json(paging ? items : (filtered ?? []).map(shown));
  });

  routes.get('/:id', requireScope('read:resource_servers'), (c) => {
    const record = find(c.req.param('id'));
    if (!record) throw notFound();
    return c.json(selectFields(record, readQuery(c, schemas().getQuery)));
  });

  routes.patch('/:id', requireScope('update:resource_servers'), async (c) => {
    const body = await readJsonBody(c, schemas().updateBody);
    const current = find(c.req.param('id'));
    if (!current) throw notFound();
    const { subject_type_authorization: sta, ...rest } = body;
    const next = {
      ...current,
      subject_type_authorization: {
        user: sta?.user ?? current.subject_type_authorization.user,
        client: sta?.client ?? current.subject_type_authorization.client,
      },
    } as Record<string, unknown>;
    // null clears a setting (consent_policy keeps null: the service reports it so).
    for (const [key, value] of Object.entries(rest)) {
      if (value === null && key !== 'consent_policy') delete next[key];
      else if (value !== undefined) next[key] = value;
    }
    if (body.token_lifetime_for_web !== undefined)
      checkLifetimes(next as unknown as ResourceServerRecord);
    await records.set(current.id, next as unknown as ResourceServerRecord);
    // A scope no longer offered is no longer anyone's permission.
    if (body.scopes !== undefined) {
      const kept = new Set(body.scopes.map((s) => s.value));
      await removeApiPermissions(store, current.identifier, (scope) => !kept.has(scope));
    }
    return c.json(next);
  });

  routes.delete('/:id', requireScope('delete:resource_servers'), async (c) => {
    const record = find(c.req.param('id'));
    if (!record) throw notFound();
    await Promise.all([records.delete(record.id), removeApiPermissions(store, record.identifier)]);
    return c.body(null, 204);
  });

  return routes;
}

/** The service refuses a browser token that outlives the API's own token lifetime. */
function checkLifetimes(record: ResourceServerRecord): void {
  if (record.token_lifetime_for_web > record.token_lifetime) {
    throw invalidBody(
      `'token_lifetime_for_web (${record.token_lifetime_for_web}) cannot be greater than token_lifetime (${record.token_lifetime})' on property token_lifetime_for_web.`,
      'token_lifetime_for_web',
    );
  }
}

/** A create body without its null values: null means "not set" there. */
function withoutNulls<T extends object>(body: T): { [K in keyof T]: Exclude<T[K], null> } {
  // consent_policy keeps null: the service reports it so.
  return Object.fromEntries(
    Object.entries(body).filter(([k, v]) => v !== null || k === 'consent_policy'),
  ) as {
    [K in keyof T]: Exclude<T[K], null>;
  };
}
