/**
 * The official Node client (npm `auth0`, `ManagementClient`) against the dev server, unchanged:
 * the only change is where it connects. Its base URL is always `https://{domain}/api/v2`, so
 * its documented `fetch` option sends those requests to the loopback server.
 */
import { Management, ManagementClient, ManagementError } from 'auth0';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DevServer, issueManagementToken } from '../src/index.js';
import { start, tempDir } from './http.js';

const DOMAIN = 'tenant.screenkit.test';
let server: DevServer;
let store: Awaited<ReturnType<typeof tempDir>>;
let management: ManagementClient;

function clientFor(token: string): ManagementClient {
  return new ManagementClient({
    domain: DOMAIN,
    token,
    maxRetries: 0,
    fetch: (input, init) => {
      const url = String(input instanceof Request ? input.url : input).replace(
        `https://${DOMAIN}`,
        server.url,
      );
      return fetch(url, init);
    },
  });
}

beforeAll(async () => {
  store = await tempDir();
  server = await start({ storeDir: store.dir });
  management = clientFor(server.managementToken);
});
afterAll(async () => {
  await server.close();
  await store.remove();
});

/** The rejection of `promise`, which must be a ManagementError of this class and status. */
async function failure<E extends ManagementError>(
  promise: Promise<unknown>,
  kind: new (...args: never[]) => E,
  status: number,
): Promise<E> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(kind);
  expect((error as E).statusCode).toBe(status);
  return error as E;
}

describe('official auth0 ManagementClient', () => {
  test('resource servers: create, get by id and identifier, list (paged), update, delete', async () => {
    const created = await management.resourceServers.create({
      name: 'Payments',
      identifier: 'https://payments.example.com/',
      scopes: [{ value: 'transfer:funds', description: 'Move money' }],
      // The client's type lists only the transactional value; the seed's `standard` goes through as-is.
      consent_policy: 'standard' as 'transactional-authorization-with-mfa',
      authorization_details: [{ type: 'money_transfer' }],
    });
    expect(created.id).toMatch(/^[0-9a-f]{24}$/);
    expect(created.subject_type_authorization).toEqual({
      user: { policy: 'allow_all' },
      client: { policy: 'require_client_grant' },
    });
    expect((await management.resourceServers.get(created.id as string)).name).toBe('Payments');
    expect((await management.resourceServers.get('https://payments.example.com/')).id).toBe(
      created.id,
    );

    for (let i = 0; i < 3; i++)
      await management.resourceServers.create({ identifier: `urn:client:${i}` });
    const page = await management.resourceServers.list({ per_page: 2 });
    expect(page.data).toHaveLength(2);
    const all: string[] = [];
    for await (const rs of await management.resourceServers.list({ per_page: 2 }))
      all.push(rs.identifier as string);
    expect(all).toEqual([
      'https://payments.example.com/',
      'urn:client:0',
      'urn:client:1',
      'urn:client:2',
    ]);

    const updated = await management.resourceServers.update(created.id as string, {
      subject_type_authorization: { user: { policy: 'deny_all' }, client: { policy: 'deny_all' } },
      authorization_details: [{ type: 'payment_initiation' }],
    });
    expect(updated.subject_type_authorization?.user?.policy).toBe('deny_all');
    expect(updated.authorization_details).toEqual([{ type: 'payment_initiation' }]);
    await management.resourceServers.delete('urn:client:2');
    await failure(management.resourceServers.get('urn:client:2'), Management.NotFoundError, 404);
  });

  test("resource server errors surface as the client's typed errors with the service body", async () => {
    const conflict = await failure(
      management.resourceServers.create({ identifier: 'https://payments.example.com/' }),
      Management.ConflictError,
      409,
    );
    expect(conflict.body).toMatchObject({
      statusCode: 409,
      message: 'A resource server with the same identifier already exists.',
    });
    const bad = await failure(
      management.resourceServers.create({ identifier: 'x'.repeat(601) }),
      Management.BadRequestError,
      400,
    );
    expect(bad.body).toMatchObject({
      errorCode: 'invalid_body',
      message: expect.stringContaining('on property identifier'),
    });
    const allowAll = await failure(
      management.resourceServers.update('https://payments.example.com/', {
        subject_type_authorization: { client: { policy: 'allow_all' as 'deny_all' } },
      }),
      Management.BadRequestError,
      400,
    );
    expect(allowAll.message).toMatch(/subject_type_authorization\.client\.policy/);
    // The client has no typed error for a 404 on update: it surfaces as a plain ManagementError.
    await failure(management.resourceServers.update('nope', { name: 'x' }), ManagementError, 404);
  });

  test('resource servers: the settings the service accepts, null clears, lifetimes checked, fields', async () => {
    const created = await management.resourceServers.create({
      identifier: 'urn:settings',
      signing_alg: 'RS512',
      allow_online_access: true,
      token_dialect: 'rfc9068_profile_authz',
      proof_of_possession: { mechanism: 'dpop', required: true, required_for: 'public_clients' },
      subject_type_authorization: { user: { policy: 'require_client_grant' } },
      consent_policy: 'transactional-authorization-with-mfa',
      authorization_details: [{ type: 'payment_initiation' }],
      token_lifetime: 3600,
    });
    expect(created).toMatchObject({
      signing_alg: 'RS512',
      allow_online_access: true,
      token_dialect: 'rfc9068_profile_authz',
      proof_of_possession: { mechanism: 'dpop', required: true },
      token_lifetime: 3600,
      token_lifetime_for_web: 3600,
    });
    const cleared = await management.resourceServers.update('urn:settings', {
      authorization_details: null,
      proof_of_possession: null,
      consent_policy: null,
    });
    expect(cleared).not.toHaveProperty('authorization_details');
    expect(cleared).not.toHaveProperty('proof_of_possession');
    expect(cleared.consent_policy).toBeNull();
    const tooLong = await failure(
      management.resourceServers.update('urn:settings', {
        token_lifetime_for_web: 7200,
      } as Management.UpdateResourceServerRequestContent),
      Management.BadRequestError,
      400,
    );
    expect(tooLong.message).toMatch(/token_lifetime_for_web.*cannot be greater/);
    // HS256: the service makes a signing secret and returns it.
    const hs = await management.resourceServers.create({
      identifier: 'urn:hs',
      signing_alg: 'HS256',
    });
    expect(hs.signing_secret?.length).toBeGreaterThanOrEqual(16);
    const only = await management.resourceServers.get('urn:hs', { include_fields: true });
    expect(only.signing_secret).toBe(hs.signing_secret);
    const picked = await fetch(
      `${server.url}/api/v2/resource-servers?fields=identifier,signing_alg&include_fields=true&identifiers=urn:hs`,
      { headers: { authorization: `Bearer ${server.managementToken}` } },
    );
    expect(await picked.json()).toEqual([{ identifier: 'urn:hs', signing_alg: 'HS256' }]);
    const dropped = await fetch(
      `${server.url}/api/v2/resource-servers/urn:hs?fields=signing_secret&include_fields=false`,
      { headers: { authorization: `Bearer ${server.managementToken}` } },
    );
    expect(await dropped.json()).not.toHaveProperty('signing_secret');
  });

  test('client grants: create, list with filters (checkpoint paging), get, update, delete', async () => {
    await management.resourceServers.create({
      identifier: 'urn:bank',
      scopes: [{ value: 'read' }, { value: 'write' }],
    });
    const [app1, app2, app3] = await Promise.all(
      ['App 1', 'App 2', 'App 3'].map(
        async (name) => (await management.clients.create({ name })).client_id as string,
      ),
    );
    const grant = await management.clientGrants.create({
      client_id: app1,
      audience: 'urn:bank',
      scope: ['read'],
    });
    expect(grant.id).toMatch(/^cgr_/);
    await management.clientGrants.create({ client_id: app2, audience: 'urn:bank', scope: [] });
    const ids: string[] = [];
    for await (const g of await management.clientGrants.list({ audience: 'urn:bank', take: 1 }))
      ids.push(g.client_id as string);
    expect(ids).toEqual([app1, app2]);
    const filtered = await management.clientGrants.list({ client_id: app2 });
    expect(filtered.data.map((g) => g.client_id)).toEqual([app2]);
    expect((await management.clientGrants.get(grant.id as string)).scope).toEqual(['read']);
    const updated = await management.clientGrants.update(grant.id as string, {
      scope: ['read', 'write'],
    });
    expect(updated.scope).toEqual(['read', 'write']);
    await management.clientGrants.delete(grant.id as string);
    await failure(management.clientGrants.get(grant.id as string), Management.NotFoundError, 404);
    await failure(
      management.clientGrants.create({ client_id: app2, audience: 'urn:bank', scope: [] }),
      Management.ConflictError,
      409,
    );
    await failure(
      management.clientGrants.create({ client_id: 'no_such_app', audience: 'urn:bank' }),
      Management.NotFoundError,
      404,
    );
    const noScope = await management.clientGrants.create({
      client_id: app3,
      audience: 'urn:bank',
      allow_all_scopes: true,
    });
    expect(noScope).toMatchObject({ client_id: app3, allow_all_scopes: true });
    await management.clientGrants.delete(noScope.id as string);
    await failure(
      management.clientGrants.create({ client_id: app3, audience: 'urn:bank', scope: ['nope'] }),
      Management.BadRequestError,
      400,
    );
  });

  test('partials: set and get the customized consent form content', async () => {
    const partials = {
      'customized-consent': {
        'form-content': '<p>{{ transaction.params.authorization_details[0].type }}</p>',
      },
    };
    await management.prompts.partials.set(
      'customized-consent',
      partials as Management.SetPartialsRequestContent,
    );
    expect(await management.prompts.partials.get('customized-consent')).toEqual(partials);
    await failure(
      management.prompts.partials.set('customized-consent', {
        'customized-consent': { 'form-content': 'x'.repeat(10_001) },
      } as Management.SetPartialsRequestContent),
      Management.BadRequestError,
      400,
    );
  });

  test('rendering: update, get, bulk update and list with query parameters', async () => {
    const head_tags = [
      {
        tag: 'script',
        attributes: { src: 'http://127.0.0.1:5173/consent.js', type: 'module', defer: true },
      },
    ];
    const updated = await management.prompts.rendering.update(
      'customized-consent',
      'customized-consent',
      {
        rendering_mode: 'advanced',
        head_tags,
        context_configuration: ['screen.texts', 'client.metadata.tier'],
      },
    );
    expect(updated.rendering_mode).toBe('advanced');
    const got = await management.prompts.rendering.get('customized-consent', 'customized-consent');
    expect(got).toMatchObject({
      tenant: 'screenkit-dev',
      prompt: 'customized-consent',
      screen: 'customized-consent',
      head_tags,
    });

    const bulk = await management.prompts.rendering.bulkUpdate({
      configs: [
        { prompt: 'login-id', screen: 'login-id', rendering_mode: 'advanced', head_tags },
        { prompt: 'signup', screen: 'signup', rendering_mode: 'standard' },
      ],
    });
    expect(bulk.configs).toHaveLength(2);
    const advanced = await management.prompts.rendering.list({ rendering_mode: 'advanced' });
    expect(advanced.data.map((c) => c.screen).sort()).toEqual(['customized-consent', 'login-id']);
    const fields = await management.prompts.rendering.list({
      fields: 'prompt,screen',
      prompt: 'signup',
    });
    expect(fields.data).toEqual([{ prompt: 'signup', screen: 'signup' }]);
    const seen: string[] = [];
    for await (const c of await management.prompts.rendering.list({ per_page: 1 }))
      seen.push(c.screen as string);
    expect(seen).toHaveLength(3);

    await failure(
      management.prompts.rendering.update('login', 'login', {
        context_configuration: ['client.metadata'],
      }),
      Management.BadRequestError,
      400,
    );
    await failure(
      management.prompts.rendering.update('login', 'signup' as 'login', {
        rendering_mode: 'standard',
      }),
      Management.BadRequestError,
      400,
    );
  });

  test('auth errors: 401 for a bad token, 403 insufficient_scope for a missing scope', async () => {
    await failure(clientFor('garbage').resourceServers.list(), Management.UnauthorizedError, 401);
    const readOnly = clientFor(
      await issueManagementToken({ storeDir: store.dir, scopes: ['read:prompts'] }),
    );
    expect((await readOnly.prompts.rendering.list()).data.length).toBeGreaterThan(0);
    const denied = await failure(
      readOnly.prompts.rendering.update('login', 'login', { rendering_mode: 'standard' }),
      Management.ForbiddenError,
      403,
    );
    expect(denied.body).toMatchObject({
      errorCode: 'insufficient_scope',
      message: 'Insufficient scope, expected any of: update:prompts',
    });
  });
});
