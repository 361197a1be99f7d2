/**
 * The clients resource of the Management API mock, over HTTP and through the official `auth0`
 * Node client (pointed at the dev server with its documented `fetch` option).
 */
import { ManagementClient } from 'auth0';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DevServer, signManagementToken } from '../src/index.js';
import { type Call, client, errorBody, start } from './http.js';

const DOMAIN = 'tenant.screenkit.test';
let server: DevServer;
let api: Call;

function official(token: string): ManagementClient {
  return new ManagementClient({
    domain: DOMAIN,
    token,
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
}

beforeAll(async () => {
  server = await start();
  api = client(server);
});
afterAll(() => server.close());

describe('clients', () => {
  test('the official client creates, lists and gets applications', async () => {
    const management = official(server.managementToken);
    const created = await management.clients.create({
      name: 'Bank App',
      callbacks: ['https://app.example.com/callback'],
      app_type: 'regular_web',
    });
    expect(created.client_id).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(created.client_secret?.length).toBeGreaterThanOrEqual(40);
    expect(created.callbacks).toEqual(['https://app.example.com/callback']);
    expect(created.grant_types).toEqual([
      'authorization_code',
      'client_credentials',
      'refresh_token',
    ]);

    const fetched = await management.clients.get(created.client_id ?? '');
    expect(fetched).toMatchObject({ client_id: created.client_id, name: 'Bank App' });

    const page = await management.clients.list({ include_totals: true, per_page: 10, page: 0 });
    expect(page.data.map((c) => c.client_id)).toContain(created.client_id);
  });

  test('secrets and ids are unique; the record survives in the store', async () => {
    const a = await api('POST', '/clients', { name: 'A' });
    const b = await api('POST', '/clients', { name: 'B' });
    expect(a.body.client_id).not.toBe(b.body.client_id);
    expect(a.body.client_secret).not.toBe(b.body.client_secret);
    // The store keeps what was set; responses add the service's defaults.
    const stored = server.store.collection('clients').get(a.body.client_id);
    expect(stored).toEqual({
      client_id: a.body.client_id,
      client_secret: a.body.client_secret,
      name: 'A',
      callbacks: [],
      grant_types: ['authorization_code', 'client_credentials', 'refresh_token'],
      token_endpoint_auth_method: 'client_secret_post',
    });
    expect(a.body).toMatchObject({ ...(stored as object), tenant: 'screenkit-dev' });
  });

  test('paging with totals', async () => {
    const res = await api('GET', '/clients?per_page=1&page=0&include_totals=true');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['clients', 'limit', 'start', 'total']);
    expect(res.body).toMatchObject({ start: 0, limit: 1, total: expect.any(Number) });
    expect(res.body.clients).toHaveLength(1);
  });

  test.each([
    [{}, /Missing required property: name/, 'name'],
    [{ name: 'x', callbacks: ['not a url'] }, /absolute URL/, 'callbacks[0]'],
    [{ name: 'x', callbacks: 'https://a' }, /Expected type array/, 'callbacks'],
    [{ name: 'x', grant_types: ['magic'] }, /Invalid value/, 'grant_types[0]'],
    [{ name: 'x', callbacks: ['javascript:alert(1)'] }, /javascript: scheme/, 'callbacks[0]'],
    [
      {
        name: 'x',
        callbacks: ['https://ok.example/cb', 'data:text/html,<script>alert(1)</script>'],
      },
      /data: scheme/,
      'callbacks[1]',
    ],
    [{ name: 'x', logo_uri: 'javascript:alert(1)' }, /javascript: scheme/, 'logo_uri'],
    [
      { name: 'x', logo_uri: 'data:image/svg+xml,<svg onload=alert(1)>' },
      /data: scheme/,
      'logo_uri',
    ],
    [
      { name: 'x', initiate_login_uri: 'javascript:alert(1)' },
      /javascript: scheme/,
      'initiate_login_uri',
    ],
    [
      { name: 'x', initiate_login_uri: 'http://app.example/login' },
      /must use https/,
      'initiate_login_uri',
    ],
    [{ name: 'x', web_origins: ['vbscript:x'] }, /vbscript: scheme/, 'web_origins[0]'],
    [{ name: '<script>' }, /may not contain/, 'name'],
    [
      { name: 'x', client_secret: 'chosen' },
      /Additional properties not allowed: client_secret/,
      'client_secret',
    ],
  ])('POST %j is a 400 naming %s', async (body, message, property) => {
    const res = await api('POST', '/clients', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorBody(400, 'invalid_body', message));
    expect(res.body.message).toContain(`on property ${property}`);
  });

  test('404 for an unknown client, 400 for a malformed id', async () => {
    expect((await api('GET', '/clients/abcdef')).body).toEqual(
      errorBody(404, 'inexistent_client', 'The client does not exist'),
    );
    expect((await api('GET', `/clients/${encodeURIComponent('a b')}`)).status).toBe(400);
  });

  test('scopes: read:clients to read, create:clients to create', async () => {
    const readOnly = await signManagementToken(server.keys, { scopes: ['read:clients'] });
    const denied = await api('POST', '/clients', { name: 'x' }, readOnly);
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual(
      errorBody(403, 'insufficient_scope', 'Insufficient scope, expected any of: create:clients'),
    );
    expect((await api('GET', '/clients', undefined, readOnly)).status).toBe(200);
    const writeOnly = await signManagementToken(server.keys, { scopes: ['create:clients'] });
    expect((await api('GET', '/clients', undefined, writeOnly)).status).toBe(403);
    expect((await api('POST', '/clients', { name: 'x' }, writeOnly)).status).toBe(201);
  });
});

describe('clients through the official client: settings, update, delete, filters', () => {
  test('the service settings are accepted and returned; defaults are the service defaults', async () => {
    const management = official(server.managementToken);
    const spa = await management.clients.create({
      name: 'Single Page',
      app_type: 'spa',
      is_first_party: false,
      oidc_conformant: true,
      sso_disabled: true,
      cross_origin_authentication: true,
      web_origins: ['https://spa.example.com'],
      jwt_configuration: { alg: 'RS256', lifetime_in_seconds: 3600 },
      refresh_token: {
        rotation_type: 'rotating',
        expiration_type: 'expiring',
        token_lifetime: 86_400,
        idle_token_lifetime: 3600,
        leeway: 5,
      },
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'implicit', 'refresh_token'],
      initiate_login_uri: 'https://spa.example.com/login',
      logo_uri: 'https://spa.example.com/logo.png',
      callbacks: ['com.example.app://callback', 'https://spa.example.com/cb'],
    });
    expect(spa).toMatchObject({
      tenant: 'screenkit-dev',
      is_first_party: false,
      sso_disabled: true,
      web_origins: ['https://spa.example.com'],
      jwt_configuration: { alg: 'RS256', lifetime_in_seconds: 3600 },
      refresh_token: { rotation_type: 'rotating' },
    });
    const plain = await management.clients.create({ name: 'Plain' });
    expect(plain).toMatchObject({
      is_first_party: true,
      oidc_conformant: true,
      sso_disabled: false,
      cross_origin_authentication: false,
      jwt_configuration: { alg: 'RS256', lifetime_in_seconds: 36_000, secret_encoded: false },
      refresh_token: { rotation_type: 'non-rotating', expiration_type: 'non-expiring' },
    });
  });

  test('update, rotate the secret and delete (with the client grants)', async () => {
    const management = official(server.managementToken);
    const created = await management.clients.create({
      name: 'To Change',
      description: 'before',
      callbacks: ['https://a.example/cb'],
    });
    const id = created.client_id as string;
    const updated = await management.clients.update(id, {
      name: 'Changed',
      callbacks: ['http://127.0.0.1:4321/callback'],
      is_first_party: false,
    });
    expect(updated.description).toBe('before');
    // null clears an optional setting (the official client's type does not offer it).
    expect((await api('PATCH', `/clients/${id}`, { description: null })).status).toBe(200);
    expect(updated).toMatchObject({
      name: 'Changed',
      callbacks: ['http://127.0.0.1:4321/callback'],
    });
    expect(await management.clients.get(id)).not.toHaveProperty('description');
    expect((await management.clients.get(id)).is_first_party).toBe(false);
    const bad = await api('PATCH', `/clients/${id}`, { logo_uri: 'javascript:alert(1)' });
    expect(bad.body).toEqual(errorBody(400, 'invalid_body', /javascript: scheme/));

    const rotated = await management.clients.rotateSecret(id);
    expect(rotated.client_secret).not.toBe(created.client_secret);

    await api('POST', '/resource-servers', { identifier: 'urn:deleted-client' });
    const grant = await api('POST', '/client-grants', {
      client_id: id,
      audience: 'urn:deleted-client',
      scope: [],
    });
    expect(grant.status).toBe(201);
    await management.clients.delete(id);
    expect((await api('GET', `/clients/${id}`)).status).toBe(404);
    expect((await api('GET', `/client-grants/${grant.body.id}`)).status).toBe(404);
    expect((await api('DELETE', `/clients/${id}`)).status).toBe(404);
  });

  test('list filters: app_type, is_first_party, q, fields/include_fields', async () => {
    const management = official(server.managementToken);
    await management.clients.create({ name: 'Filter Native', app_type: 'native' });
    await management.clients.create({
      name: 'Filter Third',
      app_type: 'regular_web',
      is_first_party: false,
    });
    const names = async (query: Record<string, unknown>) =>
      (await management.clients.list({ per_page: 100, ...query })).data
        .map((c) => c.name)
        .filter((n) => n?.startsWith('Filter'));
    expect(await names({ app_type: 'native' })).toEqual(['Filter Native']);
    expect(await names({ app_type: 'native,regular_web' })).toEqual([
      'Filter Native',
      'Filter Third',
    ]);
    expect(await names({ is_first_party: false })).toEqual(['Filter Third']);
    expect(await names({ q: 'name:"Filter Nat*"' })).toEqual(['Filter Native']);
    expect(await names({ q: 'third' })).toEqual(['Filter Third']);
    expect(await names({ q: 'app_type:regular_web AND name:Filter*' })).toEqual(['Filter Third']);
    expect((await api('GET', '/clients?q=secret:x')).body).toEqual(
      errorBody(400, 'invalid_query_string', /Cannot search on secret/),
    );
    expect((await api('GET', '/clients?app_type=rocket')).status).toBe(400);
    const fields = await management.clients.list({ fields: 'name,app_type', q: 'Filter Native' });
    expect(fields.data).toEqual([{ name: 'Filter Native', app_type: 'native' }]);
    const without = await api('GET', '/clients?fields=client_secret&include_fields=false');
    expect(without.body.length).toBeGreaterThan(0);
    for (const c of without.body) expect(c).not.toHaveProperty('client_secret');
    const one = await api('GET', `/clients/${without.body[0].client_id}?fields=name`);
    expect(Object.keys(one.body)).toEqual(['name']);
  });
});
