/**
 * `screenkit dev --connected`, as a user runs it: the CLI a child process in a copy of the JS
 * starter, a dev server as the (development) tenant. The chosen screen is built, dist/ served
 * on loopback with CORS, the tenant's screens pointed at it (the tenant's pages in Chromium run
 * the local build: the starter's own login-id, and a default screen styled by the tenant's
 * theme); a source edit rebuilds and re-points them; Ctrl+C (SIGINT) puts the screens'
 * previous settings back exactly.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type DevServer,
  seedDemoIdentities,
  seedDemoTenant,
  startDevServer,
} from '@screenkit/dev-server';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runCli } from '../packages/dev-server/test/child-server.js';
import { THEME } from '../packages/dev-server/test/support/theme.js';
import { type Browser, launchBrowser } from './support/browser.js';
import { bundleCli, linkDependencies } from './support/cli-project.js';

const EXAMPLES = fileURLToPath(new URL('../examples/', import.meta.url));
let server: DevServer;
let browser: Browser;
let work: string;
let clientId: string;

beforeAll(async () => {
  [server, browser, work] = await Promise.all([
    startDevServer({ inMemory: true, liveReload: false }),
    launchBrowser(),
    mkdtemp(join(tmpdir(), 'screenkit-connected-')),
    bundleCli(),
  ]);
});
beforeAll(async () => {
  const tenant = { baseUrl: server.url, managementToken: server.managementToken };
  ({ clientId } = await seedDemoTenant(tenant));
  await seedDemoIdentities(tenant);
});
afterAll(async () => {
  await Promise.all([server.close(), browser.close()]);
  await rm(work, { recursive: true, force: true });
});

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON replies
async function api(method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${server.url}/api/v2${path}`, {
    method,
    headers: {
      authorization: `Bearer ${server.managementToken}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(res.status, path).toBeLessThan(300);
  return res.json();
}

/** Resolves when `condition` holds, polling the tenant (no fixed sleeps). */
async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((r) => setImmediate(r));
}

const RENDERING = '/prompts/login-id/screen/login-id/rendering';
const DEFAULT_SCREEN = '/prompts/mfa-email/screen/mfa-email-challenge/rendering';

test('builds, serves and points the screens at the local build (a login runs them, the default screen in the theme); rebuilds on edit; Ctrl+C puts them back', async () => {
  const dir = join(work, 'login');
  for (const entry of ['index.html', 'package.json', 'vite.config.ts', 'src'])
    await cp(join(EXAMPLES, 'js-consent', entry), join(dir, entry), { recursive: true });
  await linkDependencies(dir, 'js-consent');
  // What the tenant had: put back exactly, every field, on exit.
  await api('PATCH', RENDERING, {
    rendering_mode: 'standard',
    context_configuration: ['tenant.name', 'screen.texts'],
    use_page_template: true,
  });
  const before = await api('GET', RENDERING);
  const beforeDefault = await api('GET', DEFAULT_SCREEN);
  // The tenant's theme: the default screens style themselves from it.
  await api('POST', '/branding/themes', {
    ...THEME,
    colors: { ...THEME.colors, primary_button: '#aa0000' },
  });

  const child = await runCli([
    'dev',
    '--connected',
    ...['--screens', 'login-id,mfa-email-challenge', '--dir', dir, '--port', '0'],
    ...['--management-url', server.url, '--token', server.managementToken],
  ]);
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  try {
    await until(async () => out.includes('Pointed 2 screen(s)') || child.exitCode !== null);
    expect(out).toMatch(/Serving .*dist at http:\/\/127\.0\.0\.1:\d+\//);
    const local = /at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out)?.[1] as string;

    const pointed = await api('GET', RENDERING);
    expect(pointed.rendering_mode).toBe('advanced');
    const script = pointed.head_tags.find((t: { tag: string }) => t.tag === 'script');
    expect(script.attributes.src.startsWith(`${local}assets/login-id-`)).toBe(true);
    // Served with CORS, and the bytes are the ones the integrity names.
    const asset = await fetch(script.attributes.src, { headers: { origin: server.url } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('access-control-allow-origin')).toBe('*');
    const { createHash } = await import('node:crypto');
    expect(script.attributes.integrity).toBe(
      `sha384-${createHash('sha384')
        .update(Buffer.from(await asset.arrayBuffer()))
        .digest('base64')}`,
    );

    // The tenant's page runs the local build (the starter's own card layout).
    const page = await browser.context.newPage();
    await page.goto(`${server.url}/preview/login-id/login-id`);
    await page.locator('main.card form input[name="username"]').waitFor();

    // A login through the tenant: the starter's login-id and a default screen it does not own
    // (mfa-email-challenge) come from the local build, the default screen in the theme's colour.
    const login = await browser.context.newPage();
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: `${server.url}/callback`,
      scope: 'openid',
      state: 'connected',
    });
    await login.goto(`${server.url}/authorize?${query}`, { waitUntil: 'commit' });
    await login.locator('main.card input[name="username"]').fill('pat@example.com');
    await login.locator('main.card button[type="submit"]').click();
    await login.waitForURL(/\/u\/login-password\?/);
    await login.locator('input[name="password"]').fill('Amber-Stone-55!');
    await login.locator('form button:not(.sk-secondary)').first().click();
    await login.waitForURL(/\/u\/mfa-email-challenge\?/);
    const primary = login.locator('button.sk-primary').first();
    await primary.waitFor();
    expect(await primary.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(
      'rgb(170, 0, 0)',
    );
    await login.close();

    // An edit rebuilds and points the screen at the new files.
    const source = join(dir, 'src', 'screens', 'login-id', 'index.ts');
    const text = await readFile(source, 'utf8');
    const button = "h('button', { type: 'submit' }, texts.buttonText ?? 'Continue'),";
    expect(text).toContain(button);
    await writeFile(
      source,
      text.replace(button, `${button}\n    h('p', { class: 'edited' }, 'Edited locally'),`),
    );
    await until(
      async () =>
        (await api('GET', RENDERING)).head_tags[0].attributes.src !== script.attributes.src,
    );
    await page.reload();
    await page.getByText('Edited locally').waitFor();
    expect(out).toContain('Rebuilt: 1 screen(s) updated on the tenant');
    await page.close();
  } finally {
    child.kill('SIGINT');
  }
  expect(await exited, out).toBe(0);
  expect(out).toContain('Put back the settings of 2 screen(s)');
  expect(await api('GET', RENDERING)).toEqual(before);
  expect(await api('GET', DEFAULT_SCREEN)).toEqual(beforeDefault);
  // Two Vite builds and a login in Chromium: generous on a loaded machine (nothing asserts on time).
}, 180_000);

test('--connected without --screens, or with an unknown screen, is one clear error', async () => {
  const run = async (...args: string[]) => {
    const child = await runCli(['dev', '--connected', '--port', '0', ...args]);
    let err = '';
    child.stderr?.on('data', (d) => {
      err += d;
    });
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    return { code, err };
  };
  const none = await run('--token', 'x', '--management-url', server.url);
  expect(none.code).toBe(1);
  expect(none.err).toMatch(/--screens names no screen/);
  const typo = await run('--screens', 'login-idd', '--token', 'x', '--management-url', server.url);
  expect(typo.err).toMatch(/Unknown screen "login-idd": did you mean "login-id"/);
});
