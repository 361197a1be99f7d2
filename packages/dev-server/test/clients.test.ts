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
    expect(server.store.collection('clients').get(a.body.client_id)).toEqual(a.body);
  });

  test('paging with totals', async () => {
    const res = await api('GET', '/clients?per_page=1&page=0&include_totals=true');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ start: 0, limit: 1, length: 1, total: expect.any(Number) });
    expect(res.body.clients).toHaveLength(1);
  });

  test.each([
    [{}, /Missing required property: name/, 'name'],
    [{ name: 'x', callbacks: ['not a url'] }, /absolute URL/, 'callbacks[0]'],
    [{ name: 'x', callbacks: 'https://a' }, /Expected type array/, 'callbacks'],
    [{ name: 'x', grant_types: ['implicit'] }, /Invalid value/, 'grant_types[0]'],
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
