/**
 * Login CSRF, driven as the attacker drove it (issue 28, item 3): a login transaction belongs
 * to the browser that started it at /authorize (its transaction cookie), form posts from
 * another site are refused, and a GET from another site cannot move a transaction to another
 * screen. The victim is a browser with a cookie jar (flowDriver); the attacker is a second
 * client with no cookies, or the victim's browser made to send a request by another site
 * (its cookies, `Origin: https://evil.example`, `Sec-Fetch-Site: cross-site`).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_API, type DevServer, type InboxMessage, users } from '../src/index.js';
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
  ['signup-id', 'signup-id'],
  ['reset-password', 'reset-password-request'],
  ['reset-password', 'reset-password-email'],
  ['reset-password', 'reset-password'],
  ['reset-password', 'reset-password-success'],
  ['consent', 'consent'],
] as const;

beforeAll(async () => {
  server = await start();
  clientId = await seedFlowTenant(server, ADVANCED);
});
afterAll(() => server.close());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
/** What Chromium sends with a form another site's page posts (no cookies: SameSite=Lax). */
const HOSTILE = { ...FORM, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

/** A request from a client that holds none of the victim's cookies. */
function stranger(url: URL | string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { redirect: 'manual', ...init });
}

const stateOf = (page: Page): string => page.context.transaction.state;
const pageUrl = (screen: string, state: string) =>
  new URL(`/u/${screen}?state=${encodeURIComponent(state)}`, server.url);

async function inboxLatest(): Promise<InboxMessage> {
  return (await readInbox(server))[0] as InboxMessage;
}

describe('login CSRF: a transaction belongs to the browser that started it', () => {
  test('/authorize sets the transaction cookie: HttpOnly, SameSite=Lax, path /', async () => {
    const res = await fetch(
      `${server.url}/authorize?${new URLSearchParams({
        client_id: clientId,
        response_type: 'code',
        redirect_uri: `${server.url}/callback`,
        audience: DEMO_API,
      })}`,
      { redirect: 'manual' },
    );
    expect(res.status).toBe(302);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('screenkit-tx='));
    expect(cookie).toMatch(/^screenkit-tx=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
  });

  test("another client cannot post the identifier and password on a victim's state", async () => {
    const victim = flowDriver(server, clientId);
    const start = await victim.authorize();
    expect(screenOf(start)).toBe('login-id');
    const state = stateOf(start);

    // From another site: refused whatever it carries.
    const hostile = await stranger(pageUrl('login-id', state), {
      method: 'POST',
      headers: HOSTILE,
      body: new URLSearchParams({ state, username: 'sam@example.com' }),
    });
    expect(hostile.status).toBe(403);
    expect(await hostile.text()).toContain('invalid-request');
    // A script with no cookie and no Origin: the state is not its transaction.
    for (const [screen, fields] of [
      ['login-id', { username: 'sam@example.com' }],
      ['login-password', { password: 'Quiet-River-82!' }],
    ] as const) {
      const res = await stranger(pageUrl(screen, state), {
        method: 'POST',
        headers: FORM,
        body: new URLSearchParams({ state, action: 'default', ...fields }),
      });
      expect(res.status, screen).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.text()).toContain('invalid-state');
    }

    // The victim's transaction did not move, and the victim logs in as usual.
    const still = await victim.open(pageUrl('login-password', state));
    expect(errorCodes(still)).toEqual(['invalid-state']);
    const password = await victim.post(start, { username: 'sam@example.com' });
    expect(screenOf(password)).toBe('login-password');
    const consent = await victim.post(password, { password: 'Quiet-River-82!' });
    expect(screenOf(consent)).toBe('consent');

    // Nor can another client accept the victim's consent.
    const accept = await stranger(pageUrl('consent', state), {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({ state, action: 'accept' }),
    });
    expect(accept.status).toBe(400);
    const done = await victim.post(consent, { action: 'accept' });
    expect(done.url.pathname).toBe('/callback');
    expect(done.url.searchParams.get('code')).toBeTruthy();
  });

  test("the victim's own cookie does not let another site post", async () => {
    const victim = flowDriver(server, clientId);
    const start = await victim.authorize();
    const state = stateOf(start);
    for (const headers of [
      HOSTILE,
      { ...FORM, origin: 'https://evil.example' },
      { ...FORM, origin: 'null' },
      { ...FORM, 'sec-fetch-site': 'same-site' },
    ]) {
      const res = await victim.send(pageUrl('login-id', state), {
        method: 'POST',
        headers,
        body: new URLSearchParams({ state, username: 'sam@example.com' }),
      });
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect(screenOf(await victim.open(start.url))).toBe('login-id');
  });

  test("another client's GET of the victim's page shows nothing of the login", async () => {
    const victim = flowDriver(server, clientId);
    const password = await victim.post(await victim.authorize(), { username: 'sam@example.com' });
    const res = await stranger(password.url);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('invalid-state');
    expect(html).not.toContain('sam@example.com');
  });

  test("a GET from another site cannot move the victim's transaction to another screen", async () => {
    const victim = flowDriver(server, clientId);
    const password = await victim.post(await victim.authorize(), { username: 'sam@example.com' });
    const state = stateOf(password);
    // A link or a redirect on another site: top-level, so the Lax cookie goes along.
    const crossSite = await victim.send(pageUrl('signup-id', state), {
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('location')).toBeNull();
    const here = await victim.open(password.url);
    expect(screenOf(here)).toBe('login-password');
    expect(here.context.screen.data.username).toBe('sam@example.com');
    // The page's own links still move it (same origin), and a page reached by a redirect from
    // another site (its own screen) still renders.
    const signup = await victim.send(pageUrl('signup-id', state), {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(signup.status).toBe(200);
    const again = await victim.send(pageUrl('signup-id', state), {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(again.status).toBe(200);
  });

  test('the local social chooser answers only the browser of the login', async () => {
    const victim = flowDriver(server, clientId);
    const start = await victim.authorize();
    const state = stateOf(start);
    const button = await victim.send(start.url, {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({ state, action: 'default', connection: 'github' }),
    });
    const chooser = new URL(button.headers.get('location') ?? '', server.url);
    expect(chooser.pathname).toBe('/_screenkit/social/github');

    expect((await stranger(chooser)).status).toBe(400);
    const picked = await stranger(chooser, {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({ account: '100000002' }),
    });
    expect(picked.status).toBe(400);
    const hostile = await victim.send(chooser, {
      method: 'POST',
      headers: HOSTILE,
      body: new URLSearchParams({ account: '100000002' }),
    });
    expect(hostile.status).toBe(403);
    expect(users(server.store).get('github|100000002')).toBeUndefined();

    expect((await victim.send(chooser)).status).toBe(200);
    const mine = await victim.send(chooser, {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({ account: '100000002' }),
    });
    expect(mine.status).toBe(302);
    const consent = await victim.open(new URL(mine.headers.get('location') ?? '', server.url));
    expect(consent.context.user.id).toBe('github|100000002');
  });

  test('a state in the body and another in the query: each must be the browser’s', async () => {
    const victim = flowDriver(server, clientId);
    const theirs = stateOf(await victim.authorize());
    const attacker = flowDriver(server, clientId);
    const mine = stateOf(await attacker.authorize());
    const res = await attacker.send(pageUrl('login-id', theirs), {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({ state: mine, username: 'sam@example.com' }),
    });
    expect(res.status).toBe(400);
  });
});

describe('reset links opened in another browser', () => {
  test('work there, in a transaction of their own, and never continue the login that asked', async () => {
    const asker = flowDriver(server, clientId);
    const login = await asker.authorize();
    const request = await asker.open(
      new URL(login.context.screen.links.reset_password, server.url),
    );
    const sent = await asker.post(request, { username: 'sam@example.com' });
    expect(screenOf(sent)).toBe('reset-password-email');
    const mail = await inboxLatest();
    expect(mail.to).toBe('sam@example.com');

    // The mailbox is read on another device: the link opens a reset of its own there.
    const other = flowDriver(server, clientId);
    const reset = await other.open(new URL(mail.link ?? '', server.url));
    expect(screenOf(reset)).toBe('reset-password');
    expect(stateOf(reset)).not.toBe(stateOf(login));
    const done = await other.post(reset, {
      password: 'Other-Browser-91!',
      're-enter-password': 'Other-Browser-91!',
    });
    expect(screenOf(done)).toBe('reset-password-success');
    // That transaction only resets: it does not go on to a login (nor to a code).
    const onward = await other.post(done, {});
    expect(screenOf(onward)).toBe('reset-password-success');
    const link = await other.send(pageUrl('login-id', stateOf(done)), {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(link.status).toBe(400);
    // It cannot touch the asker's transaction, and the link is used up.
    expect((await other.send(pageUrl('reset-password', stateOf(login)))).status).toBe(400);
    expect((await asker.send(new URL(mail.link ?? '', server.url))).status).toBe(400);
    // The asker's login is where it was, and goes on with the new password.
    const back = await asker.post(sent, {});
    expect(screenOf(back)).toBe('login-id');
    const password = await asker.post(back, { username: 'sam@example.com' });
    // (sam consented in an earlier test: straight back to the application.)
    const callback = await asker.post(password, { password: 'Other-Browser-91!' });
    expect(callback.url.pathname).toBe('/callback');
    expect(callback.url.searchParams.get('code')).toBeTruthy();
  });
});

describe('previews are not login transactions', () => {
  test('any client may answer a preview, but not from another site', async () => {
    const res = await stranger(new URL('/preview/consent/consent', server.url));
    const html = await res.text();
    const state = /"state":"([^"]+)"/.exec(html)?.[1] ?? '';
    expect(state).not.toBe('');
    const hostile = await stranger(new URL('/preview/consent/consent', server.url), {
      method: 'POST',
      headers: HOSTILE,
      body: new URLSearchParams({ state, action: 'accept' }),
    });
    expect(hostile.status).toBe(403);
    const accepted = await stranger(new URL('/preview/consent/consent', server.url), {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({ state, action: 'accept' }),
    });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get('location')).toMatch(/[?&]code=/);
  });
});
