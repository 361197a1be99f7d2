/**
 * `/api/v2/users`: create, get, list (paged, `q` over email/name, `connection`), update,
 * delete, and enrolling a factor, with the service's scopes and error bodies (the bodies:
 * user-bodies.ts; a factor: user-authentication-methods.ts). Passwords are checked against the
 * connection's policy and stored as bcrypt hashes (src/login/passwords.ts); responses never
 * carry the hash or the enrolled factors' secrets.
 */
import { Hono } from 'hono';
import { ApiError, invalidUri } from '../errors/api-error.js';
import type { ManagementEnv } from '../middleware/management-auth.js';
import { requireScope } from '../middleware/management-auth.js';
import type { Store } from '../store/store.js';
import type { AppDeps } from '../tenant/app-deps.js';
import { type ConnectionRecord, connectionNamed } from '../tenant/connections.js';
import { createUser, duplicateUser } from '../tenant/create-user.js';
import { checkPasswordPolicy, hashTenantPassword } from '../tenant/passwords.js';
import { deleteUser } from '../tenant/removals.js';
import { type UserRecord, userIndexes, users } from '../tenant/users.js';
import { readJsonBody, readQuery } from '../validation/read-body.js';
import { type Paged, pageOf } from './paging.js';
import { authenticationMethodBody, enrolledFactor } from './user-authentication-methods.js';
import { userBodies } from './user-bodies.js';

/** What the Management API shows of a user: never the hash nor factor secrets. */
export function publicUser(user: UserRecord): Omit<UserRecord, 'password_hash' | 'factors'> & {
  multifactor?: string[];
} {
  const { password_hash: _hash, factors, passkey_prompt_declined: _declined, ...rest } = user;
  const mfa = (factors ?? []).filter((f) => f.confirmed && f.type !== 'passkey');
  return mfa.length > 0 ? { ...rest, multifactor: ['guardian'] } : rest;
}

export const userNotFound = () => new ApiError(404, 'inexistent_user', 'The user does not exist.');

function weakPassword(connection: ConnectionRecord, password: string, user: Partial<UserRecord>) {
  const check = checkPasswordPolicy(password, connection, user);
  if (!check.ok) {
    throw new ApiError(
      400,
      'invalid_password',
      `PasswordStrengthError: Password is too weak (${check.rules
        .filter((r) => r.status === 'error')
        .map((r) => (r.items ? `${r.label} ${r.items.map((i) => i.label).join(', ')}` : r.label))
        .join('; ')})`,
      'password',
    );
  }
}

function findConnection(store: Store, name: string): ConnectionRecord {
  const connection = connectionNamed(store, name);
  if (!connection)
    throw new ApiError(
      400,
      'inexistent_connection',
      'The connection does not exist.',
      'connection',
    );
  return connection;
}

/** The service's answer to a body without a property the connection needs. */
const missingProperty = (name: string) =>
  new ApiError(
    400,
    'invalid_body',
    `Payload validation error: Missing required property: ${name}`,
    name,
  );

/**
 * The strategies the service creates users in: database and passwordless. Social and enterprise
 * users come from their identity provider at login; the service refuses to make one.
 */
const CREATABLE_STRATEGIES: readonly string[] = ['auth0', 'email', 'sms'];

const notCreatable = () =>
  new ApiError(
    400,
    'operation_not_supported',
    'connection is not supported for this operation',
    'connection',
  );

const userExists = () => new ApiError(409, 'auth0_idp_error', 'The user already exists.');

export function usersRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const all = users(store);
  const router = new Hono<ManagementEnv>();

  router.post('/', requireScope('create:users'), async (c) => {
    const {
      password,
      verify_email: _verify,
      connection: connectionName,
      ...body
    } = await readJsonBody(c, userBodies().createSchema);
    const connection = findConnection(store, connectionName);
    if (!CREATABLE_STRATEGIES.includes(connection.strategy)) throw notCreatable();
    const database = connection.strategy === 'auth0';
    if (database && !password) throw missingProperty('password');
    if (database && !body.email && !body.username) throw missingProperty('email');
    if (connection.options.requires_username && database && !body.username)
      throw missingProperty('username');
    if (duplicateUser(store, connection.name, body)) throw userExists();
    if (password !== undefined) weakPassword(connection, password, body);
    const record = await createUser(store, connection, body, password);
    if (!record) throw userExists();
    return c.json(publicUser(record), 201);
  });

  router.get('/', requireScope('read:users'), (c) => {
    const query = readQuery(c, userBodies().listQuery);
    const needle = query.q
      ?.replace(/^[a-z_]+:/, '')
      .replace(/["*]/g, '')
      .toLowerCase();
    // Only the page is mapped to its public shape; without filters only the page is read,
    // and a connection filter reads that connection's users through its index.
    let paged: Paged<UserRecord>;
    if (!query.connection && !needle) {
      paged = pageOf(all, query.page, query.per_page);
    } else {
      const candidates = query.connection
        ? userIndexes(store).connection.get(query.connection)
        : all.list();
      const matching = needle
        ? candidates.filter((u) =>
            [u.email, u.name, u.username, u.nickname, u.user_id].some((v) =>
              v?.toLowerCase().includes(needle),
            ),
          )
        : candidates;
      paged = pageOf(matching, query.page, query.per_page);
    }
    const { start, limit, total } = paged;
    const items = paged.items.map(publicUser);
    return c.json(
      query.include_totals ? { start, limit, length: items.length, total, users: items } : items,
    );
  });

  const userOf = (id: string) => {
    if (id.length > 300)
      throw invalidUri(
        `'String is too long (${id.length} chars), maximum 300' on property id.`,
        'id',
      );
    const record = all.get(id);
    if (!record) throw userNotFound();
    return record;
  };

  router.get('/:id', requireScope('read:users'), (c) =>
    c.json(publicUser(userOf(c.req.param('id')))),
  );

  router.patch('/:id', requireScope('update:users'), async (c) => {
    const current = userOf(c.req.param('id'));
    const {
      password,
      verify_email: _verify,
      connection: _c,
      ...body
    } = await readJsonBody(c, userBodies().updateSchema);
    const connectionName = current.identities[0]?.connection ?? '';
    if (duplicateUser(store, connectionName, body, current.user_id)) throw userExists();
    const next: UserRecord = {
      ...current,
      ...body,
      // Metadata is merged one level deep, as the service does; null removes a key.
      user_metadata: mergeMetadata(current.user_metadata, body.user_metadata),
      app_metadata: mergeMetadata(current.app_metadata, body.app_metadata),
      updated_at: new Date().toISOString(),
    };
    if (password !== undefined) {
      const connection = findConnection(store, connectionName);
      weakPassword(connection, password, next);
      next.password_hash = await hashTenantPassword(store, password);
    }
    await all.set(next.user_id, next);
    return c.json(publicUser(next));
  });

  // The user's MFA factors (the service's authentication-methods), e.g. a TOTP key to seed.
  router.post(
    '/:id/authentication-methods',
    requireScope('create:authentication_methods'),
    async (c) => {
      const user = userOf(c.req.param('id'));
      const body = await readJsonBody(c, authenticationMethodBody());
      const factor = enrolledFactor(body);
      await all.set(user.user_id, { ...user, factors: [...(user.factors ?? []), factor] });
      return c.json({ id: factor.id, type: body.type, created_at: factor.created_at }, 201);
    },
  );

  router.delete('/:id', requireScope('delete:users'), async (c) => {
    const id = c.req.param('id');
    userOf(id);
    // The user leaves every organization, as on the service.
    await deleteUser(store, id);
    return c.body(null, 204);
  });

  return router;
}

function mergeMetadata(
  current: Record<string, unknown>,
  patch: Record<string, unknown> | undefined,
): Record<string, unknown> {
  if (!patch) return current;
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
