import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DevServer } from '../src/index.js';
import { type Call, client, errorBody, start } from './http.js';

let server: DevServer;
let api: Call;
const AUDIENCE = 'https://bank.example.com/';
beforeAll(async () => {
  server = await start();
  api = client(server);
  await api('POST', '/resource-servers', {
    identifier: AUDIENCE,
    scopes: [{ value: 'read:balance' }, { value: 'transfer:funds' }],
    authorization_details: [{ type: 'money_transfer' }],
  });
  await api('POST', '/resource-servers', { identifier: 'urn:other', scopes: [{ value: 'x' }] });
  // Applications with readable ids (the API generates random ones).
  for (const id of ['app_1', 'app_2', 'app_3', 'a'])
    await server.store.collection('clients').set(id, {
      client_id: id,
      client_secret: 's'.repeat(48),
      name: id,
      callbacks: [],
      grant_types: ['client_credentials'],
      token_endpoint_auth_method: 'client_secret_post',
    });
});
afterAll(() => server.close());

describe('client grants', () => {
  test('POST 201 with id; 409 for a second grant of the same client, audience and subject type', async () => {
    const body = {
      client_id: 'app_1',
      audience: AUDIENCE,
      scope: ['read:balance'],
      authorization_details_types: ['money_transfer'],
    };
    const res = await api('POST', '/client-grants', body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ...body, id: expect.stringMatching(/^cgr_/) });
    const again = await api('POST', '/client-grants', { ...body, scope: [] });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(errorBody(409, 'conflict', /already exists/));
    const userGrant = await api('POST', '/client-grants', { ...body, subject_type: 'user' });
    expect(userGrant.status).toBe(201);
  });

  test.each([
    [{ audience: AUDIENCE, scope: [] }, 400, /Exactly one of client_id and default_for/],
    [
      { client_id: 'a', default_for: 'third_party_clients', audience: AUDIENCE },
      400,
      /Exactly one of client_id and default_for/,
    ],
    [
      { client_id: 'a', audience: AUDIENCE, scope: 'read:balance' },
      400,
      /Expected type array but found type string' on property scope/,
    ],
    [
      { client_id: 'a', audience: AUDIENCE, scope: ['nope'] },
      400,
      /not registered.* on property scope\[0\]/,
    ],
    [
      { client_id: 'a', audience: AUDIENCE, scope: [], authorization_details_types: ['other'] },
      400,
      /on property authorization_details_types\[0\]/,
    ],
    [
      { client_id: 'a', audience: AUDIENCE, scope: [], subject_type: 'robot' },
      400,
      /on property subject_type/,
    ],
    [
      { client_id: 'a', audience: AUDIENCE, scope: [], extra: true },
      400,
      /Additional properties not allowed: extra/,
    ],
    [{ client_id: 'a', audience: 'urn:missing', scope: [] }, 404, /No resource server found/],
    [{ client_id: 'nobody', audience: AUDIENCE, scope: [] }, 404, /No client found.*nobody/],
  ])('POST %j -> %i', async (body, status, message) => {
    const res = await api('POST', '/client-grants', body);
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(message);
    if (status === 400) expect(res.body.errorCode).toBe('invalid_body');
  });

  test('GET lists with audience/client_id filters, paging and checkpoint paging', async () => {
    await api('POST', '/client-grants', { client_id: 'app_2', audience: AUDIENCE, scope: [] });
    await api('POST', '/client-grants', {
      client_id: 'app_2',
      audience: 'urn:other',
      scope: ['x'],
    });
    const all = (await api('GET', '/client-grants')).body;
    expect(all.length).toBeGreaterThanOrEqual(4);
    const byClient = (await api('GET', '/client-grants?client_id=app_2')).body;
    expect(byClient.map((g: { audience: string }) => g.audience)).toEqual([AUDIENCE, 'urn:other']);
    const both = (
      await api('GET', `/client-grants?client_id=app_2&audience=${encodeURIComponent(AUDIENCE)}`)
    ).body;
    expect(both).toHaveLength(1);
    const totals = (await api('GET', '/client-grants?include_totals=true&per_page=1&page=1')).body;
    expect(totals).toEqual({ start: 1, limit: 1, total: all.length, client_grants: [all[1]] });
    const first = (await api('GET', '/client-grants?take=2')).body;
    expect(first).toEqual({ client_grants: all.slice(0, 2), next: '2' });
    const rest = (await api('GET', `/client-grants?take=100&from=${first.next}`)).body;
    expect(rest).toEqual({ client_grants: all.slice(2) });
    expect((await api('GET', '/client-grants?take=0')).status).toBe(400);
  });

  test('PATCH updates scope and types, GET by id, DELETE 204 then 404', async () => {
    const created = (
      await api('POST', '/client-grants', { client_id: 'app_3', audience: AUDIENCE, scope: [] })
    ).body;
    const res = await api('PATCH', `/client-grants/${created.id}`, {
      scope: ['transfer:funds'],
      authorization_details_types: ['money_transfer'],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...created,
      scope: ['transfer:funds'],
      authorization_details_types: ['money_transfer'],
    });
    expect((await api('GET', `/client-grants/${created.id}`)).body).toEqual(res.body);
    const bad = await api('PATCH', `/client-grants/${created.id}`, { audience: 'urn:other' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/on property audience/);
    expect((await api('DELETE', `/client-grants/${created.id}`)).status).toBe(204);
    const gone = await api('PATCH', `/client-grants/${created.id}`, { scope: [] });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual(
      errorBody(404, 'inexistent_client_grant', 'The client grant does not exist'),
    );
    expect((await api('DELETE', `/client-grants/${created.id}`)).status).toBe(404);
  });

  test('grants without scope, allow_all_scopes, default_for (filter and third-party fallback)', async () => {
    await server.store.collection('clients').set('third', {
      client_id: 'third',
      client_secret: 's'.repeat(48),
      name: 'third',
      is_first_party: false,
      callbacks: [],
      grant_types: ['client_credentials'],
      token_endpoint_auth_method: 'client_secret_post',
    });
    await api('POST', '/resource-servers', {
      identifier: 'urn:all',
      scopes: [{ value: 'a' }, { value: 'b' }],
    });
    const noScope = await api('POST', '/client-grants', {
      client_id: 'app_1',
      audience: 'urn:all',
    });
    expect(noScope.status).toBe(201);
    expect(noScope.body).not.toHaveProperty('scope');
    const all = await api('PATCH', `/client-grants/${noScope.body.id}`, { allow_all_scopes: true });
    expect(all.body).toMatchObject({ allow_all_scopes: true });
    const byDefault = await api('POST', '/client-grants', {
      default_for: 'third_party_clients',
      audience: 'urn:all',
      scope: ['a'],
    });
    expect(byDefault.status).toBe(201);
    expect(byDefault.body).not.toHaveProperty('client_id');
    const listed = (await api('GET', '/client-grants?default_for=third_party_clients')).body;
    expect(listed).toEqual([byDefault.body]);
    expect((await api('GET', '/client-grants?default_for=first_party')).status).toBe(400);

    // The token endpoint reads them as the service does.
    const token = async (client: string, scope: string) => {
      const res = await fetch(`${server.url}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: client,
          client_secret: 's'.repeat(48),
          audience: 'urn:all',
          scope,
        }),
      });
      return { status: res.status, body: await res.json() };
    };
    const first = await token('app_1', 'a b');
    expect(first.body.scope, JSON.stringify(first.body)).toBe('a b');
    // A third-party application without its own grant gets the default_for grant.
    expect((await token('third', 'a')).body.scope).toBe('a');
    expect((await token('third', 'a b')).body.error).toBe('invalid_scope');
    // A first-party one does not.
    expect((await token('app_2', 'a')).body.error).toBe('unauthorized_client');
  });
});
