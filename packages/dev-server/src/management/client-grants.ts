/**
 * `/api/v2/client-grants`: which applications may obtain tokens for which API (what a
 * `require_client_grant` policy checks). One grant per client, audience and subject type.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import * as z from 'zod';
import { ApiError, invalidBody } from '../errors/api-error.js';
import type { ManagementEnv } from '../middleware/management-auth.js';
import { requireScope } from '../middleware/management-auth.js';
import { MANAGEMENT_AUDIENCE, MANAGEMENT_SCOPES } from '../protocol/management-token.js';
import type { AppDeps } from '../tenant/app-deps.js';
import { clientsCollection } from '../tenant/applications.js';
import {
  type ClientGrantRecord,
  clientGrants,
  grantKey,
  grantsByAudience,
  grantsByClient,
  grantsByClientAndAudience,
} from '../tenant/client-grants.js';
import { resourceServerByIdentifier } from '../tenant/resource-servers.js';
import { checkStoredRecords } from '../validation/check-stored-records.js';
import { lazy } from '../validation/lazy.js';
import { readJsonBody, readQuery } from '../validation/read-body.js';
import {
  booleanQuery,
  checkpointPage,
  checkpointQuery,
  pageOf,
  pageResponse,
  pagingQuery,
} from './paging.js';

/** The Management API as a grant audience (client credentials for `screenkit deploy`, the Deploy CLI). */
const MANAGEMENT_API = {
  identifier: MANAGEMENT_AUDIENCE,
  scopes: MANAGEMENT_SCOPES.map((value) => ({ value })),
  authorization_details: [] as Array<{ type: string }>,
};

/** The routes' schemas, built on first use (validation/lazy.ts). */
const schemas = lazy(() => {
  const scopeList = z.array(z.string().min(1).max(280));
  const typeList = z.array(z.string().min(1).max(255));
  const organizationUsage = z.enum(['deny', 'allow', 'require']);

  const createBody = z.strictObject({
    client_id: z.string().min(1).max(255).optional(),
    audience: z.string().min(1).max(600),
    scope: scopeList.optional(),
    allow_all_scopes: z.boolean().optional(),
    default_for: z.enum(['third_party_clients']).optional(),
    subject_type: z.enum(['client', 'user']).optional(),
    authorization_details_types: typeList.optional(),
    organization_usage: organizationUsage.optional(),
    allow_any_organization: z.boolean().optional(),
  });

  const storedRecord = createBody.extend({ id: z.string().min(1) });

  const updateBody = z.strictObject({
    scope: scopeList.nullable().optional(),
    allow_all_scopes: z.boolean().nullable().optional(),
    authorization_details_types: typeList.optional(),
    organization_usage: organizationUsage.nullable().optional(),
    allow_any_organization: z.boolean().nullable().optional(),
  });

  const listQuery = z.object({
    ...pagingQuery(),
    audience: z.string().optional(),
    client_id: z.string().optional(),
    subject_type: z.enum(['client', 'user']).optional(),
    allow_any_organization: booleanQuery().optional(),
    default_for: z.enum(['third_party_clients']).optional(),
    ...checkpointQuery(),
  });
  return { createBody, storedRecord, updateBody, listQuery };
});

const notFound = () =>
  new ApiError(404, 'inexistent_client_grant', 'The client grant does not exist');

export function clientGrantsRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const grants = clientGrants(store);
  const apiByIdentifier = resourceServerByIdentifier(store);
  const byClientAndAudience = grantsByClientAndAudience(store);
  const byClient = grantsByClient(store);
  const byAudience = grantsByAudience(store);
  const clients = clientsCollection(store);
  checkStoredRecords(store, grants, (key, record) =>
    record?.id === key ? schemas().storedRecord : `its "id" must equal its key`,
  );
  const routes = new Hono<ManagementEnv>();

  routes.post('/', requireScope('create:client_grants'), async (c) => {
    const body = await readJsonBody(c, schemas().createBody);
    if ((body.client_id === undefined) === (body.default_for === undefined)) {
      throw invalidBody(
        `'Exactly one of client_id and default_for is required' on property client_id.`,
        'client_id',
      );
    }
    const api =
      body.audience === MANAGEMENT_AUDIENCE ? MANAGEMENT_API : apiByIdentifier.first(body.audience);
    if (!api) {
      throw new ApiError(
        404,
        'inexistent_resource_server',
        `No resource server found by specified audience: ${body.audience}`,
        'audience',
      );
    }
    if (body.client_id !== undefined && !clients.get(body.client_id)) {
      throw new ApiError(
        404,
        'inexistent_client',
        `No client found by specified client_id: ${body.client_id}`,
        'client_id',
      );
    }
    if (body.scope) checkRegistered(body.scope, api.scopes?.map((s) => s.value) ?? [], 'scope');
    if (body.authorization_details_types) {
      checkRegistered(
        body.authorization_details_types,
        api.authorization_details?.map((t) => t.type) ?? [],
        'authorization_details_types',
      );
    }
    const subject = body.subject_type ?? 'client';
    const duplicate = byAudience
      .get(body.audience)
      .some(
        (g) =>
          g.client_id === body.client_id &&
          g.default_for === body.default_for &&
          (g.subject_type ?? 'client') === subject,
      );
    if (duplicate) {
      throw new ApiError(
        409,
        'conflict',
        `A client grant for ${body.client_id ? `client ${body.client_id}` : body.default_for} and audience ${body.audience} already exists.`,
      );
    }
    const record: ClientGrantRecord = { id: `cgr_${randomBytes(8).toString('hex')}`, ...body };
    await grants.set(record.id, record);
    return c.json(record, 201);
  });

  routes.get('/', requireScope('read:client_grants'), (c) => {
    const query = readQuery(c, schemas().listQuery);
    const unfiltered =
      query.subject_type === undefined &&
      query.allow_any_organization === undefined &&
      query.default_for === undefined;
    // The narrowest index for the filters given; the whole collection only when unfiltered.
    const candidates =
      query.client_id !== undefined && query.audience !== undefined
        ? byClientAndAudience.get(grantKey(query.client_id, query.audience))
        : query.client_id !== undefined
          ? byClient.get(query.client_id)
          : query.audience !== undefined
            ? byAudience.get(query.audience)
            : undefined;
    if (!candidates && unfiltered && query.page !== undefined && !query.from && !query.take) {
      return pageResponse(c, grants, {
        page: query.page,
        perPage: query.per_page,
        totalsKey: query.include_totals ? 'client_grants' : undefined,
      });
    }
    const all = (candidates ?? grants.list()).filter(
      (g) =>
        (query.audience === undefined || g.audience === query.audience) &&
        (query.client_id === undefined || g.client_id === query.client_id) &&
        (query.subject_type === undefined || (g.subject_type ?? 'client') === query.subject_type) &&
        (query.allow_any_organization === undefined ||
          (g.allow_any_organization ?? false) === query.allow_any_organization) &&
        (query.default_for === undefined || g.default_for === query.default_for),
    );
    // Checkpoint paging (`from` = offset, `take`), as the official client sends it.
    if (query.from !== undefined || query.take !== undefined) {
      const { items, ...next } = checkpointPage(all, query.from, query.take);
      return c.json({ client_grants: items, ...next });
    }
    const paged = pageOf(all, query.page, query.per_page);
    if (query.include_totals) {
      const { start, limit, total, items } = paged;
      return c.json({ start, limit, total, client_grants: items });
    }
    return c.json(query.page !== undefined || query.per_page !== undefined ? paged.items : all);
  });

  routes.get('/:id', requireScope('read:client_grants'), (c) => {
    const grant = grants.get(c.req.param('id'));
    if (!grant) throw notFound();
    return c.json(grant);
  });

  routes.patch('/:id', requireScope('update:client_grants'), async (c) => {
    const body = await readJsonBody(c, schemas().updateBody);
    const current = grants.get(c.req.param('id'));
    if (!current) throw notFound();
    const api = apiByIdentifier.first(current.audience);
    if (body.scope && api)
      checkRegistered(body.scope, api.scopes?.map((s) => s.value) ?? [], 'scope');
    const next: ClientGrantRecord = { ...current };
    if (body.scope === null) delete next.scope;
    else if (body.scope) next.scope = body.scope;
    if (body.allow_all_scopes === null) delete next.allow_all_scopes;
    else if (body.allow_all_scopes !== undefined) next.allow_all_scopes = body.allow_all_scopes;
    if (body.authorization_details_types)
      next.authorization_details_types = body.authorization_details_types;
    // null clears an optional setting.
    if (body.organization_usage === null) delete next.organization_usage;
    else if (body.organization_usage) next.organization_usage = body.organization_usage;
    if (body.allow_any_organization === null) delete next.allow_any_organization;
    else if (body.allow_any_organization !== undefined)
      next.allow_any_organization = body.allow_any_organization;
    await grants.set(next.id, next);
    return c.json(next);
  });

  routes.delete('/:id', requireScope('delete:client_grants'), async (c) => {
    if (!(await grants.delete(c.req.param('id')))) throw notFound();
    return c.body(null, 204);
  });

  return routes;
}

/** A grant may only name scopes / types the API registered. */
function checkRegistered(values: string[], registered: string[], property: string): void {
  const known = new Set(registered);
  const index = values.findIndex((v) => !known.has(v));
  if (index >= 0) {
    const path = `${property}[${index}]`;
    throw invalidBody(
      `'Value "${values[index]}" is not registered on the resource server' on property ${path}.`,
      path,
    );
  }
}
