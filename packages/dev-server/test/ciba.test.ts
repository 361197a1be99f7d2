/**
 * CIBA with Rich Authorization Requests end to end over HTTP, with the official Node SDK's
 * backchannel client as the application: `/bc-authorize`, the user's answer by push (the
 * authenticator app's stand-in page) or by email (the link's login and consent, driven as a
 * browser without JavaScript would), and polling `/oauth/token`: pending, slow down, approved
 * (tokens carrying the approved authorization_details, redeemed once), denied, expired.
 */
import { ManagementClient, ManagementError } from 'auth0';
import type { AuthenticationClient } from 'auth0/legacy';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { VENDOR_PROFILE_TYPE } from '../src/fixtures/index.js';
import { DEMO_API, type DevServer } from '../src/index.js';
import { managementClientOptions } from '../src/official-client.js';
import { pendingBackchannelCount } from '../src/protocol/backchannel-requests.js';
import { type Call, client, start } from './http.js';
import { backchannelClient, CIBA_GRANT, errorOf } from './support/ciba.js';
import { flowDriver, type Page, screenOf, seedFlowTenant } from './support/flow-driver.js';

let server: DevServer;
let api: Call;
let clientId: string;
let app: AuthenticationClient;
const userIds = new Map<string, string>();

const TRANSFER = {
  type: 'money_transfer',
  instructedAmount: { amount: 120, currency: 'EUR' },
  beneficiary: 'Grace Hopper',
};
const PROFILE = {
  type: VENDOR_PROFILE_TYPE,
  instruction: 'Share your profile with the bank',
  properties: {
    state: { display: true, name: 'State of residence', display_order: '2', value: 'CA' },
    fullName: { display: true, name: 'Full name', display_order: '1', value: 'Sam Lee' },
    internalId: { display: false, value: 'HIDDEN-4711' },
  },
};

beforeAll(async () => {
  server = await start();
  api = client(server);
  clientId = await seedFlowTenant(server, [
    ['customized-consent', 'customized-consent'],
    ['consent', 'consent'],
    ['async-approval-flow', 'async-approval-accepted'],
    ['async-approval-flow', 'async-approval-denied'],
    ['async-approval-flow', 'async-approval-error'],
    ['async-approval-flow', 'async-approval-wrong-user'],
    ['login-id', 'login-id'],
    ['login-password', 'login-password'],
    ['mfa-push', 'mfa-push-challenge-push'],
  ]);
  const { body: bank } = await api('GET', `/clients/${clientId}`);
  app = backchannelClient(server.url, clientId, bank.client_secret);
  const { body: listed } = await api('GET', '/users?per_page=100');
  for (const user of listed as Array<{ user_id: string; email: string }>)
    userIds.set(user.email, user.user_id);
  // pat's authenticator app (the dev-only stand-in for enrolling push); sam has none.
  const pat = encodeURIComponent(userIds.get('pat@example.com') ?? '');
  expect((await api('POST', `/users/${pat}/authentication-methods`, { type: 'push' })).status).toBe(
    201,
  );
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const userId = (email: string) => userIds.get(email) ?? '';

function authorize(email: string, extra: Record<string, string> = {}) {
  return app.backchannel.authorize({
    userId: userId(email),
    binding_message: 'Transfer 120 EUR #42',
    scope: 'openid profile email transfer:funds',
    audience: DEMO_API,
    authorization_details: JSON.stringify([TRANSFER, PROFILE]),
    ...extra,
  });
}

async function latestMessage(): Promise<{ channel: string; body: string; link: string }> {
  const messages = await (await fetch(`${server.url}/_screenkit/inbox?format=json`)).json();
  return messages[0];
}

async function answerOnApp(link: string, answer: 'approve' | 'reject'): Promise<number> {
  const res = await fetch(new URL(link, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ answer }),
  });
  return res.status;
}

describe('push: the authenticator app carries consent', () => {
  test('pending, slow down, the app shows the request, approve, tokens once', async () => {
    const started = await authorize('pat@example.com');
    expect(started).toMatchObject({ expires_in: 300, interval: 5 });
    expect(started.auth_req_id).toMatch(/^[\w-]{20,}$/);
    const grant = () => app.backchannel.backchannelGrant({ auth_req_id: started.auth_req_id });
    expect(await errorOf(grant())).toBe('authorization_pending');
    expect(await errorOf(grant())).toBe('slow_down');

    const push = await latestMessage();
    expect(push.channel).toBe('push');
    const page = await fetch(new URL(push.link, server.url));
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const html = await page.text();
    expect(html).toContain('Transfer 120 EUR #42');
    expect(html).toContain('Share your profile with the bank');
    // Displayed properties by display_order; the hidden one never.
    expect(html.indexOf('Full name')).toBeLessThan(html.indexOf('State of residence'));
    expect(html).not.toContain('HIDDEN-4711');
    expect(html).toContain('1 other entry');

    expect(await answerOnApp(push.link, 'approve')).toBe(200);
    const tokens = await grant();
    expect(tokens.authorization_details).toEqual([TRANSFER, PROFILE]);
    const jwks = createRemoteJWKSet(new URL(`${server.url}/.well-known/jwks.json`));
    const access = (await jwtVerify(tokens.access_token, jwks)).payload;
    expect(access).toMatchObject({
      sub: userId('pat@example.com'),
      aud: DEMO_API,
      azp: clientId,
      authorization_details: [TRANSFER, PROFILE],
    });
    expect(access.scope).toContain('transfer:funds');
    const id = (await jwtVerify(tokens.id_token, jwks)).payload;
    expect(id).toMatchObject({ sub: userId('pat@example.com'), aud: clientId, amr: ['mfa'] });
    // Redeemed once; the link is spent too.
    expect(await errorOf(grant())).toBe('invalid_grant');
    expect(await answerOnApp(push.link, 'approve')).toBe(400);
  });

  test('rejected on the app: access_denied, then the request is gone', async () => {
    const { auth_req_id } = await authorize('pat@example.com');
    expect(await answerOnApp((await latestMessage()).link, 'reject')).toBe(200);
    const grant = () => app.backchannel.backchannelGrant({ auth_req_id });
    expect(await errorOf(grant())).toBe('access_denied');
    expect(await errorOf(grant())).toBe('invalid_grant');
  });

  test('expired: expired_token once, and the push link no longer answers', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { auth_req_id, expires_in } = await authorize('pat@example.com', {
      requested_expiry: '60',
    });
    expect(expires_in).toBe(60);
    const link = (await latestMessage()).link;
    vi.setSystemTime(Date.now() + 61_000);
    expect(await answerOnApp(link, 'approve')).toBe(400);
    const grant = () => app.backchannel.backchannelGrant({ auth_req_id });
    expect(await errorOf(grant())).toBe('expired_token');
    expect(await errorOf(grant())).toBe('invalid_grant');
  });
});

describe('email: login as the named user, customized consent, result screens', () => {
  async function emailLink(email: string, decision?: Record<string, string>) {
    // Above 300 s a user is reached by email.
    const started = await authorize(email, { requested_expiry: '600', ...decision });
    const message = await latestMessage();
    expect(message.channel).toBe('email');
    expect(message.body).toContain('Transfer 120 EUR #42');
    expect(message.link).toMatch(/^\/bc-verify\?ticket=/);
    return { started, link: new URL(message.link, server.url) };
  }

  async function logIn(
    browser: ReturnType<typeof flowDriver>,
    link: URL,
    email: string,
    password: string,
  ) {
    const loginId = await browser.open(link);
    expect(screenOf(loginId)).toBe('login-id');
    // The link's login suggests the named user.
    expect(loginId.context.untrusted_data?.authorization_params?.login_hint).toBe(
      'sam@example.com',
    );
    const passwordPage = await browser.post(loginId, { username: email });
    return browser.post(passwordPage, { password });
  }

  test('approved: consent renders the request, accepted screen, tokens; the link is spent', async () => {
    const { started, link } = await emailLink('sam@example.com');
    const browser = flowDriver(server, clientId);
    const consent = await logIn(browser, link, 'sam@example.com', 'Quiet-River-82!');
    expect(screenOf(consent), `${consent.url} ${consent.status}`).toBe('customized-consent');
    expect(consent.context.screen.data.authorization_details).toEqual([TRANSFER, PROFILE]);
    const grant = () => app.backchannel.backchannelGrant({ auth_req_id: started.auth_req_id });
    expect(await errorOf(grant())).toBe('authorization_pending');

    const done = await browser.post(consent, { action: 'accept' });
    expect(screenOf(done)).toBe('async-approval-accepted');
    const tokens = await grant();
    expect(tokens.authorization_details).toEqual([TRANSFER, PROFILE]);
    const reused = await browser.open(link);
    expect(screenOf(reused)).toBe('async-approval-error');
  });

  test('denied on the consent screen: denied screen, access_denied', async () => {
    const { started, link } = await emailLink('sam@example.com');
    const browser = flowDriver(server, clientId);
    const consent = await logIn(browser, link, 'sam@example.com', 'Quiet-River-82!');
    const done = await browser.post(consent, { action: 'deny' });
    expect(screenOf(done)).toBe('async-approval-denied');
    expect(
      await errorOf(app.backchannel.backchannelGrant({ auth_req_id: started.auth_req_id })),
    ).toBe('access_denied');
  });

  test('another account: wrong-user screen, and the request still waits', async () => {
    const { started, link } = await emailLink('sam@example.com');
    const browser = flowDriver(server, clientId);
    const page = await logIn(browser, link, 'una@example.com', 'Silver-Maple-31!');
    expect(screenOf(page)).toBe('async-approval-wrong-user');
    expect(
      await errorOf(app.backchannel.backchannelGrant({ auth_req_id: started.auth_req_id })),
    ).toBe('authorization_pending');
  });

  test('an expired link ends on async-approval-error', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { link } = await emailLink('sam@example.com');
    vi.setSystemTime(Date.now() + 601_000);
    const page: Page = await flowDriver(server, clientId).open(link);
    expect(screenOf(page)).toBe('async-approval-error');
  });
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
    const before = await (await fetch(`${server.url}/_screenkit/inbox?format=json`)).json();
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
    const after = await (await fetch(`${server.url}/_screenkit/inbox?format=json`)).json();
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

describe('/authorize with a push MFA factor: the app shows the RAR (seed 2.6)', () => {
  test('the push page shows the details; approved there, no consent screen, tokens', async () => {
    const sam = encodeURIComponent(userId('sam@example.com'));
    expect(
      (await api('POST', `/users/${sam}/authentication-methods`, { type: 'push' })).status,
    ).toBe(201);
    const browser = flowDriver(server, clientId);
    const loginId = await browser.authorize({
      authorization_details: JSON.stringify([TRANSFER, PROFILE]),
    });
    const passwordPage = await browser.post(loginId, { username: 'sam@example.com' });
    const challenge = await browser.post(passwordPage, { password: 'Quiet-River-82!' });
    expect(screenOf(challenge)).toBe('mfa-push-challenge-push');
    const push = await latestMessage();
    expect(push.channel).toBe('push');
    const html = await (await fetch(new URL(push.link, server.url))).text();
    expect(html).toContain('Log in to Bank App?');
    expect(html).toContain('Share your profile with the bank');
    expect(html).not.toContain('HIDDEN-4711');
    // Not yet approved: the challenge waits.
    const waiting = await browser.post(challenge, {});
    expect(waiting.context.transaction.errors[0].code).toBe('transaction-pending');
    expect(await answerOnApp(push.link, 'approve')).toBe(200);
    const callback = await browser.post(waiting, {});
    expect(callback.url.pathname).toBe('/callback');
    const { access } = await browser.tokens(callback.url);
    expect(access.authorization_details).toEqual([TRANSFER, PROFILE]);
  });
});

describe("the home page's 'start a CIBA request'", () => {
  test('starts a real request as the demo application, then polls for it', async () => {
    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).toContain('action="/_screenkit/ciba/start"');
    const form = (fields: Record<string, string>) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
    const started = await fetch(
      `${server.url}/_screenkit/ciba/start`,
      form({
        email: 'sam@example.com',
        binding_message: 'Demo 1',
        channel: 'email',
        authorization_details: JSON.stringify([TRANSFER]),
      }),
    );
    const page = await started.text();
    expect(started.status, page).toBe(200);
    expect(page).toContain('auth_req_id');
    expect((await latestMessage()).body).toContain('Demo 1');
    const authReqId = /name="auth_req_id" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const polled = await fetch(
      `${server.url}/_screenkit/ciba/poll`,
      form({ auth_req_id: authReqId }),
    );
    expect(await polled.text()).toContain('Not yet: authorization_pending');
    // A refused request shows the service's error.
    const refused = await fetch(
      `${server.url}/_screenkit/ciba/start`,
      form({ email: 'nobody@example.com', binding_message: 'Demo 2', channel: 'email' }),
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('unknown_user_id');
    // Another site cannot make the home page act with the application's secret.
    const forged = await fetch(`${server.url}/_screenkit/ciba/start`, {
      ...form({ email: 'sam@example.com', binding_message: 'Forged' }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
    });
    expect(forged.status).toBe(403);
    expect((await latestMessage()).body).not.toContain('Forged');
  });
});

describe('the approved user is checked when the token is issued', () => {
  test('a user blocked since the approval gets invalid_grant "user is blocked"', async () => {
    const { auth_req_id } = await authorize('pat@example.com');
    expect(await answerOnApp((await latestMessage()).link, 'approve')).toBe(200);
    const pat = encodeURIComponent(userId('pat@example.com'));
    expect((await api('PATCH', `/users/${pat}`, { blocked: true })).status).toBe(200);
    try {
      const error = await app.backchannel.backchannelGrant({ auth_req_id }).then(
        () => undefined,
        (e: { error?: string; error_description?: string }) => e,
      );
      expect(error).toMatchObject({ error: 'invalid_grant', error_description: 'user is blocked' });
    } finally {
      await api('PATCH', `/users/${pat}`, { blocked: false });
    }
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
