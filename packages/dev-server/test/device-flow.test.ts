/**
 * The device authorization flow over real HTTP (RFC 8628, REFERENCE section 5): a public native
 * application asks `/oauth/device/code`, a person approves at `/activate` through the device
 * screens and a login (driven as a browser without JavaScript posts them), the device polls
 * `/oauth/token`. Every refusal is the service's error with nothing issued: applications that
 * may not use the flow, polling faster than `interval`, an expired or reused device code, a
 * cancelled confirmation, wrong and expired user codes, and guessing past the bounds.
 */
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { DEMO_DATABASE, type DevServer } from '../src/index.js';
import {
  WRONG_CODES_PER_ACTIVATION,
  WRONG_CODES_PER_MINUTE,
} from '../src/protocol/device-codes.js';
import { type Call, client, start } from './http.js';
import { renderAdvanced } from './support/advanced-rendering.js';
import {
  errorCodes,
  flowDriver,
  type Page,
  screenOf,
  seedFlowTenant,
} from './support/flow-driver.js';

const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';
const TV_API = 'https://tv.example.com/api';
const SAM = { email: 'sam@example.com', password: 'Quiet-River-82!' };

let server: DevServer;
let api: Call;
let tvApp: string;

beforeAll(async () => {
  server = await start();
  await seedFlowTenant(server, []);
  api = client(server);
  await renderAdvanced(server, [
    ['login-id', 'login-id'],
    ['login-password', 'login-password'],
    ['device-flow', 'device-code-activation'],
    ['device-flow', 'device-code-confirmation'],
    ['device-flow', 'device-code-activation-allowed'],
    ['device-flow', 'device-code-activation-denied'],
  ]);
  expect(
    (
      await api('POST', '/resource-servers', {
        name: 'TV API',
        identifier: TV_API,
        scopes: [{ value: 'watch:shows', description: 'Watch your shows' }],
        allow_offline_access: true,
      })
    ).status,
  ).toBe(201);
  tvApp = (await createApp({})).client_id;
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

async function createApp(overrides: Record<string, unknown>) {
  const res = await api('POST', '/clients', {
    name: 'TV App',
    app_type: 'native',
    token_endpoint_auth_method: 'none',
    grant_types: [DEVICE_GRANT, 'refresh_token'],
    ...overrides,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { client_id: string; client_secret: string };
}

async function form(
  path: string,
  params: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(params),
  });
  // biome-ignore lint/suspicious/noExplicitAny: OAuth bodies are read as JSON
  return { status: res.status, body: (await res.json()) as any, headers: res.headers };
}

interface DeviceCodes {
  device_code: string;
  user_code: string;
  verification_uri: string;
  verification_uri_complete: string;
  expires_in: number;
  interval: number;
}

async function deviceCode(
  clientId = tvApp,
  scope = 'openid profile email offline_access watch:shows',
) {
  const res = await form('/oauth/device/code', { client_id: clientId, scope, audience: TV_API });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as DeviceCodes;
}

const poll = (code: string, clientId = tvApp) =>
  form('/oauth/token', { grant_type: DEVICE_GRANT, device_code: code, client_id: clientId });

/** Opens /activate in a fresh browser (or `browser`), enters `code`; the page after. */
async function activate(code: string, browser = flowDriver(server, tvApp)) {
  const entry = await browser.open(new URL('/activate', server.url));
  expect(screenOf(entry)).toBe('device-code-activation');
  return { browser, page: await browser.post(entry, { code }) };
}

/** Logs sam in on the login screens the activation led to; the confirmation page. */
async function logIn(browser: ReturnType<typeof flowDriver>, page: Page): Promise<Page> {
  expect(screenOf(page)).toBe('login-id');
  const password = await browser.post(page, { username: SAM.email });
  const confirmation = await browser.post(password, { password: SAM.password });
  expect(screenOf(confirmation)).toBe('device-code-confirmation');
  return confirmation;
}

describe('POST /oauth/device/code', () => {
  test('a public native application gets codes in the service shape; discovery lists the flow', async () => {
    const codes = await deviceCode();
    expect(codes.device_code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(codes.user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    expect(codes).toMatchObject({
      verification_uri: `${server.url}/activate`,
      verification_uri_complete: `${server.url}/activate?user_code=${codes.user_code}`,
      expires_in: 900,
      interval: 5,
    });
    const discovery = await (await fetch(`${server.url}/.well-known/openid-configuration`)).json();
    expect(discovery.device_authorization_endpoint).toBe(`${server.url}/oauth/device/code`);
    expect(discovery.grant_types_supported).toContain(DEVICE_GRANT);
  });

  test('applications that may not use the flow, and bad requests, get the error and no codes', async () => {
    const confidential = await createApp({ token_endpoint_auth_method: 'client_secret_post' });
    const web = await createApp({ app_type: 'regular_web' });
    const noGrant = await createApp({ grant_types: ['authorization_code'] });
    const cases: Array<[Record<string, string>, number, string, RegExp]> = [
      [{ client_id: confidential.client_id }, 403, 'unauthorized_client', /confidential/],
      [
        { client_id: confidential.client_id, client_secret: confidential.client_secret },
        403,
        'unauthorized_client',
        /confidential/,
      ],
      [{ client_id: web.client_id }, 403, 'unauthorized_client', /not a native application/],
      [{ client_id: noGrant.client_id }, 403, 'unauthorized_client', /may not use/],
      [{ client_id: 'no-such-app' }, 401, 'invalid_client', /Unknown client/],
      [{}, 400, 'invalid_request', /client_id is required/],
      [
        { client_id: tvApp, audience: 'https://nope.example.com' },
        403,
        'access_denied',
        /not found/,
      ],
    ];
    for (const [params, status, error, description] of cases) {
      const res = await form('/oauth/device/code', { audience: TV_API, ...params });
      expect([res.status, res.body.error], JSON.stringify(params)).toEqual([status, error]);
      expect(res.body.error_description).toMatch(description);
      expect(res.body.device_code).toBeUndefined();
    }
    // A page of another site (the application registered no web origin).
    const page = await form(
      '/oauth/device/code',
      { client_id: tvApp, audience: TV_API },
      { origin: 'https://evil.example' },
    );
    expect([page.status, page.body.error, page.body.device_code]).toEqual([
      401,
      'access_denied',
      undefined,
    ]);
  });

  test('without audience, as at /authorize: an opaque access token good at /userinfo', async () => {
    const res = await form('/oauth/device/code', { client_id: tvApp, scope: 'openid email' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { browser, page } = await activate(res.body.user_code);
    await browser.post(await logIn(browser, page), { action: 'confirm' });
    const granted = await poll(res.body.device_code);
    expect([granted.status, granted.body.scope]).toEqual([200, 'openid email']);
    expect(granted.body.access_token.split('.')).toHaveLength(1);
    const userinfo = await fetch(`${server.url}/userinfo`, {
      headers: { authorization: `Bearer ${granted.body.access_token}` },
    });
    expect(await userinfo.json()).toMatchObject({ email: SAM.email });
  });
});

describe('polling and approving', () => {
  test('pending, slow_down when faster than interval, the user approves, tokens once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const codes = await deviceCode();
    const first = await poll(codes.device_code);
    expect([first.status, first.body.error]).toEqual([403, 'authorization_pending']);
    vi.setSystemTime(Date.now() + 2_000);
    const tooSoon = await poll(codes.device_code);
    expect([tooSoon.status, tooSoon.body.error]).toEqual([429, 'slow_down']);
    vi.setSystemTime(Date.now() + 5_000);
    expect((await poll(codes.device_code)).body.error).toBe('authorization_pending');

    // The person types the code in lower case without the dash, logs in, confirms.
    const { browser, page } = await activate(codes.user_code.replace('-', '').toLowerCase());
    const confirmation = await logIn(browser, page);
    expect(confirmation.context.screen.data.text_code).toBe(codes.user_code);
    expect(confirmation.context.client.name).toBe('TV App');
    expect(confirmation.context.user.email).toBe(SAM.email);
    const allowed = await browser.post(confirmation, { action: 'confirm' });
    expect(screenOf(allowed)).toBe('device-code-activation-allowed');

    vi.setSystemTime(Date.now() + 5_000);
    const granted = await poll(codes.device_code);
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(granted.body).toMatchObject({ token_type: 'Bearer', scope: expect.any(String) });
    expect(granted.body.refresh_token).toEqual(expect.any(String));
    const jwks = createRemoteJWKSet(new URL(`${server.url}/.well-known/jwks.json`));
    const access = (await jwtVerify(granted.body.access_token, jwks)).payload;
    const id = (await jwtVerify(granted.body.id_token, jwks, { audience: tvApp })).payload;
    expect(access).toMatchObject({
      aud: [TV_API, `${server.url}/userinfo`],
      azp: tvApp,
      sub: id.sub,
    });
    expect(access.scope).toContain('watch:shows');
    expect(id.email).toBe(SAM.email);

    // Redeemed once: the device code and the user code open nothing any more.
    vi.setSystemTime(Date.now() + 5_000);
    const again = await poll(codes.device_code);
    expect([again.status, again.body.error]).toEqual([403, 'invalid_grant']);
    expect(errorCodes((await activate(codes.user_code)).page)).toEqual(['invalid-code']);
  });

  test('cancel on the confirmation: access_denied once, then invalid_grant', async () => {
    const codes = await deviceCode();
    const { browser, page } = await activate(codes.user_code);
    const denied = await browser.post(await logIn(browser, page), { action: 'cancel' });
    expect(screenOf(denied)).toBe('device-code-activation-denied');
    const first = await poll(codes.device_code);
    expect([first.status, first.body.error]).toEqual([403, 'access_denied']);
    expect(first.body.access_token).toBeUndefined();
    expect((await poll(codes.device_code)).body.error).toBe('invalid_grant');
  });

  test('a user blocked after approving: the device code is refused', async () => {
    const codes = await deviceCode();
    const { browser, page } = await activate(codes.user_code);
    const confirmation = await logIn(browser, page);
    await browser.post(confirmation, { action: 'confirm' });
    const id = confirmation.context.user.id;
    expect((await api('PATCH', `/users/${encodeURIComponent(id)}`, { blocked: true })).status).toBe(
      200,
    );
    try {
      const refused = await poll(codes.device_code);
      expect([refused.status, refused.body]).toEqual([
        403,
        { error: 'invalid_grant', error_description: 'user is blocked' },
      ]);
    } finally {
      await api('PATCH', `/users/${encodeURIComponent(id)}`, { blocked: false });
    }
  });

  test('approved by a user deleted, then created again with the same id: refused', async () => {
    const who = { email: 'tv-twice@example.com', password: 'Orchid-Tundra-42!' };
    const create = () =>
      api('POST', '/users', {
        connection: DEMO_DATABASE,
        user_id: 'tv-twice-1',
        email: who.email,
        password: who.password,
        email_verified: true,
      });
    const created = await create();
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const codes = await deviceCode();
    const { browser, page } = await activate(codes.user_code);
    const password = await browser.post(page, { username: who.email });
    const confirmation = await browser.post(password, { password: who.password });
    expect(screenOf(confirmation)).toBe('device-code-confirmation');
    await browser.post(confirmation, { action: 'confirm' });
    const id = encodeURIComponent(created.body.user_id);
    expect((await api('DELETE', `/users/${id}`)).status).toBe(204);
    // Created again a second later, before the device polls.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1_000 });
    expect((await create()).body.user_id).toBe(created.body.user_id);
    const refused = await poll(codes.device_code);
    expect([refused.status, refused.body]).toEqual([
      403,
      { error: 'invalid_grant', error_description: 'Unknown or invalid device code.' },
    ]);
    expect(refused.body.access_token).toBeUndefined();
  });

  test('a device code of another application is invalid_grant, and stays pending for its own', async () => {
    const other = await createApp({ name: 'Other TV' });
    const codes = await deviceCode();
    const stolen = await poll(codes.device_code, other.client_id);
    expect([stolen.status, stolen.body.error]).toEqual([403, 'invalid_grant']);
    expect((await poll(codes.device_code)).body.error).toBe('authorization_pending');
  });

  test('an expired device code: expired_token once, then invalid_grant; its user code is refused', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const codes = await deviceCode();
    vi.setSystemTime(Date.now() + 901_000);
    const { page } = await activate(codes.user_code);
    expect(screenOf(page)).toBe('device-code-activation');
    expect(errorCodes(page)).toEqual(['expired-code']);
    const expired = await poll(codes.device_code);
    expect([expired.status, expired.body.error]).toEqual([403, 'expired_token']);
    expect((await poll(codes.device_code)).body.error).toBe('invalid_grant');
  });

  test('a code expiring while the user confirms is not approved', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const codes = await deviceCode();
    const { browser, page } = await activate(codes.user_code);
    const confirmation = await logIn(browser, page);
    vi.setSystemTime(Date.now() + 901_000);
    const late = await browser.post(confirmation, { action: 'confirm' });
    expect(screenOf(late)).toBe('device-code-confirmation');
    expect(errorCodes(late)).toEqual(['expired-code']);
    expect((await poll(codes.device_code)).body.error).toBe('expired_token');
  });
});

describe('/activate', () => {
  test('verification_uri_complete in a browser with a login session goes straight to the confirmation', async () => {
    const first = await deviceCode();
    const { browser, page } = await activate(first.user_code);
    await browser.post(await logIn(browser, page), { action: 'confirm' });
    const second = await deviceCode();
    const confirmation = await browser.open(new URL(second.verification_uri_complete));
    expect(screenOf(confirmation)).toBe('device-code-confirmation');
    expect(confirmation.context.user.email).toBe(SAM.email);
    expect(confirmation.context.screen.data.text_code).toBe(second.user_code);
  });

  test('wrong codes are refused; an activation allows a few, the tenant a few per minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // A minute of its own: the tenant's count starts from nothing.
    vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 3_600_000);
    const codes = await deviceCode();
    const browser = flowDriver(server, tvApp);
    let page = await browser.open(new URL('/activate', server.url));
    for (let i = 0; i < WRONG_CODES_PER_ACTIVATION; i += 1) {
      page = await browser.post(page, { code: i % 2 ? 'BCDF-GHJK' : 'not a code' });
      expect([page.status, errorCodes(page)]).toEqual([400, ['invalid-code']]);
    }
    // The right code now finds nothing: this activation is used up; the device still waits.
    page = await browser.post(page, { code: codes.user_code });
    expect([page.status, errorCodes(page)]).toEqual([429, ['too-many-attempts']]);
    expect(screenOf(page)).toBe('device-code-activation');
    expect((await poll(codes.device_code)).body.error).toBe('authorization_pending');

    // Fresh activations (a guesser dropping its cookies) share the tenant's budget.
    let wrong = WRONG_CODES_PER_ACTIVATION;
    while (wrong < WRONG_CODES_PER_MINUTE) {
      const { page: refused } = await activate('BCDF-GHJK');
      expect(errorCodes(refused)).toEqual(['invalid-code']);
      wrong += 1;
    }
    const { page: blocked } = await activate(codes.user_code);
    expect([blocked.status, errorCodes(blocked)]).toEqual([429, ['too-many-attempts']]);
    // A minute later the right code works again.
    vi.setSystemTime(Date.now() + 60_000);
    const { page: login } = await activate(codes.user_code);
    expect(screenOf(login)).toBe('login-id');
  });
});
