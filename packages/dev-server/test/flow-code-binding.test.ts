/**
 * One-time codes and tickets are bound to their purpose, the user they were issued for, the
 * login transaction and (codes typed into a page) the browser, and used once (issue 28, item 1).
 * A reset ticket is an email's link: opened in another browser it resets there, in a
 * transaction of its own, the password of its own user only. Driven over HTTP the way the
 * attacker drove it: one browser (a cookie jar), the demo tenant's users, codes read from the
 * local inbox, links opened as a browser opens them.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DevServer, type InboxMessage, users } from '../src/index.js';
import { start } from './http.js';
import {
  errorCodes,
  flowDriver,
  type Page,
  readInbox,
  screenOf,
  seedFlowTenant,
} from './support/flow-driver.js';

let server: DevServer;
let clientId: string;

const ADVANCED = [
  ['login-id', 'login-id'],
  ['login-password', 'login-password'],
  ['reset-password', 'reset-password-request'],
  ['reset-password', 'reset-password-email'],
  ['reset-password', 'reset-password'],
  ['reset-password', 'reset-password-success'],
  ['mfa-email', 'mfa-email-challenge'],
  ['consent', 'consent'],
  ['login-passwordless', 'login-passwordless-email-code'],
] as const;

beforeAll(async () => {
  server = await start();
  clientId = await seedFlowTenant(server, ADVANCED);
});
afterAll(() => server.close());

async function latestTo(to: string): Promise<InboxMessage> {
  const found = (await readInbox(server)).find((m) => m.to === to);
  if (!found) throw new Error(`no message to ${to}`);
  return found;
}
const codeIn = (message: InboxMessage) => /(\d{6})/.exec(message.body)?.[1] ?? '';
const stateOf = (page: Page) => page.context.transaction.state as string;
const resetLink = (state: string, ticket: string) =>
  new URL(
    `/_screenkit/reset-password?state=${encodeURIComponent(state)}&ticket=${encodeURIComponent(ticket)}`,
    server.url,
  );
/** A refused link: status and body, which must not say which part of the binding was wrong. */
async function refusal(res: Response) {
  return { status: res.status, body: await res.text() };
}

describe('reset tickets and MFA codes are bound', () => {
  test("the attack: pat's own email MFA code opened as a reset ticket for sam is refused", async () => {
    const pat = flowDriver(server, clientId);
    const samBefore = users(server.store)
      .list()
      .find((u) => u.email === 'sam@example.com')?.password_hash;
    const login = await pat.authorize();
    const state = stateOf(login);
    // Ask a reset for sam in this transaction...
    const request = await pat.open(new URL(login.context.screen.links.reset_password, server.url));
    expect(screenOf(request)).toBe('reset-password-request');
    expect(screenOf(await pat.post(request, { username: 'sam@example.com' }))).toBe(
      'reset-password-email',
    );
    // ...go back to login-id, log in as pat with pat's own password...
    const back = await pat.open(
      new URL(`/u/login-id?state=${encodeURIComponent(state)}`, server.url),
    );
    expect(screenOf(back)).toBe('login-id');
    const password = await pat.post(back, { username: 'pat@example.com' });
    const challenge = await pat.post(password, { password: 'Amber-Stone-55!' });
    expect(screenOf(challenge)).toBe('mfa-email-challenge');
    // ...and present pat's own MFA code as the reset ticket.
    const mfaCode = codeIn(await latestTo('pat@example.com'));
    const opened = await pat.open(resetLink(state, mfaCode));
    expect(opened.status).toBe(400);
    expect(screenOf(opened)).not.toBe('reset-password');
    // Nor from another browser, where a reset ticket would open a reset of its own.
    const elsewhere = await fetch(resetLink(state, mfaCode), { redirect: 'manual' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.headers.get('location')).toBeNull();
    // The reset screen cannot be posted either: nothing was opened.
    const direct = await pat.post(
      {
        url: new URL(`/u/reset-password?state=${encodeURIComponent(state)}`, server.url),
        status: 200,
        context: login.context,
      },
      { password: 'Taken-Over-99!', 're-enter-password': 'Taken-Over-99!' },
    );
    expect(screenOf(direct)).not.toBe('reset-password-success');
    const samAfter = users(server.store)
      .list()
      .find((u) => u.email === 'sam@example.com')?.password_hash;
    expect(samAfter).toBe(samBefore);
    // The MFA code still does what it was issued for: pat's own challenge (it was not used up).
    expect(screenOf(await pat.post(challenge, { code: mfaCode }))).toBe('consent');
  });

  test('a reset ticket does not outlive a move to another identity, and refusals all look alike', async () => {
    const browser = flowDriver(server, clientId);
    const login = await browser.authorize();
    const state = stateOf(login);
    const request = await browser.open(
      new URL(login.context.screen.links.reset_password, server.url),
    );
    await browser.post(request, { username: 'sam@example.com' });
    const ticket = new URL(
      (await latestTo('sam@example.com')).link ?? '',
      server.url,
    ).searchParams.get('ticket') as string;
    // The same browser with a wrong ticket, and with the ticket on another transaction.
    const other = await browser.authorize();
    const wrongTicket = await refusal(
      await fetch(resetLink(state, `${ticket.slice(0, -2)}xx`), {
        redirect: 'manual',
        headers: { cookie: browser.cookies() },
      }),
    );
    const wrongTransaction = await refusal(
      await fetch(resetLink(stateOf(other), ticket), {
        redirect: 'manual',
        headers: { cookie: browser.cookies() },
      }),
    );
    // The transaction moves on to pat: sam's ticket no longer opens anything in it.
    const back = await browser.open(
      new URL(`/u/login-id?state=${encodeURIComponent(state)}`, server.url),
    );
    await browser.post(back, { username: 'pat@example.com' });
    const movedOn = await refusal(
      await fetch(resetLink(state, ticket), {
        redirect: 'manual',
        headers: { cookie: browser.cookies() },
      }),
    );
    // Nor in another browser (no cookies), where an unused ticket would open a reset of its own.
    const elsewhere = await refusal(await fetch(resetLink(state, ticket), { redirect: 'manual' }));
    for (const refused of [wrongTicket, wrongTransaction, movedOn, elsewhere])
      expect(refused).toEqual(wrongTicket);
    expect(wrongTicket.status).toBe(400);
  });

  test("opened in another browser, a ticket resets its own user's password there, once, and nothing else", async () => {
    const hashes = () =>
      new Map(
        users(server.store)
          .list()
          .map((u) => [u.email, u.password_hash]),
      );
    const asker = flowDriver(server, clientId);
    const login = await asker.authorize();
    const state = stateOf(login);
    const request = await asker.open(
      new URL(login.context.screen.links.reset_password, server.url),
    );
    const sent = await asker.post(request, { username: 'sam@example.com' });
    expect(screenOf(sent)).toBe('reset-password-email');
    const link = new URL((await latestTo('sam@example.com')).link ?? '', server.url);
    const before = hashes();

    // A browser without the login's cookie (a mail client): a reset of its own, not the login.
    const mailClient = flowDriver(server, clientId);
    const reset = await mailClient.open(link);
    expect(screenOf(reset)).toBe('reset-password');
    expect(stateOf(reset)).not.toBe(state);
    // It names no other user: a username posted along changes nothing of whose password it is.
    const done = await mailClient.post(reset, {
      username: 'pat@example.com',
      password: 'Mail-Client-73!',
      're-enter-password': 'Mail-Client-73!',
    });
    expect(screenOf(done)).toBe('reset-password-success');
    const after = hashes();
    expect(after.get('sam@example.com')).not.toBe(before.get('sam@example.com'));
    for (const [email, hash] of before)
      if (email !== 'sam@example.com') expect(after.get(email), email).toBe(hash);

    // Once: the link is used up in either browser, the reset cannot be posted again, and the
    // login that asked has lost its ticket.
    expect((await mailClient.open(link)).status).toBe(400);
    expect((await asker.open(link)).status).toBe(400);
    const again = await mailClient.post(
      { url: reset.url, status: 200, context: reset.context },
      { password: 'Second-Time-48!', 're-enter-password': 'Second-Time-48!' },
    );
    expect(screenOf(again)).not.toBe('reset-password-success');
    const asked = await asker.post(
      {
        url: new URL(`/u/reset-password?state=${encodeURIComponent(state)}`, server.url),
        status: 200,
        context: login.context,
      },
      { password: 'Second-Time-48!', 're-enter-password': 'Second-Time-48!' },
    );
    expect(screenOf(asked)).not.toBe('reset-password-success');
    expect(hashes().get('sam@example.com')).toBe(after.get('sam@example.com'));
  });

  test('a reset ticket opens once, in its browser, for its user', async () => {
    const browser = flowDriver(server, clientId);
    const login = await browser.authorize();
    const request = await browser.open(
      new URL(login.context.screen.links.reset_password, server.url),
    );
    await browser.post(request, { username: 'una@example.com' });
    const link = new URL((await latestTo('una@example.com')).link ?? '', server.url);
    const reset = await browser.open(link);
    expect(screenOf(reset)).toBe('reset-password');
    // Opened once: the same link again is refused, even in the same browser.
    expect((await browser.open(link)).status).toBe(400);
    // Going back to login-id drops the opened reset: the reset screen cannot be posted again.
    const state = stateOf(reset);
    await browser.open(new URL(`/u/login-id?state=${encodeURIComponent(state)}`, server.url));
    const res = await fetch(
      new URL(`/u/reset-password?state=${encodeURIComponent(state)}`, server.url),
      {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: browser.cookies(),
        },
        body: new URLSearchParams({ state, password: 'Taken-Over-99!' }),
      },
    );
    expect(res.status).toBe(400);
  });

  test('an MFA code answers only the challenge of its user, and is used once', async () => {
    // Passwordless code for pat's address, then an MFA code challenge: neither crosses over.
    const browser = flowDriver(server, clientId);
    const passwordless = await browser.authorize({ connection: 'email' });
    const codeScreen = await browser.post(passwordless, { username: 'pat@example.com' });
    expect(screenOf(codeScreen)).toBe('login-passwordless-email-code');
    const passwordlessCode = codeIn(await latestTo('pat@example.com'));

    const mfa = flowDriver(server, clientId);
    const challenge = await mfa.post(
      await mfa.post(await mfa.authorize(), { username: 'pat@example.com' }),
      {
        password: 'Amber-Stone-55!',
      },
    );
    expect(screenOf(challenge)).toBe('mfa-email-challenge');
    const mfaCode = codeIn(await latestTo('pat@example.com'));
    // The passwordless code in the MFA challenge (another purpose, another transaction).
    if (passwordlessCode !== mfaCode)
      expect(errorCodes(await mfa.post(challenge, { code: passwordlessCode }))).toEqual([
        'invalid-code',
      ]);
    // The MFA code on the passwordless screen.
    if (passwordlessCode !== mfaCode)
      expect(errorCodes(await browser.post(codeScreen, { code: mfaCode }))).toEqual([
        'invalid-code',
      ]);
    expect(screenOf(await mfa.post(challenge, { code: mfaCode }))).toBe('consent');
  });
});
