/**
 * The official `auth0` ManagementClient against /api/v2/users and /api/v2/connections, as in
 * official-client.test.ts: only the host changes.
 */
import { Management, ManagementClient } from 'auth0';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DevServer } from '../src/index.js';
import { signManagementToken, users } from '../src/index.js';
import { sessionOf, startSession } from '../src/protocol/login-session.js';
import { start } from './http.js';

const DOMAIN = 'tenant.screenkit.test';
let server: DevServer;
let management: ManagementClient;

beforeAll(async () => {
  server = await start();
  management = new ManagementClient({
    domain: DOMAIN,
    token: server.managementToken,
    maxRetries: 0,
    fetch: (input, init) =>
      fetch(
        String(input instanceof Request ? input.url : input).replace(
          `https://${DOMAIN}`,
          server.url,
        ),
        init,
      ),
  });
});
afterAll(() => server.close());

async function rejection(promise: Promise<unknown>) {
  return promise.then(
    () => undefined,
    (e: unknown) => e as Management.BadRequestError,
  );
}

describe('official auth0 ManagementClient: identities', () => {
  test('connections: create, get, list (checkpoint paging), update; conflicts and bad bodies', async () => {
    const db = await management.connections.create({
      name: 'Username-Password-Authentication',
      strategy: 'auth0',
      options: { passwordPolicy: 'good', password_complexity_options: { min_length: 10 } },
    });
    expect(db.id).toMatch(/^con_/);
    await management.connections.create({ name: 'google-oauth2', strategy: 'google-oauth2' });
    await management.connections.create({ name: 'email', strategy: 'email' });
    expect((await management.connections.get(db.id as string)).name).toBe(db.name);
    const names: string[] = [];
    for await (const c of await management.connections.list({ take: 2 }))
      names.push(c.name as string);
    expect(names).toEqual(['Username-Password-Authentication', 'google-oauth2', 'email']);
    const updated = await management.connections.update(db.id as string, {
      options: { passwordPolicy: 'excellent' },
    });
    expect(updated.options).toEqual({ passwordPolicy: 'excellent' });

    const conflict = await rejection(
      management.connections.create({ name: 'email', strategy: 'email' }),
    );
    expect(conflict).toBeInstanceOf(Management.ConflictError);
    const bad = await rejection(
      management.connections.create({ name: 'bad name!', strategy: 'auth0' }),
    );
    expect(bad).toBeInstanceOf(Management.BadRequestError);
    expect(bad?.body).toMatchObject({
      errorCode: 'invalid_body',
      message: expect.stringContaining('name'),
    });
    expect(await rejection(management.connections.get('con_missing'))).toBeInstanceOf(
      Management.NotFoundError,
    );
  });

  test('users: create (hashed, policy checked), get, list with totals and q, update, delete', async () => {
    const created = await management.users.create({
      connection: 'Username-Password-Authentication',
      email: 'ada@example.com',
      password: 'Analytical-Engine-1843',
      name: 'Ada Lovelace',
      user_metadata: { theme: 'dark' },
    });
    expect(created.user_id).toMatch(/^auth0\|[0-9a-f]{24}$/);
    expect(created).not.toHaveProperty('password_hash');
    expect(users(server.store).get(created.user_id as string)?.password_hash).toMatch(
      /^\$2[aby]\$04\$/,
    );

    const weak = await rejection(
      management.users.create({
        connection: 'Username-Password-Authentication',
        email: 'b@example.com',
        password: 'short',
      }),
    );
    expect(weak).toBeInstanceOf(Management.BadRequestError);
    expect(weak?.body).toMatchObject({
      errorCode: 'invalid_password',
      message: expect.stringMatching(/^PasswordStrengthError/),
    });
    const taken = await rejection(
      management.users.create({
        connection: 'Username-Password-Authentication',
        email: 'ADA@example.com',
        password: 'Another-Long-One-1',
      }),
    );
    expect(taken).toBeInstanceOf(Management.ConflictError);
    const noConnection = await rejection(
      management.users.create({ connection: 'nope', email: 'c@example.com', password: 'x' }),
    );
    expect(noConnection?.body).toMatchObject({ errorCode: 'inexistent_connection' });

    await management.users.create({
      connection: 'Username-Password-Authentication',
      email: 'grace@example.com',
      password: 'Compiler-Pioneer-1952',
    });
    const page = await management.users.list({ per_page: 1, include_totals: true });
    expect(page.data).toHaveLength(1);
    const all: string[] = [];
    for await (const u of await management.users.list({ per_page: 1 })) all.push(u.email as string);
    expect(all).toEqual(['ada@example.com', 'grace@example.com']);
    const found = await management.users.list({ q: 'email:"grace@example.com"' });
    expect(found.data.map((u) => u.email)).toEqual(['grace@example.com']);

    const id = created.user_id as string;
    expect((await management.users.get(id)).name).toBe('Ada Lovelace');
    const updated = await management.users.update(id, {
      user_metadata: { lang: 'en' },
      blocked: true,
    });
    expect(updated.user_metadata).toEqual({ theme: 'dark', lang: 'en' });
    expect(updated.blocked).toBe(true);
    await management.users.delete(id);
    expect(await rejection(management.users.get(id))).toBeInstanceOf(Management.NotFoundError);
  });

  test("a given user_id is the identity's id: the user's id carries the provider, and is unique", async () => {
    const database = await management.users.create({
      connection: 'Username-Password-Authentication',
      user_id: 'imported-42',
      email: 'imported@example.com',
      password: 'Imported-Long-Pass-1',
    });
    expect(database.user_id).toBe('auth0|imported-42');
    expect(database.identities).toEqual([
      {
        connection: 'Username-Password-Authentication',
        user_id: 'imported-42',
        provider: 'auth0',
        isSocial: false,
      },
    ]);
    expect((await management.users.get('auth0|imported-42')).email).toBe('imported@example.com');
    expect(await rejection(management.users.get('imported-42'))).toBeInstanceOf(
      Management.NotFoundError,
    );

    // The same id on a passwordless connection is another user: `email|imported-42`.
    const passwordless = await management.users.create({
      connection: 'email',
      user_id: 'imported-42',
      email: 'imported@example.com',
    });
    expect(passwordless.user_id).toBe('email|imported-42');
    expect(passwordless.identities?.[0]).toMatchObject({
      provider: 'email',
      user_id: 'imported-42',
    });

    // The same id again on the same connection, with other identifiers: the service's 409.
    const again = await rejection(
      management.users.create({
        connection: 'Username-Password-Authentication',
        user_id: 'imported-42',
        email: 'someone-else@example.com',
        password: 'Imported-Long-Pass-1',
      }),
    );
    expect(again).toBeInstanceOf(Management.ConflictError);
    expect(again?.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'The user already exists.',
      errorCode: 'auth0_idp_error',
    });
    expect(
      users(server.store)
        .list()
        .filter((u) => u.user_id.endsWith('imported-42'))
        .map((u) => u.user_id)
        .sort(),
    ).toEqual(['auth0|imported-42', 'email|imported-42']);
  });

  test("a database user needs a password and an email or username: the service's 400", async () => {
    const missing = async (body: Record<string, string>) =>
      (
        await rejection(
          management.users.create({ connection: 'Username-Password-Authentication', ...body }),
        )
      )?.body;
    expect(await missing({ email: 'nopass@example.com' })).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Payload validation error: Missing required property: password',
      errorCode: 'invalid_body',
    });
    expect(await missing({ password: 'Long-Enough-Pass-1' })).toMatchObject({
      message: 'Payload validation error: Missing required property: email',
    });
  });

  test("social and enterprise connections take no created users: the service's 400, none stored", async () => {
    await management.connections.create({ name: 'corp-oidc', strategy: 'oidc' });
    for (const connection of ['google-oauth2', 'corp-oidc']) {
      const refused = await rejection(
        management.users.create({ connection, email: `made-in-${connection}@example.com` }),
      );
      expect(refused).toBeInstanceOf(Management.BadRequestError);
      expect(refused?.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'connection is not supported for this operation',
        errorCode: 'operation_not_supported',
      });
    }
    expect(JSON.stringify(users(server.store).list())).not.toContain('made-in-');
  });

  test("a user's MFA enrolments and sessions: list without secrets, delete one factor, sign out everywhere", async () => {
    const user = await management.users.create({
      connection: 'Username-Password-Authentication',
      email: 'mfa-sessions@example.com',
      password: 'Correct-Horse-Battery-7',
    });
    const id = user.user_id as string;
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const totp = await management.users.authenticationMethods.create(id, {
      type: 'totp',
      totp_secret: secret,
    });
    await management.users.authenticationMethods.create(id, {
      type: 'phone',
      phone_number: '+15555550100',
      preferred_authentication_method: 'voice',
    });
    const listed = [];
    for await (const m of await management.users.authenticationMethods.list(id)) listed.push(m);
    expect(listed.map((m) => [m.type, m.preferred_authentication_method])).toEqual([
      ['totp', undefined],
      ['phone', 'voice'],
    ]);
    expect(JSON.stringify(listed)).not.toContain(secret);
    await management.users.authenticationMethods.delete(id, totp.id as string);
    const left = await fetch(`${server.url}/api/v2/users/${id}/authentication-methods`, {
      headers: { authorization: `Bearer ${server.managementToken}` },
    }).then((r) => r.json() as Promise<{ type: string }[]>);
    expect(left.map((m) => m.type)).toEqual(['phone']);
    expect(
      await rejection(management.users.authenticationMethods.delete(id, 'totp|dev_missing')),
    ).toBeInstanceOf(Management.NotFoundError);

    const opened = await startSession(server.store, id, ['pwd', 'mfa'], 1_800_000_000);
    const sessions = [];
    for await (const s of await management.users.sessions.list(id)) sessions.push(s);
    expect(sessions).toEqual([
      expect.objectContaining({
        id: opened.sid,
        user_id: id,
        authenticated_at: new Date(1_800_000_000_000).toISOString(),
        authentication: { methods: [{ name: 'pwd' }, { name: 'mfa' }] },
      }),
    ]);
    expect(JSON.stringify(sessions)).not.toContain(opened.value);
    await management.users.sessions.delete(id);
    expect(sessionOf(server.store, opened.value)).toBeUndefined();
    for await (const s of await management.users.sessions.list(id)) expect(s).toBeUndefined();
  });

  test('scopes are enforced like the other routers', async () => {
    const readOnly = await signManagementToken(server.keys, { scopes: ['read:users'] });
    const call = (method: string, path: string) =>
      fetch(`${server.url}/api/v2${path}`, {
        method,
        headers: { authorization: `Bearer ${readOnly}`, 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { body: '{}' }),
      });
    expect((await call('GET', '/users')).status).toBe(200);
    const denied = await call('POST', '/users');
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({
      errorCode: 'insufficient_scope',
      message: expect.stringContaining('create:users'),
    });
    expect((await call('GET', '/connections')).status).toBe(403);
    expect((await fetch(`${server.url}/api/v2/users`)).status).toBe(401);
  });
});
