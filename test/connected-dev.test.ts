/**
 * `screenkit dev --connected`, as a user runs it: the CLI a child process in a copy of the JS
 * starter, a dev server as the (development) tenant. The chosen screen is built, dist/ served
 * on loopback with CORS, the tenant's screen pointed at it (the tenant's page in Chromium runs
 * the local build); a source edit rebuilds and re-points it; Ctrl+C (SIGINT) puts the screen's
 * previous settings back exactly.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DevServer, startDevServer } from '@screenkit/dev-server';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runCli } from '../packages/dev-server/test/child-server.js';
import { type Browser, launchBrowser } from './support/browser.js';
import { bundleCli, linkDependencies } from './support/cli-project.js';

const EXAMPLES = fileURLToPath(new URL('../examples/', import.meta.url));
let server: DevServer;
let browser: Browser;
let work: string;

beforeAll(async () => {
  [server, browser, work] = await Promise.all([
    startDevServer({ inMemory: true, liveReload: false }),
    launchBrowser(),
    mkdtemp(join(tmpdir(), 'screenkit-connected-')),
    bundleCli(),
  ]);
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

test('builds, serves and points the screen at the local build; rebuilds on edit; Ctrl+C puts it back', async () => {
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

  const child = await runCli([
    'dev',
    '--connected',
    ...['--screens', 'login-id', '--dir', dir, '--port', '0'],
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
    await until(async () => out.includes('Pointed 1 screen(s)') || child.exitCode !== null);
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
  expect(out).toContain('Put back the settings of 1 screen(s)');
  expect(await api('GET', RENDERING)).toEqual(before);
});

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
