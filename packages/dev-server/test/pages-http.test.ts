/**
 * The page host over real HTTP: previews assembled from the store, the standard page with the
 * tenant's partial, advanced mode's embedded context, and form posts (accept, deny, stale
 * state, invalid fields) answered the way the service answers them.
 */
import { listScreens } from '@screenkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API, seedDemoTenant } from '../src/fixtures/index.js';
import { type DevServer, startDevServer } from '../src/index.js';

let server: DevServer;
let clientId: string;

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  redirect: 'manual' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields),
});

async function page(path: string): Promise<{ status: number; html: string; state: string }> {
  const res = await fetch(`${server.url}${path}`);
  const html = await res.text();
  const state = /name="state" value="([^"]*)"/.exec(html)?.[1] ?? '';
  return { status: res.status, html, state };
}

// biome-ignore lint/suspicious/noExplicitAny: the page's JSON, read field by field in assertions
function embeddedContext(html: string): Record<string, any> {
  const json = /window\.universal_login_context = (.*?);<\/script>/.exec(html)?.[1];
  expect(json, 'page embeds a context').toBeDefined();
  return JSON.parse(json as string);
}

async function api(method: string, path: string, body: unknown) {
  const res = await fetch(`${server.url}/api/v2${path}`, {
    method,
    headers: {
      authorization: `Bearer ${server.managementToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
}

beforeAll(async () => {
  server = await startDevServer({ inMemory: true });
  ({ clientId } = await seedDemoTenant({
    baseUrl: server.url,
    managementToken: server.managementToken,
  }));
});
afterAll(() => server.close());

describe('consent preview (standard mode)', () => {
  it('renders the stored partial with the transfer from the sample request', async () => {
    const { status, html, state } = await page('/preview/customized-consent/customized-consent');
    expect(status).toBe(200);
    expect(html).toContain('<dd data-field="amount">2500</dd>');
    expect(html).toContain('<dd data-field="currency">USD</dd>');
    expect(html).toContain('<dd data-field="beneficiary">Hanna Herwitz</dd>');
    expect(html).toContain('Transfer funds from your accounts');
    expect(html).toContain('id="screenkit-toolbar-data"');
    expect(state).not.toBe('');
  });

  it('accept redirects to the client callback with a code and the client state', async () => {
    const { state } = await page('/preview/customized-consent/customized-consent');
    const res = await fetch(
      `${server.url}/u/customized-consent?state=${state}`,
      form({ state, action: 'accept' }),
    );
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${server.url}/callback`);
    expect(location.searchParams.get('code')).toMatch(/.{16,}/);
    expect(location.searchParams.get('state')).toMatch(/^preview-/);

    // The code is a real one: the token endpoint exchanges it for the approved details.
    const secret = (await (
      await fetch(`${server.url}/api/v2/clients/${clientId}`, {
        headers: { authorization: `Bearer ${server.managementToken}` },
      })
    ).json()) as { client_secret: string };
    const token = await fetch(`${server.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: location.searchParams.get('code') as string,
        client_id: clientId,
        client_secret: secret.client_secret,
        redirect_uri: `${server.url}/callback`,
      }),
    });
    expect(token.status, await token.clone().text()).toBe(200);
    const body = (await token.json()) as {
      access_token: string;
      authorization_details?: unknown[];
    };
    expect(body.access_token).toEqual(expect.any(String));

    // The callback page shows what it received.
    const callback = await (await fetch(location)).text();
    expect(callback).toContain(location.searchParams.get('code') as string);
  });

  it('deny redirects with error=access_denied; the used state is then stale', async () => {
    const { state } = await page('/preview/customized-consent/customized-consent');
    const res = await fetch(
      `${server.url}/u/customized-consent?state=${state}`,
      form({ state, action: 'deny' }),
    );
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') as string);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('code')).toBeNull();

    const again = await fetch(
      `${server.url}/u/customized-consent?state=${state}`,
      form({ state, action: 'accept' }),
    );
    expect(again.status).toBe(400);
    const html = await again.text();
    expect(html).toContain('data-code="invalid-state"');
    expect(html).toContain('Your session has expired');
  });

  it('an unknown action re-renders with transaction.errors and keeps the transaction', async () => {
    const { state } = await page('/preview/customized-consent/customized-consent');
    const res = await fetch(
      `${server.url}/u/customized-consent?state=${state}`,
      form({ state, action: 'maybe' }),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('data-code="invalid-action"');
    expect(html).toContain('data-field="beneficiary">Hanna Herwitz');
    const accept = await fetch(
      `${server.url}/u/customized-consent?state=${state}`,
      form({ state, action: 'accept' }),
    );
    expect(accept.status).toBe(302);
  });

  it('GET /u/<screen> with an unknown state shows the screen with the invalid-state error', async () => {
    const { status, html } = await page('/u/customized-consent?state=nope');
    expect(status).toBe(400);
    expect(html).toContain('data-code="invalid-state"');
  });

  it('a sample request edited for the screen changes the preview', async () => {
    const authorized = {
      'content-type': 'application/json',
      authorization: `Bearer ${server.managementToken}`,
    };
    const sample = (body: unknown, headers: Record<string, string> = authorized) =>
      fetch(`${server.url}/_screenkit/sample-requests/customized-consent`, {
        method: 'PUT',
        headers,
        body: JSON.stringify(body),
      });
    // What a sample holds ends up in a real token: the management token is required, and a
    // type the API has not registered is refused as /authorize would refuse it.
    const unregistered = { audience: DEMO_API, authorization_details: [{ type: 'wire_transfer' }] };
    expect((await sample(unregistered, { 'content-type': 'application/json' })).status).toBe(401);
    expect(
      (await sample(unregistered, { ...authorized, 'content-type': 'text/plain' })).status,
    ).toBe(415);
    const refused = await sample(unregistered);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      errorCode: 'invalid_body',
      message: expect.stringMatching(
        /wire_transfer.*rule 5.*on property authorization_details\[0\]\.type/,
      ),
    });
    const many = await sample({
      audience: DEMO_API,
      authorization_details: Array.from({ length: 7 }, () => ({ type: 'money_transfer' })),
    });
    expect(many.status).toBe(400);

    const res = await fetch(`${server.url}/_screenkit/sample-requests/customized-consent`, {
      method: 'PUT',
      headers: authorized,
      body: JSON.stringify({
        audience: DEMO_API,
        client_id: clientId,
        scope: 'transfer:funds',
        authorization_details: [
          {
            type: 'money_transfer',
            instructedAmount: { amount: 17, currency: 'EUR' },
            beneficiary: '<img src=x onerror=alert(1)>',
          },
        ],
      }),
    });
    expect(res.status).toBe(200);
    const { html } = await page('/preview/customized-consent/customized-consent');
    expect(html).toContain('<dd data-field="currency">EUR</dd>');
    expect(html).toContain(
      '<dd data-field="beneficiary">&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;</dd>',
    );
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('"warnings":[]');

    const bad = await fetch(`${server.url}/_screenkit/sample-requests/customized-consent`, {
      method: 'PUT',
      headers: authorized,
      body: JSON.stringify({ authorization_details: 'nope' }),
    });
    expect(bad.status).toBe(400);
  });
});

describe('page headers', () => {
  it('login pages and previews deny framing, sniffing, plugins and <base> rebasing', async () => {
    for (const path of [
      '/u/customized-consent?state=nope',
      '/preview/customized-consent/customized-consent',
      '/preview',
      '/preview/login-id/nope',
    ]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      // Scripts stay open: advanced mode loads the developer's bundle from anywhere head_tags say.
      expect(csp, path).not.toMatch(/script-src|default-src/);
    }
  });
});

describe('other screens and variants', () => {
  it('with-errors shows the variant errors; unknown screens and variants are 404', async () => {
    const { html } = await page('/preview/login-id/login-id?variant=with-errors');
    expect(html).toContain('data-code="invalid-email"');
    expect((await page('/preview/login-id/nope')).status).toBe(404);
    expect((await page('/preview/login-id/login-id?variant=missing')).status).toBe(404);
    expect((await page('/preview/consent/login-id')).status).toBe(400);
  });

  it('a post missing a required field re-renders with the field error and the submitted data', async () => {
    const { state } = await page('/preview/login-id/login-id');
    const res = await fetch(
      `${server.url}/u/login-id?state=${state}`,
      form({ state, action: 'default', extra: 'kept' }),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('data-code="required" data-field="username"');
    const ok = await fetch(
      `${server.url}/u/login-id?state=${state}`,
      form({ state, action: 'default', username: 'jane@example.com' }),
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('form accepted');
  });

  it('a post with no action field is the default action, as the official SDK sends login', async () => {
    const { state } = await page('/preview/login-id/login-id');
    const res = await fetch(
      `${server.url}/u/login-id?state=${state}`,
      form({ state, username: 'jane@example.com', 'js-available': 'true' }),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('form accepted');
  });
});

describe('advanced mode', () => {
  it('embeds the context filtered by context_configuration and writes the head_tags', async () => {
    await api('PATCH', '/prompts/customized-consent/screen/customized-consent/rendering', {
      rendering_mode: 'advanced',
      context_configuration: ['screen.texts', 'untrusted_data.authorization_params.login_hint'],
      default_head_tags_disabled: false,
      head_tags: [
        {
          tag: 'script',
          attributes: { src: 'http://localhost:5173/src/main.tsx', type: 'module', defer: true },
        },
      ],
    });
    const { html } = await page('/preview/customized-consent/customized-consent');
    expect(html).toContain(
      '<script src="http://localhost:5173/src/main.tsx" type="module" defer></script>',
    );
    const context = embeddedContext(html);
    expect(context.screen.texts.title).toEqual(expect.any(String));
    expect(context.client).toEqual({ id: clientId, name: 'Bank App' });
    expect(context.untrusted_data).toEqual({
      authorization_params: { login_hint: 'jane@example.com' },
    });
    expect(context.branding).toBeUndefined();
    expect(context.screen.data.authorization_details[0].beneficiary).toBe(
      '<img src=x onerror=alert(1)>',
    );
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<form');

    await api('PATCH', '/prompts/customized-consent/screen/customized-consent/rendering', {
      context_configuration: [],
      default_head_tags_disabled: true,
    });
    const bare = await page('/preview/customized-consent/customized-consent');
    expect(bare.html).not.toContain('<meta name="viewport"');
    expect(embeddedContext(bare.html).screen.texts).toBeUndefined();
  });
});

describe('dev server home, gallery, favicon, demo seeding', () => {
  it('/ is an index page, /preview a gallery of every screen, /favicon.ico an icon', async () => {
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/text\/html/);
    const html = await home.text();
    expect(html).toContain('href="/preview"');
    expect(html).toContain(`${server.url}/api/v2`);
    expect(html).toContain('href="/callback"');
    const gallery = (await (await fetch(`${server.url}/preview?variant=with-errors`)).text())
      .replaceAll('&#x3D;', '=')
      .replaceAll('&amp;', '&');
    expect(gallery.match(/<li class="shot"/g)).toHaveLength(listScreens().length);
    expect(gallery).toContain('href="/preview/login-id/login-id?variant=with-errors"');
    expect(gallery).toContain('data-src="/preview/login-id/login-id?variant=with-errors&frame=1"');
    const icon = await fetch(`${server.url}/favicon.ico`);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(await icon.text()).toMatch(/^<svg /);
  });

  it('seeding again (another port) keeps one demo client and moves its callback', async () => {
    const callback = 'http://127.0.0.1:5999/callback';
    const again = await seedDemoTenant({
      baseUrl: server.url,
      managementToken: server.managementToken,
      callback,
    });
    expect(again.clientId).toBe(clientId);
    const res = await fetch(
      `${server.url}/api/v2/clients?q=${encodeURIComponent('name:"Bank App"')}`,
      {
        headers: { authorization: `Bearer ${server.managementToken}` },
      },
    );
    const clients = (await res.json()) as Array<{ client_id: string; callbacks: string[] }>;
    expect(clients.map((c) => c.client_id)).toEqual([clientId]);
    expect(clients[0]?.callbacks).toEqual([callback]);
    // Back to this server's callback, so the other tests' flows still land.
    await seedDemoTenant({ baseUrl: server.url, managementToken: server.managementToken });
  });
});
