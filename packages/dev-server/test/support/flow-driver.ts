/**
 * Drives the login flow over real HTTP as a browser without JavaScript would: /authorize, the
 * pages' form posts (`action=default`, `state`), redirects followed by hand, the page context
 * read back from each page (screens switched to advanced mode carry it), tokens at the end.
 */
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { expect } from 'vitest';
import {
  DEMO_API,
  type DevServer,
  type InboxMessage,
  seedDemoIdentities,
  seedDemoTenant,
} from '../../src/index.js';

export const CALLBACK_PATH = '/callback';

/** The tenant's local inbox as a script reads it (`/_screenkit/inbox?format=json`), newest first. */
export async function readInbox(server: Pick<DevServer, 'url'>): Promise<InboxMessage[]> {
  return (await (
    await fetch(`${server.url}/_screenkit/inbox?format=json`)
  ).json()) as InboxMessage[];
}

export interface Page {
  url: URL;
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the page context is read as JSON
  context: any;
}

/** Seeds the demo tenant and identities; the given screens render in advanced mode. */
export async function seedFlowTenant(
  server: DevServer,
  advanced: ReadonlyArray<readonly [string, string]>,
): Promise<string> {
  const { clientId } = await seedDemoTenant({
    baseUrl: server.url,
    managementToken: server.managementToken,
  });
  await seedDemoIdentities({ baseUrl: server.url, managementToken: server.managementToken });
  for (const [prompt, screen] of advanced) {
    const res = await fetch(`${server.url}/api/v2/prompts/${prompt}/screen/${screen}/rendering`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${server.managementToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        rendering_mode: 'advanced',
        context_configuration: [
          'untrusted_data.submitted_form_data',
          'untrusted_data.authorization_params.login_hint',
          'tenant.enabled_locales',
        ],
        head_tags: [{ tag: 'script', attributes: { src: 'https://cdn.example.com/app.js' } }],
      }),
    });
    expect(res.status, await res.text()).toBe(200);
  }
  return clientId;
}

export function flowDriver(server: DevServer, clientId: string) {
  // The browser's cookies (name -> value): each driver is one browser.
  const jar = new Map<string, string>();
  const cookieHeader = (): Record<string, string> =>
    jar.size ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } : {};

  async function open(url: URL): Promise<Page> {
    const res = await fetch(url, { redirect: 'manual', headers: cookieHeader() });
    return read(url, res);
  }

  /**
   * A request of this browser's own pages: its cookies, and on a post the headers Chromium
   * sends with a same-origin form (`Origin`, `Sec-Fetch-Site: same-origin`). Keeps the cookies
   * the answer sets; redirects are not followed.
   */
  async function send(url: URL | string, init: RequestInit = {}): Promise<Response> {
    const post = (init.method ?? 'GET') !== 'GET';
    const res = await fetch(url, {
      redirect: 'manual',
      ...init,
      headers: {
        ...cookieHeader(),
        ...(post ? { origin: server.url, 'sec-fetch-site': 'same-origin' } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
    keepCookies(res);
    return res;
  }

  const keepCookies = (res: Response) => {
    for (const set of res.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };

  async function read(url: URL, res: Response): Promise<Page> {
    keepCookies(res);
    if (res.status === 302) return open(new URL(res.headers.get('location') ?? '', server.url));
    const html = await res.text();
    const match = /window\.universal_login_context = (.*?);<\/script>/s.exec(html);
    return { url, status: res.status, context: match ? JSON.parse(match[1] as string) : undefined };
  }

  /** Posts the page's form; follows redirects until a page or the callback. */
  async function post(page: Page, fields: Record<string, string>, to = page.url): Promise<Page> {
    const state = page.context.transaction.state;
    const res = await send(to, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'default', state, ...fields }),
    });
    const location = res.headers.get('location');
    if (res.status === 302 && location && new URL(location, server.url).pathname === CALLBACK_PATH)
      return { url: new URL(location, server.url), status: 302, context: undefined };
    return read(page.url, res);
  }

  /** The browser's cookie `name`, if set. */
  function cookie(name: string): string | undefined {
    return jar.get(name);
  }

  /** The `Cookie` header this browser sends (empty when it holds none). */
  function cookies(): string {
    return cookieHeader().cookie ?? '';
  }

  function authorize(extra: Record<string, string> = {}): Promise<Page> {
    const params = new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      redirect_uri: `${server.url}${CALLBACK_PATH}`,
      audience: DEMO_API,
      scope: 'openid profile email transfer:funds',
      state: 'client-state',
      ...extra,
    });
    return open(new URL(`/authorize?${params}`, server.url));
  }

  async function tokens(callback: URL) {
    const { client_secret } = (await (
      await fetch(`${server.url}/api/v2/clients/${clientId}`, {
        headers: { authorization: `Bearer ${server.managementToken}` },
      })
    ).json()) as { client_secret: string };
    const res = await fetch(`${server.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: callback.searchParams.get('code') ?? '',
        redirect_uri: `${server.url}${CALLBACK_PATH}`,
        client_id: clientId,
        client_secret,
      }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id_token: string; access_token: string };
    const jwks = createRemoteJWKSet(new URL(`${server.url}/.well-known/jwks.json`));
    const id = (await jwtVerify(body.id_token, jwks)).payload;
    const access = (await jwtVerify(body.access_token, jwks)).payload;
    return { id, access, idToken: body.id_token };
  }

  return { open, post, send, authorize, tokens, cookie, cookies };
}

export const screenOf = (page: Page) => page.context?.screen?.name;
export const errorCodes = (page: Page) =>
  (page.context.transaction.errors ?? []).map((e: { code: string }) => e.code);

/** Logs `who` in through the login pages (consent accepted if asked); ends on the callback. */
export async function logIn(
  browser: ReturnType<typeof flowDriver>,
  who: { email: string; password: string },
): Promise<Page> {
  const password = await browser.post(await browser.authorize(), { username: who.email });
  let page = await browser.post(password, { password: who.password });
  if (screenOf(page) === 'consent') page = await browser.post(page, { action: 'accept' });
  expect(page.url.pathname).toBe(CALLBACK_PATH);
  return page;
}

/** `/authorize?prompt=none` in the browser: the callback's `error`, or null with a code. */
export async function silentError(browser: ReturnType<typeof flowDriver>): Promise<string | null> {
  const page = await browser.authorize({ prompt: 'none' });
  expect(page.url.pathname).toBe(CALLBACK_PATH);
  return page.url.searchParams.get('error');
}
