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
    [{ audience: AUDIENCE, scope: [] }, 400, /Missing required property: client_id/],
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
});
