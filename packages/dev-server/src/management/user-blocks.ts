/**
 * `/api/v2/user-blocks`: the blocks brute-force protection put on a user's identifiers, and an
 * administrator's unblock, as the service has them (`read:users` / `update:users`). Unblocking a
 * user also clears the counters of their MFA factors (src/login/brute-force.ts): on the service
 * those lift by themselves after a wait; screenkit lets an administrator lift them at once.
 */
import { Hono } from 'hono';
import * as z from 'zod';
import { ApiError, invalidUri } from '../errors/api-error.js';
import {
  blocksOf,
  blocksOfIdentifier,
  unblockIdentifier,
  unblockUser,
} from '../login/brute-force.js';
import { type ManagementEnv, requireScope } from '../middleware/management-auth.js';
import type { Store } from '../store/store.js';
import type { AppDeps } from '../tenant/app-deps.js';
import { connections } from '../tenant/connections.js';
import { type UserRecord, users } from '../tenant/users.js';
import { readQuery } from '../validation/read-body.js';

const identifierQuery = z.object({ identifier: z.string().min(1).max(320) });

/** Every connection: passwords block on database ones, codes on passwordless ones. */
const connectionNames = (store: Store) =>
  connections(store)
    .list()
    .map((c) => c.name);

export function userBlocksRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const router = new Hono<ManagementEnv>();
  const userOf = (id: string): UserRecord => {
    if (id.length > 300)
      throw invalidUri(
        `'String is too long (${id.length} chars), maximum 300' on property id.`,
        'id',
      );
    const user = users(store).get(id);
    if (!user) throw new ApiError(404, 'inexistent_user', 'The user does not exist.');
    return user;
  };

  router.get('/', requireScope('read:users'), (c) => {
    const { identifier } = readQuery(c, identifierQuery);
    return c.json({ blocked_for: blocksOfIdentifier(store, connectionNames(store), identifier) });
  });
  router.delete('/', requireScope('update:users'), async (c) => {
    const { identifier } = readQuery(c, identifierQuery);
    await unblockIdentifier(store, connectionNames(store), identifier);
    return c.body(null, 204);
  });
  router.get('/:id', requireScope('read:users'), (c) =>
    c.json({ blocked_for: blocksOf(store, userOf(c.req.param('id'))) }),
  );
  router.delete('/:id', requireScope('update:users'), async (c) => {
    await unblockUser(store, userOf(c.req.param('id')));
    return c.body(null, 204);
  });
  return router;
}
