/**
 * Brute-force protection's way out for the account's owner (issue 28): ten wrong passwords
 * block an existing user's identifier and email the blocked-account message with an unblock
 * link (login/unblock-link.ts); the link opens brute-force-protection-unblock in whatever
 * browser reads the mail, its button lifts the block (-success), and the link works once
 * (-failure after). Driven over HTTP as two browsers: the login's and the mailbox's.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_DATABASE, type DevServer } from '../src/index.js';
import { type Call, client, start } from './http.js';
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
  ['brute-force-protection', 'brute-force-protection-unblock'],
  ['brute-force-protection', 'brute-force-protection-unblock-success'],
  ['brute-force-protection', 'brute-force-protection-unblock-failure'],
  ['consent', 'consent'],
] as const;
const PASSWORD = 'Unblock-Me-42!';

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
const blockedMails = async (to: string) =>
  (await inbox()).filter((m) => m.to === to && m.subject === 'Your account has been blocked');

/** Ten wrong passwords in one login: the page of the tenth. */
async function blockWithWrongPasswords(browser: ReturnType<typeof flowDriver>, email: string) {
  let page = await browser.post(await browser.authorize(), { username: email });
  for (let i = 0; i < 10; i++) page = await browser.post(page, { password: `Wrong-${i}-pass` });
  return page;
}

async function logIn(browser: ReturnType<typeof flowDriver>, email: string): Promise<Page> {
  const password = await browser.post(await browser.authorize(), { username: email });
  return browser.post(password, { password: PASSWORD });
}

describe('the unblock link of a blocked account', () => {
  test('ten wrong passwords email one link; it unblocks from another browser, once', async () => {
    const email = 'blocked-owner@example.com';
    const created = await api('POST', '/users', {
      connection: DEMO_DATABASE,
      email,
      email_verified: true,
      password: PASSWORD,
    });
    expect(created.status).toBe(201);
    const login = flowDriver(server, clientId);
    const blocked = await blockWithWrongPasswords(login, email);
    expect(errorCodes(blocked)).toEqual(['too-many-attempts']);
    const [mail, ...more] = await blockedMails(email);
    expect(more).toEqual([]);
    expect(mail?.link).toMatch(/^\/_screenkit\/unblock\?id=[\w-]+&ticket=[\w-]{32}$/);
    // Still blocked: the right password is refused, and no second email goes out.
    expect(errorCodes(await logIn(login, email))).toEqual(['too-many-attempts']);
    expect(await blockedMails(email)).toHaveLength(1);

    // The mailbox is read in another browser: the link opens the unblock screen there.
    const mailbox = flowDriver(server, clientId);
    const ask = await mailbox.open(new URL(mail?.link ?? '', server.url));
    expect(screenOf(ask)).toBe('brute-force-protection-unblock');
    expect(ask.context.user).toMatchObject({ email });
    // The screen is that browser's: the login's browser cannot answer it.
    const stranger = await login.post(ask, {});
    expect(errorCodes(stranger)).toEqual(['invalid-state']);
    const done = await mailbox.post(ask, {});
    expect(screenOf(done)).toBe('brute-force-protection-unblock-success');
    // Answered once: posting the button again changes nothing.
    expect(errorCodes(await mailbox.post(ask, {}))).toEqual(['invalid-state']);

    // The link is used up, in any browser.
    for (const browser of [mailbox, login]) {
      const reused = await browser.open(new URL(mail?.link ?? '', server.url));
      expect(screenOf(reused)).toBe('brute-force-protection-unblock-failure');
    }
    // Unblocked: the owner logs in.
    expect(screenOf(await logIn(login, email))).toBe('consent');
  });

  test('forged or foreign links fail; an unknown identifier blocks without any email', async () => {
    const mailbox = flowDriver(server, clientId);
    for (const link of [
      '/_screenkit/unblock',
      '/_screenkit/unblock?id=nope&ticket=nope',
      `/_screenkit/unblock?id=${'x'.repeat(5000)}&ticket=${'y'.repeat(5000)}`,
    ]) {
      const page = await mailbox.open(new URL(link, server.url));
      expect(page.status).toBe(200);
      expect(screenOf(page), link.slice(0, 40)).toBe('brute-force-protection-unblock-failure');
    }
    // sam's link's ticket with another link's id: refused, and sam's link still works.
    const [sam, pat] = ['sam@example.com', 'pat@example.com'];
    for (const who of [sam, pat]) await blockWithWrongPasswords(flowDriver(server, clientId), who);
    const [samMail] = await blockedMails(sam);
    const [patMail] = await blockedMails(pat);
    const samLink = new URL(samMail?.link ?? '', server.url);
    const patLink = new URL(patMail?.link ?? '', server.url);
    const crossed = new URL(samLink);
    crossed.searchParams.set('id', patLink.searchParams.get('id') ?? '');
    expect(screenOf(await mailbox.open(crossed))).toBe('brute-force-protection-unblock-failure');
    const ask = await mailbox.open(samLink);
    expect(screenOf(ask)).toBe('brute-force-protection-unblock');
    expect(screenOf(await mailbox.post(ask, {}))).toBe('brute-force-protection-unblock-success');
    // pat is still blocked: one link unblocks its own user only.
    const patLogin = flowDriver(server, clientId);
    const password = await patLogin.post(await patLogin.authorize(), { username: pat });
    expect(errorCodes(await patLogin.post(password, { password: 'Amber-Stone-55!' }))).toEqual([
      'too-many-attempts',
    ]);

    // Nobody owns this identifier: it blocks the same, and no email says it exists.
    const before = (await inbox()).length;
    const nobody = await blockWithWrongPasswords(
      flowDriver(server, clientId),
      'no-one@example.com',
    );
    expect(errorCodes(nobody)).toEqual(['too-many-attempts']);
    expect((await inbox()).length).toBe(before);
  });
});
