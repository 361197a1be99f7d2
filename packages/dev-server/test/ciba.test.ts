/**
 * CIBA with Rich Authorization Requests end to end over HTTP, with the official Node SDK's
 * backchannel client as the application: `/bc-authorize`, the user's answer by push (the
 * authenticator app's stand-in page) or by email (the link's login and consent, driven as a
 * browser without JavaScript would), and polling `/oauth/token`: pending, slow down, approved
 * (tokens carrying the approved authorization_details, redeemed once), denied, expired; the
 * approving user checked again at the token; the home page's "start a CIBA request". Refusals:
 * ciba-refusals.test.ts.
 */
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { DEMO_API, DEMO_DATABASE } from '../src/index.js';
import { heldBackchannelEntries } from '../src/protocol/backchannel-requests.js';
import { errorOf } from './support/ciba.js';
import { type CibaTenant, PROFILE, startCibaTenant, TRANSFER } from './support/ciba-tenant.js';
import { flowDriver, type Page, screenOf } from './support/flow-driver.js';

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
afterEach(() => {
  vi.useRealTimers();
});

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
      // With openid, the API's token is also good at /userinfo (as on the service).
      aud: [DEMO_API, `${server.url}/userinfo`],
      azp: clientId,
      authorization_details: [TRANSFER, PROFILE],
    });
    expect(access.scope).toContain('transfer:funds');
    const id = (await jwtVerify(tokens.id_token, jwks)).payload;
    expect(id).toMatchObject({ sub: userId('pat@example.com'), aud: clientId, amr: ['mfa'] });
    // Redeemed once; the link is spent too, and nothing of the request is kept.
    expect(await errorOf(grant())).toBe('invalid_grant');
    expect(await answerOnApp(push.link, 'approve')).toBe(400);
    const held = heldBackchannelEntries(server.store);
    expect(held.tickets).toBe(held.requests);
  });

  test('no audience: a token for /userinfo alone, as at /authorize', async () => {
    const { auth_req_id } = await app.backchannel.authorize({
      userId: userId('pat@example.com'),
      binding_message: 'Sign in',
      scope: 'openid profile',
    });
    expect(await answerOnApp((await latestMessage()).link, 'approve')).toBe(200);
    const tokens = await app.backchannel.backchannelGrant({ auth_req_id });
    expect(tokens).toMatchObject({ scope: 'openid profile' });
    expect(tokens.authorization_details).toBeUndefined();
    const info = await fetch(`${server.url}/userinfo`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await info.json()).toMatchObject({ sub: userId('pat@example.com') });
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

  test('without authorization_details: the standard consent screen, then tokens', async () => {
    const { started, link } = await emailLink('sam@example.com', { authorization_details: '' });
    const browser = flowDriver(server, clientId);
    const consent = await logIn(browser, link, 'sam@example.com', 'Quiet-River-82!');
    expect(screenOf(consent)).toBe('consent');
    expect(screenOf(await browser.post(consent, { action: 'accept' }))).toBe(
      'async-approval-accepted',
    );
    const tokens = await app.backchannel.backchannelGrant({ auth_req_id: started.auth_req_id });
    expect(tokens.authorization_details).toBeUndefined();
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
    // The same page where the Vite plugin serves it (its `/` opens a screen).
    expect(await (await fetch(`${server.url}/_screenkit/home`)).text()).toBe(home);
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
      // The official client reads the code from the service's 403.
      expect(error).toMatchObject({
        error: 'invalid_grant',
        error_description: 'user is blocked',
        statusCode: 403,
      });
    } finally {
      await api('PATCH', `/users/${pat}`, { blocked: false });
    }
  });

  test('a request for a user deleted, then created again with the same id: refused', async () => {
    const who = { email: 'kim-twice@example.com', password: 'Orchid-Tundra-42!' };
    const create = () =>
      api('POST', '/users', {
        connection: DEMO_DATABASE,
        user_id: 'kim-twice-1',
        email: who.email,
        password: who.password,
        email_verified: true,
      });
    const created = await create();
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { auth_req_id } = await app.backchannel.authorize({
      userId: created.body.user_id,
      binding_message: 'Transfer 120 EUR #42',
      scope: 'openid transfer:funds',
      audience: DEMO_API,
      requested_expiry: '600',
    });
    const link = new URL((await latestMessage()).link, server.url);
    expect((await api('DELETE', `/users/${encodeURIComponent(created.body.user_id)}`)).status).toBe(
      204,
    );
    // Created again a second later; the new user follows the link and approves.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1_000 });
    expect((await create()).body.user_id).toBe(created.body.user_id);
    const browser = flowDriver(server, clientId);
    const password = await browser.post(await browser.open(link), { username: who.email });
    const consent = await browser.post(password, { password: who.password });
    expect(screenOf(consent)).toBe('consent');
    expect(screenOf(await browser.post(consent, { action: 'accept' }))).toBe(
      'async-approval-accepted',
    );
    const error = await app.backchannel.backchannelGrant({ auth_req_id }).then(
      () => undefined,
      (e: { error?: string; error_description?: string }) => e,
    );
    expect(error).toMatchObject({
      error: 'invalid_grant',
      error_description: 'Unknown or invalid auth_req_id.',
      statusCode: 403,
    });
  });
});
