import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DevServer } from '../src/index.js';
import { type Call, client, errorBody, start } from './http.js';

let server: DevServer;
let api: Call;
beforeAll(async () => {
  server = await start();
  api = client(server);
});
afterAll(() => server.close());

const RAR_API = {
  name: 'Payments API',
  identifier: 'https://payments.example.com/',
  scopes: [{ value: 'transfer:funds', description: 'Move money' }],
  consent_policy: 'standard',
  authorization_details: [
    { type: 'money_transfer' },
    { type: 'urn:vendor:schemas:authorization-details:v1:profile' },
  ],
};

describe('POST /resource-servers', () => {
  test('201 with id and the service defaults; never-set fields omitted', async () => {
    const res = await api('POST', '/resource-servers', RAR_API);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      ...RAR_API,
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      signing_alg: 'RS256',
      token_lifetime: 86400,
      token_lifetime_for_web: 7200,
      allow_offline_access: false,
      skip_consent_for_verifiable_first_party_clients: false,
      subject_type_authorization: {
        user: { policy: 'allow_all' },
        client: { policy: 'require_client_grant' },
      },
    });
    expect(res.body).not.toHaveProperty('token_dialect');
  });

  test('409 on a duplicate identifier', async () => {
    const res = await api('POST', '/resource-servers', { identifier: RAR_API.identifier });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(
      errorBody(409, 'conflict', 'A resource server with the same identifier already exists.'),
    );
  });

  test.each([
    [{}, /Missing required property: identifier' on property identifier/],
    [{ identifier: 5 }, /Expected type string but found type integer' on property identifier/],
    [{ identifier: '' }, /too short.* on property identifier/],
    [
      { identifier: 'x'.repeat(601) },
      /String is too long \(601 chars\), maximum 600' on property identifier/,
    ],
    [{ identifier: 'a', name: 'n'.repeat(201) }, /maximum 200' on property name/],
    [{ identifier: 'a', name: '<script>' }, /on property name/],
    [{ identifier: 'a', bogus: 1 }, /Additional properties not allowed: bogus' on property bogus/],
    [{ identifier: 'a', scopes: [{ value: '' }] }, /on property scopes\[0\]\.value/],
    [
      { identifier: 'a', scopes: [{ value: 'v'.repeat(281) }] },
      /maximum 280' on property scopes\[0\]\.value/,
    ],
    [
      { identifier: 'a', scopes: [{ value: 'ok', description: 'd'.repeat(501) }] },
      /on property scopes\[0\]\.description/,
    ],
    [{ identifier: 'a', consent_policy: 'sometimes' }, /on property consent_policy/],
    [
      { identifier: 'a', authorization_details: [{ type: 'has space' }] },
      /on property authorization_details\[0\]\.type/,
    ],
    [
      { identifier: 'a', authorization_details: [{}] },
      /Missing required property: authorization_details\[0\]\.type/,
    ],
    [
      { identifier: 'a', subject_type_authorization: { client: { policy: 'allow_all' } } },
      /Invalid value "allow_all".* on property subject_type_authorization\.client\.policy/,
    ],
    [
      { identifier: 'a', subject_type_authorization: { user: { policy: 'nope' } } },
      /subject_type_authorization\.user\.policy/,
    ],
    [{ identifier: 'a', token_lifetime: 1.5 }, /on property token_lifetime/],
    [{ identifier: 'a', signing_alg: 'none' }, /on property signing_alg/],
  ])('400 invalid_body naming the property: %j', async (body, message) => {
    const res = await api('POST', '/resource-servers', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorBody(400, 'invalid_body', message));
    expect(res.body.message).toMatch(/^Payload validation error: /);
  });

  test('accepts the transactional consent policy, null, and a user deny_all', async () => {
    const res = await api('POST', '/resource-servers', {
      identifier: 'urn:api:tx',
      consent_policy: 'transactional-authorization-with-mfa',
      subject_type_authorization: { user: { policy: 'deny_all' } },
    });
    expect(res.status).toBe(201);
    expect(res.body.subject_type_authorization).toEqual({
      user: { policy: 'deny_all' },
      client: { policy: 'require_client_grant' },
    });
    const nulled = await api('POST', '/resource-servers', {
      identifier: 'urn:api:null',
      consent_policy: null,
    });
    expect(nulled.status).toBe(201);
    expect(nulled.body.consent_policy).toBeNull();
  });
});

describe('GET, PATCH, DELETE /resource-servers/{id}', () => {
  test('get by id and by URL-encoded identifier; 404 for unknown', async () => {
    const created = (
      await api('POST', '/resource-servers', {
        identifier: 'https://get.example.com/api',
        name: 'Get',
      })
    ).body;
    expect((await api('GET', `/resource-servers/${created.id}`)).body).toEqual(created);
    const byIdentifier = await api(
      'GET',
      `/resource-servers/${encodeURIComponent(created.identifier)}`,
    );
    expect(byIdentifier.status).toBe(200);
    expect(byIdentifier.body).toEqual(created);
    const missing = await api('GET', '/resource-servers/000000000000000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(
      errorBody(404, 'inexistent_resource_server', 'The resource server does not exist'),
    );
  });

  test('PATCH changes only what is sent and merges the access policies', async () => {
    const created = (
      await api('POST', '/resource-servers', {
        identifier: 'urn:api:patch',
        name: 'Before',
        token_lifetime: 600,
      })
    ).body;
    const res = await api('PATCH', `/resource-servers/${encodeURIComponent('urn:api:patch')}`, {
      consent_policy: 'standard',
      authorization_details: [{ type: 'payment_initiation' }],
      subject_type_authorization: { client: { policy: 'deny_all' } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...created,
      consent_policy: 'standard',
      authorization_details: [{ type: 'payment_initiation' }],
      subject_type_authorization: { user: { policy: 'allow_all' }, client: { policy: 'deny_all' } },
    });
    expect((await api('GET', `/resource-servers/${created.id}`)).body).toEqual(res.body);
  });

  test('PATCH refuses identifier changes, client allow_all, bad values; 404 unknown', async () => {
    const created = (await api('POST', '/resource-servers', { identifier: 'urn:api:strict' })).body;
    const ident = await api('PATCH', `/resource-servers/${created.id}`, {
      identifier: 'urn:other',
    });
    expect(ident.status).toBe(400);
    expect(ident.body.message).toMatch(/on property identifier/);
    const allowAll = await api('PATCH', `/resource-servers/${created.id}`, {
      subject_type_authorization: {
        user: { policy: 'allow_all' },
        client: { policy: 'allow_all' },
      },
    });
    expect(allowAll.status).toBe(400);
    expect(allowAll.body.message).toMatch(/subject_type_authorization\.client\.policy/);
    const missing = await api('PATCH', '/resource-servers/nope', { name: 'x' });
    expect(missing.status).toBe(404);
  });

  test('DELETE answers 204, then 404', async () => {
    const created = (await api('POST', '/resource-servers', { identifier: 'urn:api:delete' })).body;
    const res = await api('DELETE', `/resource-servers/${created.id}`);
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    expect((await api('GET', `/resource-servers/${created.id}`)).status).toBe(404);
    expect((await api('DELETE', `/resource-servers/${created.id}`)).status).toBe(404);
  });
});

describe('GET /resource-servers (list)', () => {
  test('array by default; paging with totals; identifiers filter; bad paging is 400', async () => {
    for (let i = 0; i < 5; i++)
      await api('POST', '/resource-servers', { identifier: `urn:list:${i}` });
    const all = (await api('GET', '/resource-servers')).body;
    expect(Array.isArray(all)).toBe(true);
    const total = all.length;
    expect(total).toBeGreaterThanOrEqual(5);
    const page = await api('GET', '/resource-servers?page=1&per_page=2&include_totals=true');
    expect(page.body).toEqual({ start: 2, limit: 2, total, resource_servers: all.slice(2, 4) });
    const plain = await api('GET', '/resource-servers?page=0&per_page=3');
    expect(plain.body).toEqual(all.slice(0, 3));
    const filtered = await api(
      'GET',
      '/resource-servers?identifiers=urn:list:1&identifiers=urn:list:3',
    );
    expect(filtered.body.map((r: { identifier: string }) => r.identifier)).toEqual([
      'urn:list:1',
      'urn:list:3',
    ]);
    // A page shows each record as it is now (pages join cached texts of the records).
    await api('PATCH', `/resource-servers/${all[3].id}`, { name: 'Renamed' });
    const after = await api('GET', '/resource-servers?page=1&per_page=2&include_totals=true');
    expect(after.body.resource_servers[1]).toEqual({ ...all[3], name: 'Renamed' });
    await api('DELETE', `/resource-servers/${all[2].id}`);
    expect((await api('GET', '/resource-servers?page=1&per_page=2')).body[0].id).toBe(all[3].id);
    expect((await api('GET', '/resource-servers')).body).toHaveLength(total - 1);
    const named = await api('GET', '/resource-servers?page=0&per_page=1&fields=name');
    expect(named.body).toEqual([{ name: all[0].name }]);
    const tooMany = await api('GET', '/resource-servers?per_page=101');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/on property per_page/);
    expect((await api('GET', '/resource-servers?page=-1')).status).toBe(400);
  });
});
