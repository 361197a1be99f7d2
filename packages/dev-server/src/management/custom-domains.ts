/**
 * `/api/v2/custom-domains`: `POST` (create, `pending_verification`), `GET` (list), `GET`,
 * `PATCH`, `DELETE /{id}`, and `POST /{id}/verify`, with the `*:custom_domains` scopes. The
 * service verifies a domain by its DNS record; the dev server has no DNS to ask, so verify is
 * the local stand-in: it marks the domain `ready` (tenant/custom-domains.ts says what a ready
 * domain is used for).
 */
import { Hono } from 'hono';
import * as z from 'zod';
import { ApiError, invalidUri } from '../errors/api-error.js';
import type { ManagementEnv } from '../middleware/management-auth.js';
import { requireScope } from '../middleware/management-auth.js';
import type { AppDeps } from '../tenant/app-deps.js';
import { type CustomDomainRecord, customDomains } from '../tenant/custom-domains.js';
import { checkStoredRecords } from '../validation/check-stored-records.js';
import { lazy } from '../validation/lazy.js';
import { readJsonBody } from '../validation/read-body.js';
import { alphanumeric } from './random-id.js';

/** A DNS name of at least two labels; the tenant's canonical `*.auth0.com` names are not custom. */
const DOMAIN =
  /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;
const CANONICAL = /\.auth0(app)?\.com$/;
const ID = /^cd_[A-Za-z0-9]{16}$/;

const schemas = lazy(() => {
  const ipHeader = z
    .enum(['true-client-ip', 'cf-connecting-ip', 'x-forwarded-for', 'x-azure-clientip', ''])
    .nullable();
  const metadata = z
    .record(z.string().min(1).max(255), z.string().max(255).nullable())
    .refine((m) => Object.keys(m).length <= 10, { message: 'At most 10 metadata keys' });
  const create = z.strictObject({
    domain: z
      .string()
      .transform((d) => d.toLowerCase())
      .refine((d) => DOMAIN.test(d), { message: 'Must be a valid domain name' })
      .refine((d) => !CANONICAL.test(d), { message: 'Must not be an auth0.com domain' }),
    type: z.enum(['auth0_managed_certs', 'self_managed_certs']),
    verification_method: z.literal('txt').optional(),
    tls_policy: z.literal('recommended').optional(),
    custom_client_ip_header: ipHeader.optional(),
    domain_metadata: metadata.optional(),
  });
  const update = z.strictObject({
    tls_policy: z.literal('recommended').optional(),
    custom_client_ip_header: ipHeader.optional(),
    domain_metadata: metadata.optional(),
  });
  const stored = z.looseObject({
    custom_domain_id: z.string().regex(ID),
    domain: z.string().regex(DOMAIN),
    status: z.enum(['pending_verification', 'ready', 'failed']),
    type: z.enum(['auth0_managed_certs', 'self_managed_certs']),
  });
  return { create, update, stored };
});

// Not confirmed against the service: the 404 and 409 codes follow its resource-server ones.
const notFound = () =>
  new ApiError(404, 'inexistent_custom_domain', 'The custom domain does not exist');

export function customDomainsRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const domains = customDomains(store);
  checkStoredRecords(store, domains, () => schemas().stored);
  const routes = new Hono<ManagementEnv>();
  const find = (id: string): CustomDomainRecord => {
    if (!ID.test(id))
      throw invalidUri(`'String does not match pattern ${ID.source}' on property id.`, 'id');
    const domain = domains.get(id);
    if (!domain) throw notFound();
    return domain;
  };

  routes.post('/', requireScope('create:custom_domains'), async (c) => {
    const { verification_method: _txt, ...body } = await readJsonBody(c, schemas().create);
    if (domains.list().some((d) => d.domain === body.domain))
      throw new ApiError(409, 'custom_domain_already_exists', 'The custom domain already exists');
    const id = `cd_${alphanumeric(12).slice(0, 16)}`;
    const record: CustomDomainRecord = {
      custom_domain_id: id,
      domain: body.domain,
      primary: domains.size === 0,
      status: 'pending_verification',
      type: body.type,
      tls_policy: body.tls_policy ?? 'recommended',
      ...(body.custom_client_ip_header !== undefined
        ? { custom_client_ip_header: body.custom_client_ip_header }
        : {}),
      ...(body.domain_metadata ? { domain_metadata: body.domain_metadata } : {}),
      verification: {
        methods: [
          {
            name: 'txt',
            record: `screenkit-domain-verification=${alphanumeric(24)}`,
            domain: `_cf-custom-hostname.${body.domain}`,
          },
        ],
        status: 'pending',
      },
    };
    await domains.set(id, record);
    return c.json(record, 201);
  });

  routes.get('/', requireScope('read:custom_domains'), (c) => c.json(domains.list()));

  routes.get('/:id', requireScope('read:custom_domains'), (c) => c.json(find(c.req.param('id'))));

  routes.patch('/:id', requireScope('update:custom_domains'), async (c) => {
    const current = find(c.req.param('id'));
    const body = await readJsonBody(c, schemas().update);
    const next: CustomDomainRecord = { ...current, ...body };
    await domains.set(current.custom_domain_id, next);
    return c.json(next);
  });

  routes.delete('/:id', requireScope('delete:custom_domains'), async (c) => {
    await domains.delete(find(c.req.param('id')).custom_domain_id);
    return c.body(null, 204);
  });

  // The local stand-in for the DNS check: the domain is taken as verified.
  routes.post('/:id/verify', requireScope('create:custom_domains'), async (c) => {
    const current = find(c.req.param('id'));
    const next: CustomDomainRecord = {
      ...current,
      status: 'ready',
      origin_domain_name: 'localhost',
      verification: {
        ...current.verification,
        status: 'verified',
        last_verified_at: new Date().toISOString(),
      },
    };
    await domains.set(current.custom_domain_id, next);
    return c.json(next);
  });

  return routes;
}
