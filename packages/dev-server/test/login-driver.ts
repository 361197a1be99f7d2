/**
 * Drives the login flow over real HTTP, as a browser without JavaScript would: /authorize, the
 * standard pages' form posts (`action=default`, `state`), redirects followed by hand, the page
 * context read back from each page, the local inbox, and the tokens at the end.
 */
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { expect } from 'vitest';
import { DEMO_API, type DevServer } from '../src/index.js';

export const CALLBACK_PATH = '/callback';

export interface Page {
  url: URL;
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the page context is read as JSON
  context: any;
}

export const screenOf = (page: Page) => page.context?.screen?.name;
export const errorCodes = (page: Page) =>
  (page.context.transaction.errors ?? []).map((e: { code: string }) => e.code);

/** `target` is read at each call: the server and client exist only once `beforeAll` ran. */
export function loginDriver(target: () => { server: DevServer; clientId: string }) {
  const clientId = () => target().clientId;
  const url = () => target().server.url;

  async function open(to: URL): Promise<Page> {
    const res = await fetch(to, { redirect: 'manual' });
    return read(to, res);
  }

  async function read(at: URL, res: Response): Promise<Page> {
    if (res.status === 302) {
      const next = new URL(res.headers.get('location') ?? '', url());
      // The application's callback (a code or an error) ends the flow: not followed.
      if (next.pathname === CALLBACK_PATH) return { url: next, status: 302, context: undefined };
      return open(next);
    }
    const html = await res.text();
    const match = /window\.universal_login_context = (.*?);<\/script>/s.exec(html);
    return {
      url: at,
      status: res.status,
      context: match ? JSON.parse(match[1] as string) : undefined,
    };
  }

  /** Posts the page's form as the standard page does; follows redirects to a page or the callback. */
  async function post(page: Page, fields: Record<string, string>): Promise<Page> {
    const state = page.context.transaction.state;
    const res = await fetch(page.url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'default', state, ...fields }),
    });
    return read(page.url, res);
  }

  function authorize(extra: Record<string, string> = {}): Promise<Page> {
    const params = new URLSearchParams({
      client_id: clientId(),
      response_type: 'code',
      redirect_uri: `${url()}${CALLBACK_PATH}`,
      audience: DEMO_API,
      scope: 'openid profile email transfer:funds',
      state: 'client-state',
      ...extra,
    });
    return open(new URL(`/authorize?${params}`, url()));
  }

  async function tokens(callback: URL) {
    const { client_secret } = (await (
      await fetch(`${url()}/api/v2/clients/${clientId()}`, {
        headers: { authorization: `Bearer ${target().server.managementToken}` },
      })
    ).json()) as { client_secret: string };
    const res = await fetch(`${url()}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: callback.searchParams.get('code') ?? '',
        redirect_uri: `${url()}${CALLBACK_PATH}`,
        client_id: clientId(),
        client_secret,
      }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id_token: string; access_token: string };
    const jwks = createRemoteJWKSet(new URL(`${url()}/.well-known/jwks.json`));
    const id = (await jwtVerify(body.id_token, jwks)).payload;
    const access = (await jwtVerify(body.access_token, jwks)).payload;
    return { id, access };
  }

  async function inboxLatest(): Promise<{ body: string; link?: string }> {
    const messages = (await (await fetch(`${url()}/_screenkit/inbox?format=json`)).json()) as {
      body: string;
      link?: string;
    }[];
    return messages[0] as { body: string; link?: string };
  }

  return { open, post, authorize, tokens, inboxLatest };
}

/**
 * Advanced rendering for these screens, so each page carries its context (standard pages are
 * plain HTML forms) with the parts the tests read.
 */
export async function renderAdvanced(server: DevServer, screens: string[][]): Promise<void> {
  for (const [prompt, screen] of screens) {
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
          'untrusted_data.authorization_params.ui_locales',
          'tenant.enabled_locales',
          'tenant.friendly_name',
          'screen.texts',
          'branding.settings',
          'branding.themes.default',
          'organization.display_name',
          'organization.branding',
          'user.organizations',
        ],
        head_tags: [{ tag: 'script', attributes: { src: 'https://cdn.example.com/app.js' } }],
      }),
    });
    expect(res.status, await res.text()).toBe(200);
  }
}
