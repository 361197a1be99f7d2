/**
 * MFA guessing is bounded per user and factor, not per login (issue 28, item 4): wrong codes
 * count across /authorize transactions and resent codes, the service's `too-many-attempts`
 * answers once the factor is blocked (even the right code), an administrator unblocks; a TOTP
 * code is accepted once per time step (RFC 6238 section 5.2); all of it survives a restart.
 * Driven over HTTP as the attacker drove it: a browser's cookies, fresh logins, the inbox.
 */
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_DATABASE, type DevServer } from '../src/index.js';
import { afterEachTest, type Call, client, start } from './http.js';
import {
  errorCodes,
  flowDriver,
  type Page,
  readInbox,
  screenOf,
  seedFlowTenant,
} from './support/flow-driver.js';

const ADVANCED = [
  ['login-id', 'login-id'],
  ['login-password', 'login-password'],
  ['mfa-otp', 'mfa-otp-challenge'],
  ['mfa-email', 'mfa-email-challenge'],
  ['consent', 'consent'],
] as const;
const PASSWORD = 'Guess-Proof-42!';

let server: DevServer;
let clientId: string;
let api: Call;
let made = 0;

beforeAll(async () => {
  server = await start();
  clientId = await seedFlowTenant(server, ADVANCED);
  api = client(server);
});
afterAll(() => server.close());

/** A user of the demo database with one factor: a TOTP key, or email codes. */
async function userWith(call: Call, factor: 'totp' | 'email') {
  const email = `guess-${++made}-${factor}@example.com`;
  const created = await call('POST', '/users', {
    connection: DEMO_DATABASE,
    email,
    email_verified: true,
    password: PASSWORD,
  });
  expect(created.status).toBe(201);
  const secret = new Secret().base32;
  const id = created.body.user_id as string;
  const method = await call(
    'POST',
    `/users/${encodeURIComponent(id)}/authentication-methods`,
    factor === 'totp' ? { type: 'totp', totp_secret: secret } : { type: 'email', email },
  );
  expect(method.status).toBe(201);
  const totp = new TOTP({ secret });
  /** The code of the current time step, or `steps` steps away. */
  const code = (steps = 0) => totp.generate({ timestamp: Date.now() + steps * 30_000 });
  return { id, email, code };
}

/** A new login (a fresh /authorize) up to the MFA challenge, in the browser `driver`. */
async function challenge(driver: ReturnType<typeof flowDriver>, email: string): Promise<Page> {
  const password = await driver.post(await driver.authorize(), { username: email });
  const page = await driver.post(password, { password: PASSWORD });
  expect(screenOf(page)).toMatch(/^mfa-(otp|email)-challenge$/);
  return page;
}

const wrongFor = (right: string) => (right === '000000' ? '111111' : '000000');

async function inboxCodeTo(to: string): Promise<string> {
  const messages = await readInbox(server);
  return /(\d{6})/.exec(messages.find((m) => m.to === to)?.body ?? '')?.[1] ?? '';
}

describe('MFA guesses are counted per user and factor', () => {
  test('wrong TOTP codes count across logins: blocked after 10, the right code refused, an admin unblocks', async () => {
    const user = await userWith(api, 'totp');
    const browser = flowDriver(server, clientId);
    const answers: string[][] = [];
    // Four fresh logins, three wrong codes each: never five in one login (today's budget).
    for (let login = 0; login < 4; login++) {
      let page = await challenge(browser, user.email);
      const codes: string[] = [];
      for (let i = 0; i < 3; i++) {
        page = await browser.post(page, { code: wrongFor(user.code()) });
        codes.push(...errorCodes(page));
      }
      answers.push(codes);
    }
    expect(answers.flat().slice(0, 9)).toEqual(Array(9).fill('invalid-code'));
    expect(answers.flat().slice(9)).toEqual(Array(3).fill('too-many-attempts'));
    // A fresh login with the right code: still blocked, with the service's error on the page.
    const blocked = await browser.post(await challenge(browser, user.email), { code: user.code() });
    expect(blocked.status).toBe(429);
    expect(screenOf(blocked)).toBe('mfa-otp-challenge');
    expect(blocked.context.transaction.errors).toEqual([
      expect.objectContaining({
        code: 'too-many-attempts',
        message: 'Too many failed codes. Wait for some minutes before retrying.',
      }),
    ]);
    // The administrator's unblock: the right code passes again.
    const unblock = await api('DELETE', `/user-blocks/${encodeURIComponent(user.id)}`);
    expect(unblock.status).toBe(204);
    const passed = await browser.post(await challenge(browser, user.email), { code: user.code() });
    expect(screenOf(passed)).toBe('consent');
  });

  test('resending the email code starts no fresh budget', async () => {
    const user = await userWith(api, 'email');
    const browser = flowDriver(server, clientId);
    let page = await challenge(browser, user.email);
    const answers: string[] = [];
    for (const round of [4, 4, 2]) {
      const sent = await inboxCodeTo(user.email);
      for (let i = 0; i < round; i++) {
        page = await browser.post(page, { code: wrongFor(sent) });
        answers.push(...errorCodes(page));
      }
      page = await browser.post(page, { action: 'resend-code' });
      expect(screenOf(page)).toBe('mfa-email-challenge');
    }
    expect(answers.slice(0, 9)).toEqual(Array(9).fill('invalid-code'));
    expect(answers[9]).toBe('too-many-attempts');
    // The fresh code, right, in this login and in a new one: refused while blocked.
    const fresh = await browser.post(page, { code: await inboxCodeTo(user.email) });
    expect(errorCodes(fresh)).toEqual(['too-many-attempts']);
    const again = await challenge(browser, user.email);
    expect(errorCodes(await browser.post(again, { code: await inboxCodeTo(user.email) }))).toEqual([
      'too-many-attempts',
    ]);
  });

  test('a TOTP code is accepted once per time step, across logins', async () => {
    const user = await userWith(api, 'totp');
    const browser = flowDriver(server, clientId);
    const now = user.code();
    expect(screenOf(await browser.post(await challenge(browser, user.email), { code: now }))).toBe(
      'consent',
    );
    // The same code in a new login (another browser too): refused, as a wrong code.
    const other = flowDriver(server, clientId);
    const replay = await other.post(await challenge(other, user.email), { code: now });
    expect(errorCodes(replay)).toEqual(['invalid-code']);
    // The next step's code passes; after it, this step's and the previous step's are refused.
    expect(
      screenOf(await browser.post(await challenge(browser, user.email), { code: user.code(1) })),
    ).toBe('consent');
    const page = await challenge(browser, user.email);
    expect(errorCodes(await browser.post(page, { code: now }))).toEqual(['invalid-code']);
    expect(errorCodes(await browser.post(page, { code: user.code(-1) }))).toEqual(['invalid-code']);
  });
});

describe('blocks and used steps survive a restart', () => {
  const each = afterEachTest();

  test('a blocked factor, a blocked password and a used TOTP step, after a restart; the admin unblocks', async () => {
    const dir = await each.dir();
    let disk = await start({ storeDir: dir, port: 0 });
    each.defer(() => disk.close());
    const diskClient = await seedFlowTenant(disk, ADVANCED);
    const user = await userWith(client(disk), 'totp');
    const browser = flowDriver(disk, diskClient);
    const now = user.code();
    expect(screenOf(await browser.post(await challenge(browser, user.email), { code: now }))).toBe(
      'consent',
    );
    let page = await challenge(browser, user.email);
    for (let i = 0; i < 10; i++) page = await browser.post(page, { code: wrongFor(user.code(1)) });
    expect(errorCodes(page)).toEqual(['too-many-attempts']);
    let password = await browser.post(await browser.authorize(), { username: user.email });
    for (let i = 0; i < 10; i++) password = await browser.post(password, { password: `nope-${i}` });
    expect(errorCodes(password)).toEqual(['too-many-attempts']);

    // The same port: the application's callback URL names it.
    await disk.close();
    disk = await start({ storeDir: dir, port: disk.port });
    const call = client(disk);
    const after = flowDriver(disk, diskClient);
    const refused = await after.post(await after.authorize(), { username: user.email });
    expect(errorCodes(await after.post(refused, { password: PASSWORD }))).toEqual([
      'too-many-attempts',
    ]);
    expect((await call('GET', `/user-blocks/${encodeURIComponent(user.id)}`)).body).toEqual({
      blocked_for: [{ identifier: user.email, connection: DEMO_DATABASE }],
    });
    expect(
      (await call('GET', `/user-blocks?identifier=${encodeURIComponent(user.email)}`)).body
        .blocked_for,
    ).toHaveLength(1);

    expect((await call('DELETE', `/user-blocks/${encodeURIComponent(user.id)}`)).status).toBe(204);
    expect((await call('GET', `/user-blocks/${encodeURIComponent(user.id)}`)).body).toEqual({
      blocked_for: [],
    });
    const otp = await challenge(after, user.email);
    // Unblocked, but the code used before the restart stays used.
    expect(errorCodes(await after.post(otp, { code: now }))).toEqual(['invalid-code']);
    expect(screenOf(await after.post(otp, { code: user.code(1) }))).toBe('consent');
  });
});
