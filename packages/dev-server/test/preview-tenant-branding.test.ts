/**
 * Previews wear the tenant's branding, as its login pages do: a tenant without a database
 * connection (a fresh `pnpm dev`) previews every screen on the fixture's data, and once it set
 * its branding (`PATCH /branding`, or branding.json applied by `pnpm dev`) or a theme, the
 * standard pages and the context an advanced screen receives carry them. An untouched tenant
 * keeps the fixture's look (`screenkit check` baselines), and `?theme=` still overrides.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DevServer } from '../src/index.js';
import { client, start } from './http.js';
import { THEME } from './support/theme.js';

let server: DevServer;
beforeAll(async () => {
  server = await start();
});
afterAll(() => server.close());

const page = async (path: string) => (await fetch(new URL(path, server.url))).text();
/** The context an advanced screen's page receives (`window.universal_login_context`). */
async function previewContext(path: string) {
  const html = await page(path);
  const json = /window\.universal_login_context = (.*?);<\/script>/s.exec(html)?.[1];
  expect(json, html.slice(0, 300)).toBeDefined();
  return JSON.parse(json as string);
}

describe('previews of a tenant without a database connection', () => {
  test('the fixture look until the tenant brands itself; then its branding and theme', async () => {
    const api = client(server);
    expect((await api('GET', '/connections')).body).toEqual([]);
    const consent = '/preview/consent/consent?frame=1';
    const untouched = await page(consent);
    expect(untouched).not.toContain('background:#aa0000');

    // Branding settings only: the theme the service derives from them.
    const branding = {
      colors: { primary: '#aa0000', page_background: '#00bb00' },
      logo_url: 'https://cdn.example.com/brand.svg',
    };
    expect((await api('PATCH', '/branding', branding)).status).toBe(200);
    const branded = await page(consent);
    expect(branded).toContain('button:not(.sk-secondary){background:#aa0000}');
    expect(branded).toContain('body{background:#00bb00}');

    // An advanced screen gets them in its context (as its context_configuration lists them).
    const advanced = {
      rendering_mode: 'advanced',
      context_configuration: ['branding.settings', 'branding.themes.default'],
      head_tags: [{ tag: 'script', attributes: { src: 'https://cdn.example.com/a.js' } }],
    };
    expect(
      (await api('PATCH', '/prompts/login-id/screen/login-id/rendering', advanced)).status,
    ).toBe(200);
    const context = await previewContext('/preview/login-id/login-id?frame=1');
    expect(context.branding.settings).toEqual(branding);
    // A colour unset is gone from the context (neither the fixture's nor a default), and the
    // derived theme falls back to the built-in look.
    expect((await api('PATCH', '/branding', { colors: { primary: null } })).status).toBe(200);
    const unset = await previewContext('/preview/login-id/login-id?frame=1');
    expect(unset.branding.settings.colors).toEqual({ page_background: '#00bb00' });
    expect(unset.branding.themes.default.colors.primary_button).toBe('#635dff');

    // A theme: its colours win, on the standard page and in the context.
    expect((await api('POST', '/branding/themes', THEME)).status).toBe(200);
    expect(await page(consent)).toContain('button:not(.sk-secondary){background:#0a6e4f}');
    const themed = await previewContext('/preview/login-id/login-id?frame=1');
    expect(themed.branding.themes.default.colors.primary_button).toBe('#0a6e4f');
    // The gallery's built-in themes still override it.
    const dark = await previewContext('/preview/login-id/login-id?frame=1&theme=dark');
    expect(dark.branding.settings.colors.primary).toBe('#8f8cff');
  });
});
