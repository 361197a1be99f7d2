/**
 * `/organizations/{id}/invitations`: create, list, get, delete, with the service's bodies (the
 * official client's CreateOrganizationInvitationRequestContent / OrganizationInvitation). The
 * invitation URL is the application's login route (`initiate_login_uri`) with `invitation`,
 * `organization` and `organization_name`, as on the service; the application's route sends
 * those on to /authorize with its own audience and scopes, where the login opens on
 * accept-invitation (src/login/invitations.ts). An application without a login route cannot
 * invite, as on the service. The email the service would send lands in the local inbox.
 */

import { Hono } from 'hono';
import * as z from 'zod';
import { ApiError, invalidBody, invalidUri } from '../errors/api-error.js';
import type { ManagementEnv } from '../middleware/management-auth.js';
import { requireScope } from '../middleware/management-auth.js';
import type { AppDeps } from '../tenant/app-deps.js';
import { findClient } from '../tenant/applications.js';
import {
  type InvitationRecord,
  invitations,
  invitationsByOrganization,
} from '../tenant/invitations.js';
import { deliver } from '../tenant/outbox.js';
import { lazy } from '../validation/lazy.js';
import { readJsonBody, readQuery } from '../validation/read-body.js';
import { selectFields } from './fields.js';
import { organizationOf } from './organizations.js';
import { booleanQuery, pageOf, pagingQuery } from './paging.js';
import { alphanumeric } from './random-id.js';
import { checkRolesExist } from './roles.js';

const DEFAULT_TTL = 604_800; // 7 days
const MAX_TTL = 2_592_000; // 30 days
const INVITATION_ID = /^uinv_[A-Za-z0-9]{1,32}$/;

/** The routes' schemas, built on first use (validation/lazy.ts). */
const schemas = lazy(() => {
  const createBody = z.strictObject({
    inviter: z.strictObject({ name: z.string().min(1).max(300) }),
    invitee: z.strictObject({ email: z.email().max(320) }),
    client_id: z.string().min(1).max(64),
    connection_id: z.string().min(1).max(64).optional(),
    app_metadata: z.record(z.string().max(255), z.unknown()).optional(),
    user_metadata: z.record(z.string().max(255), z.unknown()).optional(),
    ttl_sec: z.number().int().min(0).max(MAX_TTL).optional(),
    roles: z.array(z.string().max(64)).max(50).optional(),
    send_invitation_email: z.boolean().optional(),
  });
  const listQuery = z.object({
    ...pagingQuery(),
    fields: z.string().max(1000).optional(),
    include_fields: booleanQuery().optional(),
    sort: z.enum(['created_at:1', 'created_at:-1']).optional(),
  });
  const fieldsQuery = z.object({
    fields: z.string().max(1000).optional(),
    include_fields: booleanQuery().optional(),
  });
  return { createBody, listQuery, fieldsQuery };
});

export function organizationInvitationsRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const router = new Hono<ManagementEnv>();
  const all = () => invitations(store);
  const invitationOf = (orgId: string, id: string): InvitationRecord => {
    if (!INVITATION_ID.test(id))
      throw invalidUri(
        `'String does not match pattern ${INVITATION_ID.source}' on property invitation_id.`,
        'invitation_id',
      );
    const found = all().get(id);
    if (!found || found.organization_id !== orgId)
      throw new ApiError(404, 'inexistent_invitation', 'The invitation does not exist');
    return found;
  };

  router.post('/:id/invitations', requireScope('create:organization_invitations'), async (c) => {
    const org = organizationOf(store, c.req.param('id'));
    const body = await readJsonBody(c, schemas().createBody);
    const client = findClient(store, body.client_id);
    if (!client) throw invalidBody(`'Client ${body.client_id} does not exist'.`, 'client_id');
    if (
      body.connection_id &&
      !org.enabled_connections?.some((e) => e.connection_id === body.connection_id)
    )
      throw invalidBody(
        `'The connection ${body.connection_id} is not enabled for this organization'.`,
        'connection_id',
      );
    if (body.roles) checkRolesExist(store, body.roles, 'roles');
    const { send_invitation_email, ttl_sec, ...fields } = body;
    const ticket = alphanumeric(24);
    const now = Date.now();
    const params = new URLSearchParams({
      invitation: ticket,
      organization: org.id,
      organization_name: org.name,
    });
    const loginRoute = client.initiate_login_uri;
    if (typeof loginRoute !== 'string' || !loginRoute)
      throw invalidBody(
        `'The application ${client.name} has no login route: set its initiate_login_uri to create invitations'.`,
        'client_id',
      );
    const record: InvitationRecord = {
      id: `uinv_${alphanumeric(12)}`,
      organization_id: org.id,
      ...fields,
      ticket_id: ticket,
      invitation_url: `${loginRoute}${loginRoute.includes('?') ? '&' : '?'}${params}`,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + (ttl_sec || DEFAULT_TTL) * 1000).toISOString(),
    };
    await all().set(record.id, record);
    if (send_invitation_email !== false)
      deliver(store, {
        channel: 'email',
        to: record.invitee.email,
        subject: `${record.inviter.name} invited you to ${org.display_name ?? org.name}`,
        body: `Accept the invitation to join ${org.display_name ?? org.name} on ${client.name}.`,
        link: record.invitation_url,
      });
    return c.json(record, 201);
  });

  router.get('/:id/invitations', requireScope('read:organization_invitations'), (c) => {
    const org = organizationOf(store, c.req.param('id'));
    const query = readQuery(c, schemas().listQuery);
    const matching = invitationsByOrganization(store)
      .get(org.id)
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .map((i) => selectFields(i, query));
    // The service's default order is created_at:-1 (newest first).
    if (query.sort !== 'created_at:1') matching.reverse();
    const { items, start, limit } = pageOf(matching, query.page, query.per_page);
    // No total: the service does not count invitations.
    return c.json(query.include_totals ? { start, limit, invitations: items } : items);
  });

  router.get(
    '/:id/invitations/:invitation_id',
    requireScope('read:organization_invitations'),
    (c) => {
      const org = organizationOf(store, c.req.param('id'));
      const found = invitationOf(org.id, c.req.param('invitation_id'));
      return c.json(selectFields(found, readQuery(c, schemas().fieldsQuery)));
    },
  );

  router.delete(
    '/:id/invitations/:invitation_id',
    requireScope('delete:organization_invitations'),
    async (c) => {
      const org = organizationOf(store, c.req.param('id'));
      const found = invitationOf(org.id, c.req.param('invitation_id'));
      await all().delete(found.id);
      return c.body(null, 204);
    },
  );

  return router;
}
