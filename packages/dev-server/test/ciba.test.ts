/**
 * CIBA with Rich Authorization Requests end to end over HTTP, with the official Node SDK's
 * backchannel client as the application: `/bc-authorize`, the user's answer by push (the
 * authenticator app's stand-in page) or by email (the link's login and consent, driven as a
 * browser without JavaScript would), and polling `/oauth/token`: pending, slow down, approved
 * (tokens carrying the approved authorization_details, redeemed once), denied, expired.
 */
import type { AuthenticationClient } from 'auth0/legacy';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { DEMO_API, type DevServer } from '../src/index.js';
import { VENDOR_PROFILE_TYPE } from '../src/fixtures/index.js';
import { pendingBackchannelCount } from '../src/protocol/backchannel-requests.js';
import { type Call, client, start } from './http.js';
import { backchannelClient, errorOf } from './support/ciba.js';
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

  async function logIn(browser: ReturnType<typeof flowDriver>, link: URL, email: string, password: string) {
    const loginId = await browser.open(link);
    expect(screenOf(loginId)).toBe('login-id');
    // The link's login suggests the named user.
    expect(loginId.context.untrusted_data?.authorization_params?.login_hint).toBe('sam@example.com');
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
