/**
 * A user's MFA enrolments and login sessions, as the service's Management API shows them:
 * `GET /users/{id}/authentication-methods` (never a secret, key or hash),
 * `DELETE /users/{id}/authentication-methods/{method}`, `GET /users/{id}/sessions` and
 * `DELETE /users/{id}/sessions` (sign out everywhere). Creating a method is in users.ts, the
 * factor's shapes both ways in user-authentication-methods.ts.
 */
import { Hono } from 'hono';
import * as z from 'zod';
import { ApiError } from '../errors/api-error.js';
import type { ManagementEnv } from '../middleware/management-auth.js';
import { requireScope } from '../middleware/management-auth.js';
import { endSessionsOfUser, sessionsOfUser } from '../protocol/login-session.js';
import type { AppDeps } from '../tenant/app-deps.js';
import { users } from '../tenant/users.js';
import { lazy } from '../validation/lazy.js';
import { readQuery } from '../validation/read-body.js';
import { checkpointPage, checkpointQuery, pageOf, pagingQuery } from './paging.js';
import { publicFactor } from './user-authentication-methods.js';
import { userNotFound } from './users.js';

const methodsQuery = lazy(() => z.object(pagingQuery()));
const sessionsQuery = lazy(() =>
  z.object({ ...checkpointQuery(), include_totals: z.string().max(5).optional() }),
);

export function userFactorsSessionsRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const all = users(store);
  const router = new Hono<ManagementEnv>();
  const userOf = (id: string) => {
    const user = all.get(id);
    if (!user) throw userNotFound();
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
