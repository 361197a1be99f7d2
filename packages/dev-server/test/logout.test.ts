/**
 * Logout over real HTTP (REFERENCE section 5): `/v2/logout` and `/oidc/logout` end the browser's
 * login session (the record and the cookie) and return only to a registered logout URL, the
 * application's or the tenant's; `/oidc/logout` without a hint naming the session asks on the
 * `logout` screen (accept / deny). Every refusal is the service's `invalid_request` and leaves
 * the session as it was: unregistered URLs (prefixes, other ports, userinfo@, fragments), a
 * forged, altered, expired or access token as `id_token_hint`, a `client_id` or `logout_hint`
 * that contradicts the hint, an unknown application.
 */
import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { DEMO_API, type DevServer } from '../src/index.js';
import { SESSION_COOKIE, sessionOf } from '../src/protocol/login-session.js';
import { type Call, client, start } from './http.js';
import { renderAdvanced } from './support/advanced-rendering.js';
import {
  CALLBACK_PATH,
  flowDriver,
  type Page,
  screenOf,
  seedFlowTenant,
} from './support/flow-driver.js';

const SAM = { email: 'sam@example.com', password: 'Quiet-River-82!' };
const APP_LOGOUT = 'https://app.example.com/logged-out';
const TENANT_LOGOUT = 'https://tenant.example.com/bye';
/** Near misses of APP_LOGOUT: none may be a logout's destination. */
const NOT_REGISTERED = [
  'https://app.example.com/logged-out/more',
  'https://app.example.com/logged',
  'https://app.example.com:8443/logged-out',
  'http://app.example.com/logged-out',
  'https://evil.example@app.example.com/logged-out',
  'https://app.example.com/logged-out#fragment',
  'https://app.example.com.evil.example/logged-out',
  '/logged-out',
];

type Browser = ReturnType<typeof flowDriver>;

let server: DevServer;
let api: Call;
let clientId: string;

beforeAll(async () => {
  server = await start();
  clientId = await seedFlowTenant(server, []);
  api = client(server);
  await renderAdvanced(server, [
    ['login-id', 'login-id'],
    ['login-password', 'login-password'],
    ['consent', 'consent'],
    ['logout', 'logout'],
    ['logout', 'logout-aborted'],
    ['logout', 'logout-complete'],
  ]);
  const app = await api('PATCH', `/clients/${clientId}`, { allowed_logout_urls: [APP_LOGOUT] });
  expect(app.status).toBe(200);
  const tenant = await api('PATCH', '/tenants/settings', { allowed_logout_urls: [TENANT_LOGOUT] });
  expect([tenant.status, tenant.body.allowed_logout_urls]).toEqual([200, [TENANT_LOGOUT]]);
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A browser in which sam logged in to the Bank App, and the ID token it got. */
async function loggedIn() {
  const browser = flowDriver(server, clientId);
  const password = await browser.post(await browser.authorize(), { username: SAM.email });
  let page: Page = await browser.post(password, { password: SAM.password });
  if (screenOf(page) === 'consent') page = await browser.post(page, { action: 'accept' });
  expect(page.url.pathname).toBe(CALLBACK_PATH);
  const { id, idToken } = await browser.tokens(page.url);
  return { browser, claims: id, idToken: idToken as string };
}

/** The browser's login session as the store has it (undefined once ended). */
const session = (browser: Browser) => sessionOf(server.store, browser.cookie(SESSION_COOKIE));

async function logout(browser: Browser, path: string, params: Record<string, string>) {
  return browser.send(new URL(`${path}?${new URLSearchParams(params)}`, server.url));
}

/** `/authorize?prompt=none` in the browser: where the silent answer goes. */
async function silently(browser: Browser): Promise<URL> {
  const params = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: `${server.url}${CALLBACK_PATH}`,
    audience: DEMO_API,
    scope: 'openid profile email',
    prompt: 'none',
  });
  return locationOf(await browser.send(new URL(`/authorize?${params}`, server.url)));
}

/** A redirect's Location, resolved. */
const locationOf = (res: Response) => new URL(res.headers.get('location') ?? '', server.url);

describe('/v2/logout', () => {
  test('ends the session (record and cookie) and returns to the registered URL', async () => {
    const { browser, claims } = await loggedIn();
    // ID tokens carry the session's id, what /oidc/logout's logout_hint names.
    expect(claims.sid).toBe(session(browser)?.sid);
    // The session answers silent authentication: a code, no screen, an ID token of the session.
    const silent = await browser.tokens(await silently(browser));
    expect(silent.id.sid).toBe(claims.sid);
    const res = await logout(browser, '/v2/logout', {
      client_id: clientId,
      returnTo: APP_LOGOUT,
      federated: '',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(APP_LOGOUT);
    expect(res.headers.getSetCookie().join()).toMatch(/^auth0=;.*Max-Age=0/);
    expect(session(browser)).toBeUndefined();
    // Silent authentication answers login_required; the next login asks for credentials again.
    expect((await silently(browser)).searchParams.get('error')).toBe('login_required');
    expect(screenOf(await browser.authorize())).toBe('login-id');
  });

  test("without client_id the tenant's list applies; without returnTo the app's first URL or logout-complete", async () => {
    const { browser } = await loggedIn();
    const tenant = await logout(browser, '/v2/logout', { returnTo: TENANT_LOGOUT });
    expect(locationOf(tenant).href).toBe(TENANT_LOGOUT);
    const app = await logout(browser, '/v2/logout', { client_id: clientId });
    expect(locationOf(app).href).toBe(APP_LOGOUT);
    const complete = await browser.open(new URL('/v2/logout', server.url));
    expect(screenOf(complete)).toBe('logout-complete');
  });

  test('an unregistered returnTo or an unknown application is refused and ends nothing', async () => {
    const { browser } = await loggedIn();
    const refused: Array<Record<string, string>> = [
      ...NOT_REGISTERED.map((returnTo) => ({ client_id: clientId, returnTo })),
      // Each list holds only its own URLs.
      { client_id: clientId, returnTo: TENANT_LOGOUT },
      { returnTo: APP_LOGOUT },
      { client_id: 'no-such-app', returnTo: APP_LOGOUT },
    ];
    for (const params of refused) {
      const res = await logout(browser, '/v2/logout', params);
      const body = await res.json();
      expect([res.status, body.error], JSON.stringify(params)).toEqual([400, 'invalid_request']);
      expect(body.error_description).toMatch(/not defined as a valid URL|Unknown client_id/);
      expect(res.headers.get('location')).toBeNull();
    }
    expect(session(browser)).toBeDefined();
  });
});

describe('/oidc/logout', () => {
  test('an id_token_hint of this session: ended at once, back with state (GET and POST)', async () => {
    const { browser, idToken } = await loggedIn();
    const res = await logout(browser, '/oidc/logout', {
      id_token_hint: idToken,
      post_logout_redirect_uri: APP_LOGOUT,
      state: 'xyz 1',
    });
    expect(locationOf(res).href).toBe(`${APP_LOGOUT}?state=xyz+1`);
    expect(session(browser)).toBeUndefined();

    const again = await loggedIn();
    const posted = await again.browser.send(new URL('/oidc/logout', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: clientId,
        logout_hint: String(again.claims.sid),
        post_logout_redirect_uri: APP_LOGOUT,
      }),
    });
    expect(locationOf(posted).href).toBe(APP_LOGOUT);
    expect(session(again.browser)).toBeUndefined();
  });

  test('without a hint the logout screen asks: deny keeps the session, accept ends it', async () => {
    const { browser } = await loggedIn();
    const params = { client_id: clientId, post_logout_redirect_uri: APP_LOGOUT, state: 's1' };
    const ask = async (extra: Record<string, string> = {}) => {
      const res = await logout(browser, '/oidc/logout', { ...params, ...extra });
      expect(locationOf(res).pathname).toBe('/u/logout');
      return browser.open(locationOf(res));
    };
    const question = await ask({ ui_locales: 'fr' });
    expect(screenOf(question)).toBe('logout');
    expect(question.context.transaction.locale).toBe('fr');
    expect(question.context.screen.texts.title).toBe('Déconnexion');
    expect(question.context.user.email).toBe(SAM.email);
    expect(question.context.client.name).toBe('Bank App');
    const aborted = await browser.post(question, { action: 'deny' });
    expect(screenOf(aborted)).toBe('logout-aborted');
    expect(session(browser)).toBeDefined();

    // A logout_hint that is not this session's asks too; the answer goes back once, with state.
    const hinted = await ask({ logout_hint: 'not-the-sid' });
    const accept = { state: hinted.context.transaction.state, action: 'accept' };
    const send = () =>
      browser.send(hinted.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(accept),
      });
    // Another browser cannot answer it (the transaction is this browser's).
    const stranger = await flowDriver(server, clientId).send(hinted.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(accept),
    });
    expect(stranger.status).toBe(400);
    expect(session(browser)).toBeDefined();
    const accepted = await send();
    expect(locationOf(accepted).href).toBe(`${APP_LOGOUT}?state=s1`);
    expect(session(browser)).toBeUndefined();
    expect((await send()).status).toBe(400);
  });

  test('no registered destination: logout-complete after the answer', async () => {
    const { browser } = await loggedIn();
    const question = await browser.open(new URL('/oidc/logout', server.url));
    expect(screenOf(question)).toBe('logout');
    const complete = await browser.post(question, { action: 'accept' });
    expect(screenOf(complete)).toBe('logout-complete');
    expect(session(browser)).toBeUndefined();
  });

  test('hints that cannot be trusted, or contradict each other, are refused and end nothing', async () => {
    const { browser, idToken, claims } = await loggedIn();
    const { privateKey } = await generateKeyPair('RS256');
    const header = JSON.parse(Buffer.from(idToken.split('.')[0] as string, 'base64url').toString());
    const forged = await new SignJWT(decodeJwt(idToken))
      .setProtectedHeader(header)
      .sign(privateKey);
    const [h, , sig] = idToken.split('.');
    const altered = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: 'auth0|someone-else' })).toString('base64url')}.${sig}`;
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ id_token_hint: forged }, /not a valid ID token/],
      [{ id_token_hint: altered }, /not a valid ID token/],
      [{ id_token_hint: 'not.a.jwt' }, /not a valid ID token/],
      [{ id_token_hint: idToken, client_id: 'another-app' }, /Unknown client_id/],
      [{ id_token_hint: idToken, logout_hint: 'not-the-sid' }, /logout_hint does not match/],
      [{ client_id: 'no-such-app' }, /Unknown client_id/],
      ...NOT_REGISTERED.map((uri): [Record<string, string>, RegExp] => [
        { id_token_hint: idToken, post_logout_redirect_uri: uri },
        /not defined as a valid URL/,
      ]),
    ];
    for (const [params, description] of cases) {
      const res = await logout(browser, '/oidc/logout', params);
      const body = await res.json();
      expect([res.status, body.error], JSON.stringify(params)).toEqual([400, 'invalid_request']);
      expect(body.error_description).toMatch(description);
    }
    // A second application: its client_id is no match for the hint's audience.
    const other = await api('POST', '/clients', { name: 'Other App', callbacks: [APP_LOGOUT] });
    const mismatch = await logout(browser, '/oidc/logout', {
      id_token_hint: idToken,
      client_id: other.body.client_id,
    });
    expect((await mismatch.json()).error_description).toMatch(/client_id does not match/);
    // An expired ID token (they live 10 hours).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 3_600_000);
    const expired = await logout(browser, '/oidc/logout', { id_token_hint: idToken });
    expect([expired.status, (await expired.json()).error_description]).toEqual([
      400,
      'id_token_hint has expired',
    ]);
    vi.useRealTimers();
    expect(session(browser)).toBeDefined();
  });

  test('an access token is no id_token_hint', async () => {
    const browser = flowDriver(server, clientId);
    const password = await browser.post(await browser.authorize(), { username: SAM.email });
    let page: Page = await browser.post(password, { password: SAM.password });
    if (screenOf(page) === 'consent') page = await browser.post(page, { action: 'accept' });
    const { client_secret } = (await api('GET', `/clients/${clientId}`)).body;
    const token = await fetch(`${server.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: page.url.searchParams.get('code') ?? '',
        redirect_uri: `${server.url}${CALLBACK_PATH}`,
        client_id: clientId,
        client_secret,
      }),
    });
    const { access_token } = await token.json();
    const res = await logout(browser, '/oidc/logout', { id_token_hint: access_token });
    expect((await res.json()).error_description).toMatch(
      /not an ID token issued to an application/,
    );
    expect(session(browser)).toBeDefined();
  });
});
