/**
 * The gallery's preview parameters over real HTTP: `locale` and `theme` reach the page's
 * context, `frame=1` drops the toolbar and allows same-origin framing only, bad values are
 * a 400 page naming the parameter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevServer, startDevServer } from '../src/index.js';

let server: DevServer;
beforeAll(async () => {
  server = await startDevServer({ inMemory: true, liveReload: false });
});
afterAll(() => server?.close());

async function page(path: string) {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** Attribute values as the browser reads them (escapeHtml writes `=` and `&` as entities). */
const decodeAttributes = (html: string) => html.replaceAll('&#x3D;', '=').replaceAll('&amp;', '&');

const toolbarData = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="screenkit-toolbar-data">(.*?)<\/script>/s.exec(
      html,
    )?.[1] ?? 'null',
  );

describe('preview parameters', () => {
  it('locale=fr sets the locale and French texts; theme=dark the branding', async () => {
    const { status, html } = await page('/preview/login-id/login-id?locale=fr&theme=dark');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Bienvenue');
    const data = toolbarData(html);
    expect(data.context.transaction.locale).toBe('fr');
    expect(data.context.branding.settings.colors.page_background).toBe('#121419');
    expect(data.context.branding.themes.default.colors.widget_background).toBe('#1e212a');
    // The standalone page has no context_configuration listing branding: the preview says so.
    expect(data.warnings.join('\n')).toMatch(/branding\.settings.*context_configuration/);
  });

  it('frame=1: no toolbar, framable by its own origin only; other previews stay unframable', async () => {
    const framed = await page('/preview/login-id/login-id?frame=1');
    expect(framed.status).toBe(200);
    expect(framed.html).not.toContain('screenkit-toolbar');
    expect(framed.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(framed.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const full = await page('/preview/login-id/login-id');
    expect(full.headers.get('x-frame-options')).toBe('DENY');
    expect(full.html).toContain('screenkit-toolbar');
  });

  it('with live reload, the gallery listens for its frames; a frame holds no connection of its own', async () => {
    const live = await startDevServer({ inMemory: true });
    try {
      const gallery = await (await fetch(`${live.url}/preview`)).text();
      expect(gallery).toContain('/_screenkit/live');
      const frame = await (await fetch(`${live.url}/preview/login-id/login-id?frame=1`)).text();
      expect(frame).not.toContain('/_screenkit/live');
      const full = await (await fetch(`${live.url}/preview/login-id/login-id`)).text();
      expect(full).toContain('/_screenkit/live');
    } finally {
      await live.close();
    }
  });

  it('refuses a locale that is not a language tag and an unknown theme, naming them', async () => {
    const locale = await page('/preview/login-id/login-id?locale=%22%3E%3Cscript%3E');
    expect(locale.status).toBe(400);
    expect(locale.html).toContain('is not a language tag');
    expect(locale.html).not.toContain('<script>');
    const theme = await page('/preview/login-id/login-id?theme=neon');
    expect(theme.status).toBe(400);
    expect(theme.html).toMatch(/Theme &quot;neon&quot; is unknown: use one of light, dark/);
  });

  it('the gallery lists every screen with the filters of its URL applied', async () => {
    const html = decodeAttributes(
      (await page('/preview?prompt=login-password&locale=fr&theme=dark')).html,
    );
    const shown = html.match(/<li class="shot"[^>]*data-screen="([^"]+)">/g) ?? [];
    expect(shown.length).toBe(1);
    expect(html).toContain('href="/preview/login-password/login-password?locale=fr&theme=dark"');
    expect(html).toMatch(/<option value="fr" selected>/);
  });
});
