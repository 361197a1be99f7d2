/**
 * The login flow over real HTTP, as a browser without JavaScript would run it: /authorize,
 * the standard pages' form posts (`action=default`, `state`), redirects followed by hand, the
 * page context read back from each page, codes read from the local inbox, tokens at the end.
 */
import { createHash } from 'node:crypto';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_TOTP_SECRET, type DevServer, type InboxMessage, users } from '../src/index.js';
import { client, start } from './http.js';
import {
  CALLBACK_PATH,
  errorCodes,
  flowDriver,
  readInbox,
  screenOf,
  seedFlowTenant,
} from './support/flow-driver.js';

type Driver = ReturnType<typeof flowDriver>;

let server: DevServer;
let open: Driver['open'];
let post: Driver['post'];
let send: Driver['send'];
let authorize: Driver['authorize'];
let tokens: Driver['tokens'];
let clientId: string;

beforeAll(async () => {
  server = await start();
  // Advanced mode: the page carries its context (standard pages are plain HTML forms).
  clientId = await seedFlowTenant(server, ADVANCED);
  ({ open, post, send, authorize, tokens } = flowDriver(server, clientId));
});

const ADVANCED = [
  ['login-id', 'login-id'],
  ['login-password', 'login-password'],
  ['signup-id', 'signup-id'],
  ['signup-password', 'signup-password'],
  ['reset-password', 'reset-password-request'],
  ['reset-password', 'reset-password-email'],
  ['reset-password', 'reset-password'],
  ['reset-password', 'reset-password-success'],
  ['mfa-otp', 'mfa-otp-challenge'],
  ['mfa-email', 'mfa-email-challenge'],
  ['consent', 'consent'],
  ['login-passwordless', 'login-passwordless-email-code'],
  ['customized-consent', 'customized-consent'],
] as const;
afterAll(() => server.close());

/** Jane's code of the current time step, or of the next one (`later`). */
const totp = (later = false) =>
  new TOTP({ secret: DEMO_TOTP_SECRET }).generate({ timestamp: Date.now() + (later ? 30_000 : 0) });

async function inboxLatest(): Promise<InboxMessage> {
  return (await readInbox(server))[0] as InboxMessage;
}

describe('login flow', () => {
  test('identifier first, password, TOTP, RAR consent, then tokens with the user claims', async () => {
    const start = await authorize({
      authorization_details: JSON.stringify([
        {
          type: 'money_transfer',
          instructedAmount: { amount: '25.00', currency: 'EUR' },
          beneficiary: 'Ada',
        },
      ]),
    });
    expect(screenOf(start)).toBe('login-id');
    expect(start.context.transaction.connection.name).toBe('Username-Password-Authentication');
    expect(
      start.context.transaction.alternate_connections.map((c: { name: string }) => c.name),
    ).toContain('google-oauth2');
    expect(start.context.screen.links.signup).toMatch(/^\/u\/signup-id\?state=/);

    const password = await post(start, { username: 'jane@example.com' });
    expect(screenOf(password)).toBe('login-password');
    expect(password.context.screen.data.username).toBe('jane@example.com');

    const otp = await post(password, { username: 'jane@example.com', password: 'Correct-Horse-7' });
    expect(screenOf(otp)).toBe('mfa-otp-challenge');
    expect(otp.context.user.id).toMatch(/^auth0\|/);
    const wrongCode = await post(otp, { code: '000000' === totp() ? '111111' : '000000' });
    expect(wrongCode.status).toBe(400);
    expect(errorCodes(wrongCode)).toEqual(['invalid-code']);

    const consent = await post(wrongCode, { code: totp() });
    expect(screenOf(consent)).toBe('customized-consent');
    expect(consent.context.user.email).toBe('jane@example.com');
    const callback = await post(consent, { action: 'accept' });
    expect(callback.url.searchParams.get('state')).toBe('client-state');
    const { id, access } = await tokens(callback.url);
    expect(id).toMatchObject({
      email: 'jane@example.com',
      email_verified: true,
      name: 'Jane Doe',
      amr: ['pwd', 'mfa'],
    });
    expect(access.sub).toBe(id.sub);
    expect(access.authorization_details).toEqual([expect.objectContaining({ beneficiary: 'Ada' })]);
  });

  test('remember this browser: a ticked TOTP challenge skips MFA next time, in that browser only', async () => {
    const browser = flowDriver(server, clientId);
    const signIn = async (driver: Driver) => {
      const start = await driver.authorize();
      const pwd = await driver.post(start, { username: 'jane@example.com' });
      return driver.post(pwd, { password: 'Correct-Horse-7' });
    };
    const otp = await signIn(browser);
    expect(screenOf(otp)).toBe('mfa-otp-challenge');
    expect(otp.context.screen.data.show_remember_device).toBe(true);
    // A wrong code never remembers the browser.
    await browser.post(otp, {
      code: '000000' === totp() ? '111111' : '000000',
      rememberBrowser: 'true',
    });
    expect(browser.cookie('auth0-mf')).toBeUndefined();
    // The next time step's code: the first test used this step's (RFC 6238 5.2, once a step).
    const after = await browser.post(otp, { code: totp(true), rememberBrowser: 'true' });
    expect(screenOf(after)).not.toMatch(/^mfa-/);
    const token = browser.cookie('auth0-mf') ?? '';
    expect(token).toMatch(/^[\w-]{30,}$/);
    // The store keeps the token's hash only.
    const remembered = server.store.collection('remembered-browsers');
    expect(remembered.get(createHash('sha256').update(token).digest('hex'))).toBeDefined();
    expect(remembered.get(token)).toBeUndefined();
    expect(JSON.stringify(remembered.list())).not.toContain(token);

    const again = await signIn(browser);
    expect(screenOf(again)).not.toMatch(/^mfa-/);
    // Another browser (the suite's own driver, no cookie) is still challenged.
    const elsewhere = await post(await post(await authorize(), { username: 'jane@example.com' }), {
      password: 'Correct-Horse-7',
    });
    expect(screenOf(elsewhere)).toBe('mfa-otp-challenge');
  });

  test('a wrong password comes back as wrong-credentials; ten lock the identifier', async () => {
    let page = await post(await authorize(), { username: 'sam@example.com' });
    page = await post(page, { password: 'nope' });
    expect(page.status).toBe(400);
    expect(screenOf(page)).toBe('login-password');
    expect(errorCodes(page)).toEqual(['wrong-credentials']);
    expect(page.context.untrusted_data.submitted_form_data.password).toBeUndefined();
    for (let i = 0; i < 9; i++) page = await post(page, { password: `nope-${i}` });
    expect(errorCodes(page)).toEqual(['too-many-attempts']);
    // Even the right password is refused while locked.
    page = await post(page, { password: 'Quiet-River-82!' });
    expect(errorCodes(page)).toEqual(['too-many-attempts']);
  });

  test('signup (weak password, taken email, then a new user) and a login with it', async () => {
    const login = await authorize({ screen_hint: 'signup' });
    expect(screenOf(login)).toBe('signup-id');
    const taken = await post(login, { email: 'sam@example.com' });
    expect(errorCodes(taken)).toEqual(['user-exists']);
    const password = await post(taken, { email: 'newbie@example.com' });
    expect(screenOf(password)).toBe('signup-password');
    const weak = await post(password, { password: 'short' });
    expect(errorCodes(weak)).toEqual(['password-policy-not-conformant']);
    expect(
      weak.context.transaction.errors[0].rules.some(
        (r: { status: string }) => r.status === 'error',
      ),
    ).toBe(true);
    // The character types as the service sends them: a rule with its numbers, each type an item.
    const types = weak.context.transaction.errors[0].rules.find(
      (r: { code: string }) => r.code === 'password-policy-contains-at-least',
    );
    expect(types).toMatchObject({ status: 'error', args: { count: 3, total: 4 } });
    expect(types.items.map((i: { code: string; status: string }) => [i.code, i.status])).toEqual([
      ['password-policy-lower-case', 'valid'],
      ['password-policy-upper-case', 'error'],
      ['password-policy-numbers', 'error'],
      ['password-policy-special-characters', 'error'],
    ]);
    const consent = await post(weak, { password: 'Long-Enough-9' });
    expect(screenOf(consent)).toBe('consent');
    const stored = users(server.store)
      .list()
      .find((u) => u.email === 'newbie@example.com');
    expect(stored?.email_verified).toBe(false);
    expect(stored?.password_hash).toMatch(/^\$2[aby]\$/);
    expect(JSON.stringify(users(server.store).list())).not.toContain('Long-Enough-9');

    const again = await post(await post(await authorize(), { username: 'newbie@example.com' }), {
      password: 'Long-Enough-9',
    });
    expect(screenOf(again)).toBe('consent');
  });

  test('reset password through the inbox, then log in with the new password', async () => {
    const login = await authorize();
    const request = await open(new URL(login.context.screen.links.reset_password, server.url));
    expect(screenOf(request)).toBe('reset-password-request');
    const sent = await post(request, { username: 'una@example.com' });
    expect(screenOf(sent)).toBe('reset-password-email');
    const mail = await inboxLatest();
    const reset = await open(new URL(mail.link ?? '', server.url));
    expect(screenOf(reset)).toBe('reset-password');
    const weak = await post(reset, { password: 'password', 're-enter-password': 'password' });
    expect(errorCodes(weak)).toEqual(['password-policy-not-conformant']);
    const done = await post(weak, {
      password: 'Fresh-Start-77',
      're-enter-password': 'Fresh-Start-77',
    });
    expect(screenOf(done)).toBe('reset-password-success');
    // The link is single-use.
    expect((await fetch(new URL(mail.link ?? '', server.url))).status).toBe(400);
    const relogin = await post(await post(await authorize(), { username: 'una@example.com' }), {
      password: 'Fresh-Start-77',
    });
    expect(screenOf(relogin)).toBe('consent');
  });

  test('email MFA: the code lands in the inbox; a wrong one is invalid-code', async () => {
    const password = await post(await authorize(), { username: 'pat@example.com' });
    const challenge = await post(password, { password: 'Amber-Stone-55!' });
    expect(screenOf(challenge)).toBe('mfa-email-challenge');
    expect(challenge.context.screen.data.email).toBe('p****@example.com');
    const code = /(\d{6})/.exec((await inboxLatest()).body)?.[1] ?? '';
    const wrong = await post(challenge, { code: code === '123456' ? '654321' : '123456' });
    expect(errorCodes(wrong)).toEqual(['invalid-code']);
    expect(screenOf(await post(wrong, { code }))).toBe('consent');
  });

  test('passwordless email: the code from the inbox signs up, then signs in the same user', async () => {
    for (const round of [1, 2]) {
      const login = await authorize({ connection: 'email' });
      const code = await post(login, { username: 'lin@example.com' });
      expect(screenOf(code)).toBe('login-passwordless-email-code');
      const sent = /(\d{6})/.exec((await inboxLatest()).body)?.[1] ?? '';
      if (round === 1) {
        const wrong = await post(code, { code: sent === '111111' ? '222222' : '111111' });
        expect(errorCodes(wrong)).toEqual(['invalid-code']);
      }
      const consent = await post(code, { code: sent });
      expect(screenOf(consent)).toBe('consent');
      expect(consent.context.user.id).toMatch(/^email\|/);
    }
    expect(
      users(server.store)
        .list()
        .filter((u) => u.email === 'lin@example.com'),
    ).toHaveLength(1);
  });

  test("/authorize?connection= must name a connection of the application: else the service's refusal", async () => {
    const api = client(server);
    const other = await api('POST', '/clients', {
      name: 'Partner portal',
      callbacks: ['https://partners.example.com/callback'],
    });
    expect(other.status).toBe(201);
    const partners = await api('POST', '/connections', {
      name: 'Partners-DB',
      strategy: 'auth0',
      enabled_clients: [other.body.client_id],
    });
    expect(partners.status, JSON.stringify(partners.body)).toBe(201);
    const { send } = flowDriver(server, clientId);
    const authorizeWith = (params: Record<string, string>) =>
      send(
        new URL(
          `/authorize?${new URLSearchParams({
            client_id: clientId,
            response_type: 'code',
            redirect_uri: `${server.url}${CALLBACK_PATH}`,
            scope: 'openid',
            state: 'client-state',
            ...params,
          })}`,
          server.url,
        ),
      );
    const refusal = async (params: Record<string, string>) => {
      const res = await authorizeWith(params);
      expect(res.status).toBe(302);
      const back = new URL(res.headers.get('location') ?? '', server.url);
      expect(back.pathname).toBe(CALLBACK_PATH);
      return Object.fromEntries(back.searchParams);
    };

    expect(await refusal({ connection: 'no-such-connection' })).toEqual({
      error: 'invalid_request',
      error_description: 'the connection was not found',
      state: 'client-state',
    });
    // It exists, for another application only.
    expect(await refusal({ connection: 'Partners-DB' })).toEqual({
      error: 'invalid_request',
      error_description: 'the connection was disabled',
      state: 'client-state',
    });
    // The redirect is not trusted: not redirected, as for any other bad parameter.
    const untrusted = await authorizeWith({
      connection: 'no-such-connection',
      redirect_uri: 'https://evil.example.com/callback',
    });
    expect(untrusted.status).toBe(400);
    expect(untrusted.headers.get('location')).toBeNull();
    // The application's own connections still start their login.
    const passwordless = await authorizeWith({ connection: 'email' });
    expect(passwordless.headers.get('location')).toMatch(/^\/u\/login/);
    expect((await authorizeWith({ connection: '' })).headers.get('location')).toMatch(/^\/u\//);
  });

  test('a social button goes to the local choose-an-account page and on to consent', async () => {
    const login = await authorize();
    const refused = await post(login, { connection: 'gitlab' });
    expect(errorCodes(refused)).toEqual(['invalid-connection']);
    const res = await send(login.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        action: 'default',
        state: login.context.transaction.state,
        connection: 'github',
      }),
    });
    const chooser = new URL(res.headers.get('location') ?? '', server.url);
    expect(chooser.pathname).toBe('/_screenkit/social/github');
    const html = await (await send(chooser)).text();
    expect(html).toContain('alex.social@example.com');
    const picked = await send(chooser, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account: '100000001' }),
    });
    const consent = await open(new URL(picked.headers.get('location') ?? '', server.url));
    expect(screenOf(consent)).toBe('consent');
    expect(consent.context.user.id).toBe('github|100000001');
    expect(users(server.store).get('github|100000001')?.identities[0]).toMatchObject({
      isSocial: true,
      connection: 'github',
    });
  });

  test('contexts come from the tenant: previews too, the requested locale, the login hint', async () => {
    const preview = await open(new URL('/preview/login-password/login-password', server.url));
    expect(preview.context.transaction.connection).toMatchObject({
      name: 'Username-Password-Authentication',
      strategy: 'auth0',
    });
    expect(
      preview.context.transaction.alternate_connections.map((c: { name: string }) => c.name),
    ).toEqual(['email', 'sms', 'google-oauth2', 'github']);
    expect(preview.context.screen.links.reset_password).toBe(
      '/preview/reset-password/reset-password-request',
    );
    expect(preview.context.screen.data.passwordPolicy).toMatchObject({
      policy: 'good',
      minLength: 8,
    });
    const french = await authorize({ ui_locales: 'fr-CA fr', login_hint: 'sam@example.com' });
    expect(french.context.transaction.locale).toBe('fr');
    expect(french.context.screen.data.username).toBe('sam@example.com');
    expect(french.context.untrusted_data.authorization_params).toMatchObject({
      login_hint: 'sam@example.com',
    });
    // Before anyone is identified, no sample user leaks into a real login.
    expect(french.context.user).toEqual({});
  });

  test('missing, oversized and hostile fields get the service error on the page, never a 500', async () => {
    const login = await authorize();
    const empty = await post(login, {});
    expect(empty.status).toBe(400);
    expect(errorCodes(empty)).toEqual(['no-username']);
    const huge = await post(login, { username: 'a'.repeat(5000) });
    expect(huge.status).toBe(400);
    expect(errorCodes(huge)).toEqual(['invalid-request']);
    const hostile = await post(login, {
      username: '<script>alert(1)</script>@x.y',
      __proto__: 'x',
    } as never);
    expect(screenOf(hostile)).toBe('login-password');
    const wrong = await post(hostile, { password: '"><img src=x onerror=alert(1)>' });
    expect(errorCodes(wrong)).toEqual(['wrong-credentials']);
    const long = await post(
      await post(await authorize({ screen_hint: 'signup' }), { email: 'x@example.com' }),
      {
        password: `Aa1!${'x'.repeat(100)}`,
      },
    );
    expect(errorCodes(long)).toEqual(['password-too-long']);
  });
});
