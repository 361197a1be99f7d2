/**
 * What CIBA refuses, each with the service's error and nothing left pending or sent: every limit
 * of authorization_details (seed 8, the vendor schema, registered types), binding_message,
 * login_hint, scope, expiry, audience, client authentication, a non-CIBA, public or unreachable
 * application; the Management API's rules for a CIBA application through the official
 * ManagementClient; and the API's access policy, at /bc-authorize and again at the token.
 */
import { ManagementClient, ManagementError } from 'auth0';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_API } from '../src/index.js';
import { managementClientOptions } from '../src/official-client.js';
import { pendingBackchannelCount } from '../src/protocol/backchannel-requests.js';
import { CIBA_GRANT, errorOf } from './support/ciba.js';
import { type CibaTenant, PROFILE, startCibaTenant, TRANSFER } from './support/ciba-tenant.js';
import { readInbox } from './support/flow-driver.js';

let server: CibaTenant['server'];
let api: CibaTenant['api'];
let clientId: string;
let app: CibaTenant['app'];
let userId: CibaTenant['userId'];
let authorize: CibaTenant['authorize'];
let latestMessage: CibaTenant['latestMessage'];
let answerOnApp: CibaTenant['answerOnApp'];

beforeAll(async () => {
  ({ server, api, clientId, app, userId, authorize, latestMessage, answerOnApp } =
    await startCibaTenant());
});
afterAll(async () => {
  await server?.close();
});

describe('bad input: the service error, nothing pending, nothing sent', () => {
  const deep = (levels: number): Record<string, unknown> =>
    levels === 0 ? { leaf: 'x' } : { next: deep(levels - 1) };
  const many = (n: number) =>
    Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, 'v']));
  /** One entry per limit of seed section 8 (and the registered types). */
  const OVER_LIMITS: Array<[string, string]> = [
    [
      '1 total size over 5 KB',
      JSON.stringify([
        { ...TRANSFER, subject: 's'.repeat(200), a: 'a'.repeat(250), b: 'b'.repeat(250) },
        ...Array.from({ length: 4 }, () => ({
          ...TRANSFER,
          a: 'a'.repeat(250),
          b: 'b'.repeat(250),
          c: 'c'.repeat(250),
          d: 'd'.repeat(250),
          e: 'e'.repeat(250),
        })),
      ]),
    ],
    ['2 not JSON', '[{"type":"money_transfer",}'],
    ['3 not an array of objects', JSON.stringify([TRANSFER, 'money_transfer'])],
    ['4 six entries', JSON.stringify(Array.from({ length: 6 }, () => TRANSFER))],
    ['5 an unregistered type', JSON.stringify([{ ...TRANSFER, type: 'crypto_transfer' }])],
    ['6 eleven properties', JSON.stringify([{ type: 'money_transfer', ...many(10) }])],
    ['7 a 256-character name', JSON.stringify([{ ...TRANSFER, ['n'.repeat(256)]: 'v' }])],
    ['8 a 256-character value', JSON.stringify([{ ...TRANSFER, beneficiary: 'v'.repeat(256) }])],
    ['9 nested six levels', JSON.stringify([{ type: 'money_transfer', ...deep(5) }])],
    ['10 a name with a forbidden character', JSON.stringify([{ ...TRANSFER, 'bad name!': 'v' }])],
    [
      'vendor schema: a displayed property without a name',
      JSON.stringify([
        { ...PROFILE, properties: { a: { display: true, display_order: '1', value: 'x' } } },
      ]),
    ],
  ];

  async function refused(params: Record<string, string>, auth?: Record<string, string>) {
    const before = await readInbox(server);
    const pendingBefore = pendingBackchannelCount(server.store);
    const { body: bank } = await api('GET', `/clients/${clientId}`);
    const res = await fetch(`${server.url}/bc-authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: clientId,
        client_secret: bank.client_secret,
        login_hint: JSON.stringify({
          format: 'iss_sub',
          iss: `${server.url}/`,
          sub: userId('sam@example.com'),
        }),
        scope: 'openid transfer:funds',
        binding_message: 'Transfer 42',
        audience: DEMO_API,
        ...auth,
        ...params,
      }),
    });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
    expect(pendingBackchannelCount(server.store)).toBe(pendingBefore);
    const after = await readInbox(server);
    expect([after.length, after[0]?.id]).toEqual([before.length, before[0]?.id]);
    return body as { error: string; error_description: string };
  }

  test.each(OVER_LIMITS)('authorization_details over the limit: %s', async (name, details) => {
    const body = await refused({ authorization_details: details });
    expect(body.error).toBe('invalid_authorization_details');
    const rule = /^\d+/.exec(name)?.[0] ?? 'vendor-schema';
    expect(body.error_description).toContain(`rule ${rule} `);
  });

  test('binding_message, login_hint, scope, expiry, audience: each refused with its error', async () => {
    const cases: Array<[Record<string, string>, string, RegExp]> = [
      [
        { binding_message: '<script>alert(1)</script>' },
        'invalid_binding_message',
        /binding_message/,
      ],
      [{ binding_message: 'x'.repeat(65) }, 'invalid_binding_message', /64/],
      [{ binding_message: '' }, 'invalid_request', /binding_message is required/],
      [
        {
          login_hint: JSON.stringify({
            format: 'iss_sub',
            iss: `${server.url}/`,
            sub: 'auth0|nobody',
          }),
        },
        'unknown_user_id',
        /not known/,
      ],
      [
        { login_hint: JSON.stringify({ format: 'email', email: 'sam@example.com' }) },
        'invalid_request',
        /iss_sub/,
      ],
      [{ login_hint: 'sam@example.com' }, 'invalid_request', /iss_sub/],
      [
        {
          login_hint: JSON.stringify({
            format: 'iss_sub',
            iss: 'https://evil.example/',
            sub: userId('sam@example.com'),
          }),
        },
        'invalid_request',
        /issuer/,
      ],
      [{ scope: 'transfer:funds' }, 'invalid_request', /openid/],
      [{ requested_expiry: '0' }, 'invalid_request', /requested_expiry/],
      [{ requested_expiry: '259201' }, 'invalid_request', /requested_expiry/],
      [{ requested_expiry: '1e3' }, 'invalid_request', /requested_expiry/],
      [{ audience: 'https://unknown.example/api' }, 'access_denied', /Service not found/],
      [
        { audience: '', authorization_details: '[{"type":"money_transfer"}]' },
        'invalid_request',
        /needs an audience/,
      ],
      [{ client_secret: 'wrong' }, 'invalid_client', /Wrong client credentials/],
    ];
    for (const [params, error, description] of cases) {
      const body = await refused(params);
      expect(body.error, JSON.stringify(params)).toBe(error);
      expect(body.error_description).toMatch(description);
    }
  });

  test('a non-CIBA application and a public one are refused', async () => {
    const plain = (await api('POST', '/clients', { name: 'Plain App' })).body;
    let body = await refused(
      {},
      { client_id: plain.client_id, client_secret: plain.client_secret },
    );
    expect(body).toMatchObject({ error: 'unauthorized_client' });
    expect(body.error_description).toContain('urn:openid:params:grant-type:ciba');
    const spa = (
      await api('POST', '/clients', {
        name: 'SPA',
        token_endpoint_auth_method: 'none',
        app_type: 'spa',
      })
    ).body;
    body = await refused({ client_secret: '' }, { client_id: spa.client_id });
    expect(body.error).toBe('invalid_client');
    // Push only, and sam has no authenticator app: no way to reach him.
    const pushOnly = (
      await api('POST', '/clients', {
        name: 'Push Only',
        grant_types: [CIBA_GRANT],
        async_approval_notification_channels: ['guardian-push'],
      })
    ).body;
    body = await refused(
      {},
      { client_id: pushOnly.client_id, client_secret: pushOnly.client_secret },
    );
    expect(body).toMatchObject({ error: 'invalid_request' });
    expect(body.error_description).toContain('no push factor is enrolled');
  });
});

describe('Management API: a CIBA application (official ManagementClient)', () => {
  test('round-trips the grant and channels; refuses what the service refuses', async () => {
    const management = new ManagementClient({ ...managementClientOptions(server), maxRetries: 0 });
    const created = await management.clients.create({
      name: 'Backchannel App',
      app_type: 'regular_web',
      grant_types: [CIBA_GRANT, 'refresh_token'],
      async_approval_notification_channels: ['email', 'guardian-push'],
    });
    expect(created).toMatchObject({
      grant_types: [CIBA_GRANT, 'refresh_token'],
      async_approval_notification_channels: ['email', 'guardian-push'],
    });
    const id = created.client_id as string;
    const updated = await management.clients.update(id, {
      async_approval_notification_channels: ['guardian-push'],
    });
    expect(updated.async_approval_notification_channels).toEqual(['guardian-push']);
    expect((await management.clients.get(id)).async_approval_notification_channels).toEqual([
      'guardian-push',
    ]);

    const refusals: Array<[Record<string, unknown>, RegExp]> = [
      [{ token_endpoint_auth_method: 'none' }, /confidential/],
      [{ is_first_party: false }, /first-party/],
      [{ oidc_conformant: false }, /OIDC conformant/],
      [{ async_approval_notification_channels: ['email', 'email'] }, /twice/],
      [{ async_approval_notification_channels: ['sms'] }, /async_approval_notification_channels/],
      [{ async_approval_notification_channels: [] }, /async_approval_notification_channels/],
    ];
    for (const [body, message] of refusals) {
      const error = await management.clients.update(id, body as never).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error, JSON.stringify(body)).toBeInstanceOf(ManagementError);
      expect((error as ManagementError).statusCode).toBe(400);
      expect(JSON.stringify((error as ManagementError).body)).toMatch(message);
    }
    // Nothing half-applied: the application is as it was.
    expect(await management.clients.get(id)).toMatchObject({
      grant_types: [CIBA_GRANT, 'refresh_token'],
      async_approval_notification_channels: ['guardian-push'],
    });
    // A public application may not take the grant when created either.
    const error = await management.clients
      .create({ name: 'Public', token_endpoint_auth_method: 'none', grant_types: [CIBA_GRANT] })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect((error as ManagementError).statusCode).toBe(400);
  });
});

describe("the API's access policy (seed 2.4) applies as for any token", () => {
  const setUserPolicy = async (policy: string) =>
    expect(
      (
        await api('PATCH', `/resource-servers/${encodeURIComponent(DEMO_API)}`, {
          subject_type_authorization: {
            user: { policy },
            client: { policy: 'require_client_grant' },
          },
        })
      ).status,
    ).toBe(200);

  test('deny_all refuses at /bc-authorize, and at the token after an approval', async () => {
    try {
      await setUserPolicy('deny_all');
      const pending = pendingBackchannelCount(server.store);
      expect(await errorOf(authorize('pat@example.com'))).toBe('access_denied');
      expect(pendingBackchannelCount(server.store)).toBe(pending);

      await setUserPolicy('allow_all');
      const { auth_req_id } = await authorize('pat@example.com');
      expect(await answerOnApp((await latestMessage()).link, 'approve')).toBe(200);
      await setUserPolicy('deny_all');
      expect(await errorOf(app.backchannel.backchannelGrant({ auth_req_id }))).toBe(
        'access_denied',
      );
    } finally {
      await setUserPolicy('allow_all');
    }
  });
});
