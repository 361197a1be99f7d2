/**
 * The tenant's login customization as a person sees it, in real Chromium, through /authorize
 * on a dev server seeded with the demo tenant (the Management API sets each part, as a team's
 * `screenkit deploy` does): custom text in English and French, the default theme's colours, the
 * page template around a screen, a rendering filter sending one application to the custom
 * page and another to the standard one, and hostile text and theme values that execute
 * nothing. One browser for the file. (The API itself: official-client-customization.test.ts.)
 */
import {
  type DevServer,
  seedDemoIdentities,
  seedDemoTenant,
  startDevServer,
} from '@screenkit/dev-server';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { THEME } from '../packages/dev-server/test/support/theme.js';
import { type Browser, launchBrowser } from './support/browser.js';

let server: DevServer;
let browser: Browser;
let page: Page;
let demoClient: { id: string; name: string };
const executed: string[] = [];
const LOGIN_ID = '/prompts/login-id/screen/login-id/rendering';

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON replies
async function api(method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${server.url}/api/v2${path}`, {
    method,
    headers: {
      authorization: `Bearer ${server.managementToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
  return res.status === 204 ? undefined : res.json();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startDevServer({ inMemory: true, liveReload: false }),
    launchBrowser(),
  ]);
  const { clientId } = await seedDemoTenant({
    baseUrl: server.url,
    managementToken: server.managementToken,
  });
  await seedDemoIdentities({ baseUrl: server.url, managementToken: server.managementToken });
  demoClient = { id: clientId, name: (await api('GET', `/clients/${clientId}`)).name };
  page = await browser.context.newPage();
  // What a payload would call if it ran: recorded, and the test fails on any.
  await page.exposeFunction('__screenkitPwned', (source: string) => executed.push(source));
  page.on('dialog', (dialog) => {
    executed.push(dialog.message());
    void dialog.dismiss();
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens the first login screen of a login to `clientId` (identifier first: login-id). */
async function openLogin(clientId: string, locale?: string): Promise<void> {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: `${server.url}/callback`,
    scope: 'openid',
    state: 'page-test',
    ...(locale ? { ui_locales: locale } : {}),
  });
  // As login-flow.test.ts: the redirect chain is followed from the first byte.
  await page.goto(`${server.url}/authorize?${query}`, { waitUntil: 'commit' });
  await page.waitForURL(/\/u\/login-id\?state=/, { timeout: 10_000 });
}

const heading = () => page.locator('h1').first().textContent();

describe('the standard login page shows the tenant customization', () => {
  test('custom text in English and French, placeholders filled, over the built-in texts', async () => {
    await api('PUT', '/prompts/login-id/custom-text/en', {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the service's placeholder
      'login-id': { title: 'Sign in to ${clientName}' },
    });
    await api('PUT', '/prompts/login-id/custom-text/fr', {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the service's placeholder
      'login-id': { title: 'Connexion à ${clientName}' },
    });
    await openLogin(demoClient.id);
    expect(await heading()).toBe(`Sign in to ${demoClient.name}`);
    await openLogin(demoClient.id, 'fr');
    expect(await heading()).toBe(`Connexion à ${demoClient.name}`);
    // A text the tenant did not set keeps the built-in French one.
    expect(await page.getByRole('button').first().textContent()).toMatch(/Continuer/);
  });

  test("the default theme's colours on the page", async () => {
    const theme = {
      ...THEME,
      colors: { ...THEME.colors, primary_button: '#aa0000', primary_button_label: '#00ff00' },
      page_background: { ...THEME.page_background, background_color: '#0000aa' },
    };
    const created = await api('POST', '/branding/themes', theme);
    try {
      await openLogin(demoClient.id);
      const style = await page.evaluate(() => {
        const button = document.querySelector('button:not(.sk-secondary)') as HTMLElement;
        return {
          button: getComputedStyle(button).backgroundColor,
          label: getComputedStyle(button).color,
          body: getComputedStyle(document.body).backgroundColor,
        };
      });
      expect(style).toEqual({
        button: 'rgb(170, 0, 0)',
        label: 'rgb(0, 255, 0)',
        body: 'rgb(0, 0, 170)',
      });
    } finally {
      await api('DELETE', `/branding/themes/${created.themeId}`);
    }
  });

  test('the page template around a screen that asks for it', async () => {
    await api('PUT', '/branding/templates/universal-login', {
      template:
        '<!doctype html><html><head>{%- auth0:head -%}</head><body><header id="brand">Acme Bank</header><div id="frame">{%- auth0:widget -%}</div></body></html>',
    });
    await api('PATCH', LOGIN_ID, { use_page_template: true });
    try {
      await openLogin(demoClient.id);
      expect(await page.locator('header#brand').textContent()).toBe('Acme Bank');
      // The screen itself, inside the template's frame.
      await page.locator('#frame form input[name="username"]').waitFor();
    } finally {
      await api('PATCH', LOGIN_ID, { use_page_template: false });
      await api('DELETE', '/branding/templates/universal-login');
    }
  });
});

describe('rendering filters and hostile values', () => {
  test('a filter sends one application to the custom page and another to the standard page; hostile text and theme values execute nothing', async () => {
    const other = await api('POST', '/clients', {
      name: 'Other App',
      callbacks: [`${server.url}/callback`],
      app_type: 'regular_web',
    });
    // The custom page's bundle, as a CDN would serve it: it shows what the page context holds.
    await page.route('https://cdn.example.com/**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `const c = window.universal_login_context;
          const h = document.createElement('h1'); h.id = 'custom';
          h.textContent = 'Custom page: ' + c.screen.texts.title;
          document.body.append(h);`,
      }),
    );
    const hostile =
      '</script><script>__screenkitPwned("title")</script><img src=x onerror=__screenkitPwned("img")>';
    await api('PUT', '/prompts/login-id/custom-text/en', { 'login-id': { title: hostile } });
    const theme = await api('POST', '/branding/themes', {
      ...THEME,
      displayName: '</style><script>__screenkitPwned("theme")</script>',
      widget: {
        ...THEME.widget,
        logo_url: 'https://x.example/"><img src=x onerror=__screenkitPwned("logo")>',
      },
    });
    await api('PATCH', LOGIN_ID, {
      rendering_mode: 'advanced',
      context_configuration: ['screen.texts', 'branding.themes.default'],
      head_tags: [
        { tag: 'script', attributes: { src: 'https://cdn.example.com/login-id.js', defer: true } },
      ],
      filters: { match_type: 'includes_any', clients: [{ id: demoClient.id }] },
    });
    try {
      // The application the filter names: the custom page, with the text whole in its context.
      await openLogin(demoClient.id);
      await page.locator('h1#custom').waitFor();
      expect(await page.locator('h1#custom').textContent()).toBe(`Custom page: ${hostile}`);
      expect(
        await page.evaluate(
          () =>
            (
              window as {
                universal_login_context?: {
                  branding?: { themes?: { default?: { displayName?: string } } };
                };
              }
            ).universal_login_context?.branding?.themes?.default?.displayName,
        ),
      ).toBe('</style><script>__screenkitPwned("theme")</script>');
      expect(await page.locator('form input[name="username"]').count()).toBe(0);

      // Another application: the standard page, the text shown as text.
      await openLogin(other.client_id);
      expect(await heading()).toBe(hostile);
      await page.locator('form input[name="username"]').waitFor();
      expect(await page.locator('h1#custom').count()).toBe(0);
      expect(executed).toEqual([]);
    } finally {
      await page.unroute('https://cdn.example.com/**');
      await api('PATCH', LOGIN_ID, { rendering_mode: 'standard', filters: null, head_tags: [] });
      await api('DELETE', `/branding/themes/${theme.themeId}`);
      await api('PUT', '/prompts/login-id/custom-text/en', {});
    }
  });
});
