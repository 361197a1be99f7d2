/**
 * `/api/v2/sessions/{id}`: one login session by its id (the ID tokens' `sid`): get it, or
 * delete it, which ends that browser's login (a later `prompt=none` answers `login_required`).
 * A user's sessions as a list, and signing out everywhere, are in user-factors-sessions.ts.
 */
import { Hono } from 'hono';
import { ApiError, invalidUri } from '../errors/api-error.js';
import type { ManagementEnv } from '../middleware/management-auth.js';
import { requireScope } from '../middleware/management-auth.js';
import { endSessionById, sessionById } from '../protocol/login-session.js';
import type { AppDeps } from '../tenant/app-deps.js';

/** Session ids are base64url (login-session.ts makes them from 16 random bytes). */
const SESSION_ID = /^[A-Za-z0-9_-]{1,128}$/;

const checkedId = (id: string): string => {
  if (!SESSION_ID.test(id))
    throw invalidUri(`'String does not match pattern ${SESSION_ID.source}' on property id.`, 'id');
  return id;
};

export function sessionsRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const router = new Hono<ManagementEnv>();

  router.get('/:id', requireScope('read:sessions'), (c) => {
    const session = sessionById(store, checkedId(c.req.param('id')));
    if (!session) throw new ApiError(404, 'inexistent_session', 'Session not found');
    return c.json(session);
  });

  // 202 as on the service ("session deletion request accepted"), whether or not the session
  // was still live: its OpenAPI declares no 404 here, and the outcome (no session) is the same.
  router.delete('/:id', requireScope('delete:sessions'), async (c) => {
    await endSessionById(store, checkedId(c.req.param('id')));
    return c.body(null, 202);
  });

  return router;
}
