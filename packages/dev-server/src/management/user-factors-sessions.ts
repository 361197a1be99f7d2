/**
 * A user's MFA enrolments and login sessions, as the service's Management API shows them:
 * `GET /users/{id}/authentication-methods` (never a secret, key or hash),
 * `DELETE /users/{id}/authentication-methods/{method}`, `GET /users/{id}/sessions` and
 * `DELETE /users/{id}/sessions` (sign out everywhere). Creating a method stays in users.ts.
 */
import { Hono } from 'hono';
import * as z from 'zod';
import { ApiError } from '../errors/api-error.js';
import type { ManagementEnv } from '../middleware/management-auth.js';
import { requireScope } from '../middleware/management-auth.js';
import { endSessionsOfUser, sessionsOfUser } from '../protocol/login-session.js';
import type { AppDeps } from '../tenant/app-deps.js';
import { type UserRecord, users } from '../tenant/users.js';
import { lazy } from '../validation/lazy.js';
import { readQuery } from '../validation/read-body.js';
import { checkpointPage, checkpointQuery, pageOf, pagingQuery } from './paging.js';

const methodsQuery = lazy(() => z.object(pagingQuery()));
const sessionsQuery = lazy(() =>
  z.object({ ...checkpointQuery(), include_totals: z.string().max(5).optional() }),
);

type StoredFactor = NonNullable<UserRecord['factors']>[number];

/** The API's name for a stored factor type (the store keeps the login flow's names). */
function apiType(factor: StoredFactor): {
  type: string;
  preferred_authentication_method?: string;
} {
  switch (factor.type) {
    case 'otp':
      return { type: 'totp' };
    case 'push-notification':
      return { type: 'push' };
    case 'sms':
    case 'voice':
      return { type: 'phone', preferred_authentication_method: factor.type };
    default:
      return { type: factor.type };
  }
}

/** What the API shows of a factor: its kind and label, never its secret or key material. */
function publicFactor(factor: StoredFactor) {
  return {
    id: factor.id,
    ...apiType(factor),
    confirmed: factor.confirmed,
    ...(factor.name ? { name: factor.name } : {}),
    ...(factor.phone_number ? { phone_number: factor.phone_number } : {}),
    ...(factor.email ? { email: factor.email } : {}),
    created_at: factor.created_at,
  };
}

const noUser = () => new ApiError(404, 'inexistent_user', 'The user does not exist.');

export function userFactorsSessionsRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const all = users(store);
  const router = new Hono<ManagementEnv>();
  const userOf = (id: string) => {
    const user = all.get(id);
    if (!user) throw noUser();
    return user;
  };

  // Offset paging as the service: a bare array, or `authenticators` with the totals.
  router.get('/:id/authentication-methods', requireScope('read:authentication_methods'), (c) => {
    const user = userOf(c.req.param('id'));
    const query = readQuery(c, methodsQuery());
    const methods = (user.factors ?? []).map(publicFactor);
    const { items, start, limit, total } = pageOf(methods, query.page, query.per_page);
    return c.json(query.include_totals ? { start, limit, total, authenticators: items } : items);
  });

  router.delete(
    '/:id/authentication-methods/:method',
    requireScope('delete:authentication_methods'),
    async (c) => {
      const user = userOf(c.req.param('id'));
      const method = c.req.param('method');
      const factors = user.factors ?? [];
      if (!factors.some((f) => f.id === method))
        throw new ApiError(
          404,
          'inexistent_authentication_method',
          'Authentication method not found',
        );
      await all.set(user.user_id, { ...user, factors: factors.filter((f) => f.id !== method) });
      return c.body(null, 204);
    },
  );

  router.get('/:id/sessions', requireScope('read:sessions'), (c) => {
    const user = userOf(c.req.param('id'));
    const query = readQuery(c, sessionsQuery());
    // Checkpoint paging (`from`, `take`), what the official client sends.
    const { items, next } = checkpointPage(
      sessionsOfUser(store, user.user_id),
      query.from,
      query.take,
    );
    return c.json({ sessions: items, ...(next ? { next } : {}) });
  });

  router.delete('/:id/sessions', requireScope('delete:sessions'), async (c) => {
    const user = userOf(c.req.param('id'));
    await endSessionsOfUser(store, user.user_id);
    return c.body(null, 202);
  });

  return router;
}
