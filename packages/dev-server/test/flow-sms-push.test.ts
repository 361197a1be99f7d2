/**
 * Two things a page needs from the tenant to get through a login on its own: a passwordless
 * SMS login tells login-id its connection is the SMS one (the SDK's identifiers come from its
 * strategy: a phone number, not an email address), and a push challenge page that polls
 * itself as JSON learns when the authenticator app has answered. Over HTTP, as the page does.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_DATABASE, type DevServer } from '../src/index.js';
import { type Call, client, start } from './http.js';
import { flowDriver, readInbox, screenOf, seedFlowTenant } from './support/flow-driver.js';

const ADVANCED = [
  ['login-id', 'login-id'],
  ['login-password', 'login-password'],
  ['login-passwordless', 'login-passwordless-sms-otp'],
  ['mfa-push', 'mfa-push-challenge-push'],
  ['consent', 'consent'],
] as const;

let server: DevServer;
let clientId: string;
let api: Call;

beforeAll(async () => {
  server = await start();
  clientId = await seedFlowTenant(server, ADVANCED);
  api = client(server);
});
afterAll(() => server.close());

const inbox = () => readInbox(server);

describe('what the pages read from the tenant', () => {
  test('passwordless SMS: login-id names the sms connection; the texted code logs in', async () => {
    const browser = flowDriver(server, clientId);
    const login = await browser.authorize({ connection: 'sms' });
    expect(screenOf(login)).toBe('login-id');
    expect(login.context.transaction.connection).toEqual({
      name: 'sms',
      strategy: 'sms',
      display_name: 'Text message',
      options: {},
    });
    // The database login is unchanged: its connection and passkey option.
    const database = await flowDriver(server, clientId).authorize();
    expect(database.context.transaction.connection).toMatchObject({
      name: DEMO_DATABASE,
      strategy: 'auth0',
      options: { authentication_methods: { passkey: { enabled: true } } },
    });

    const code = await browser.post(login, { username: '+14155550177' });
    expect(screenOf(code)).toBe('login-passwordless-sms-otp');
    const sent = (await inbox()).find((m) => m.to === '+14155550177');
    const consent = await browser.post(code, { code: /(\d{6})/.exec(sent?.body ?? '')?.[1] ?? '' });
    expect(screenOf(consent)).toBe('consent');
  });

  test('the push challenge polls as JSON: not completed until the app approves', async () => {
    const email = 'push-poll@example.com';
    const created = await api('POST', '/users', {
      connection: DEMO_DATABASE,
      email,
      email_verified: true,
      password: 'Amber-Lake-42!',
    });
    await api('POST', `/users/${encodeURIComponent(created.body.user_id)}/authentication-methods`, {
      type: 'push',
    });
    const browser = flowDriver(server, clientId);
    const password = await browser.post(await browser.authorize(), { username: email });
    const challenge = await browser.post(password, { password: 'Amber-Lake-42!' });
    expect(screenOf(challenge)).toBe('mfa-push-challenge-push');
    const poll = async (from = browser) => {
      const res = await from.send(challenge.url, { headers: { accept: 'application/json' } });
      return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
    };
    expect(await poll()).toEqual({
      status: 200,
      type: 'application/json',
      body: '{"completed":false}',
    });
    // Another browser learns nothing of this login.
    expect((await poll(flowDriver(server, clientId))).status).toBe(400);

    const link = (await inbox()).find((m) => m.to === `Guardian app of ${email}`)?.link ?? '';
    const approved = await fetch(new URL(link, server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'answer=approve',
    });
    expect(approved.status).toBe(200);
    expect((await poll()).body).toBe('{"completed":true}');
    // The page then posts `continue`: the login goes on.
    const consent = await browser.post(challenge, { action: 'continue' });
    expect(screenOf(consent)).toBe('consent');
  });
});
