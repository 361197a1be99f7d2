/**
 * The Vite plugin outside the browser: a production build gets precompiled `.hbs` modules and
 * the project's committed partial (tenant/, never the git-ignored local store) baked in, and
 * none of the dev parts (context, toolbar, middleware); under `vite preview` the page routes
 * render the built index.html, under `vite dev` the project's own, with the context injected.
 */
import { mkdir, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, createLogger, createServer, defaultClientConditions, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { openStore, type Store, startDevServer } from '../src/index.js';
import { MANIFEST_FILE } from '../src/project/build.js';
import { deploy } from '../src/project/deploy.js';
import { TENANT_DIR, writeTenantFiles } from '../src/project/tenant-files.js';
import { applyProjectSettings } from '../src/vite/deployed-settings.js';
import { type ScreenkitDevInfo, screenkit } from '../src/vite/index.js';
import { prebundleScreenkit } from '../src/vite/prebundle.js';
import { tempDir } from './http.js';

let project: { dir: string; remove(): Promise<void> };

const INDEX = `<!doctype html><html><head><title>t</title></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>`;
const MAIN = `import { renderPartial } from '@screenkit/core/templates/runtime';
import hello from './hello.hbs';
import stored from 'virtual:screenkit/partials/customized-consent/customized-consent/form-content';
window.out = [hello({ name: '<b>x</b>' }), String(stored.length)];
`;

beforeAll(async () => {
  project = await tempDir('screenkit-vite-');
  // The project depends on @screenkit/core like a starter does.
  await mkdir(join(project.dir, 'node_modules', '@screenkit'), { recursive: true });
  await symlink(
    fileURLToPath(new URL('../../core', import.meta.url)),
    join(project.dir, 'node_modules', '@screenkit', 'core'),
  );
  await writeFile(join(project.dir, 'index.html'), INDEX);
  await writeFile(join(project.dir, 'main.js'), MAIN);
  await writeFile(join(project.dir, 'hello.hbs'), '<p class="hello">Hello {{name}}</p>');
  await mkdir(join(project.dir, 'screens', 'login-id', 'login-id'), { recursive: true });
  await writeFile(
    join(project.dir, 'screens', 'login-id', 'login-id', 'default.json'),
    JSON.stringify({ screen: { texts: { title: 'From the project' } } }),
  );
  // The committed partial (what `screenkit pull` writes) and a different one in the local store.
  await writeTenantFiles(join(project.dir, TENANT_DIR), {
    renderings: [],
    partials: {
      'customized-consent': {
        'customized-consent': {
          'form-content': '<i>{{transaction.params.authorization_details[0].beneficiary}}</i>',
        },
      },
    },
  });
  const store = await openStore({ dir: join(project.dir, '.screenkit') });
  await store.collection('prompt-partials').set('customized-consent', {
    'customized-consent': { 'form-content': '<u>local only</u>' },
  });
  await store.close();
});
afterAll(() => project.remove());

const resolve = { conditions: ['source', ...defaultClientConditions] };

describe('vite build', () => {
  it('precompiles .hbs imports and the committed partial, and adds no dev parts', async () => {
    await build({
      root: project.dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [screenkit()],
      resolve,
      build: { outDir: join(project.dir, 'dist'), minify: false },
    });
    const html = await readFile(join(project.dir, 'dist', 'index.html'), 'utf8');
    expect(html).not.toContain('universal_login_context');
    expect(html).not.toContain('screenkit-toolbar');
    const assets = await readdir(join(project.dir, 'dist', 'assets'));
    const js = await readFile(
      join(project.dir, 'dist', 'assets', assets.find((a) => a.endsWith('.js')) as string),
      'utf8',
    );
    expect(js).toContain('<p class=\\"hello\\">Hello ');
    expect(js).toContain('<i>');
    expect(js).not.toContain('local only');
    // Runtime only: the Handlebars compiler (its parser) is not in the bundle.
    expect(js).not.toContain('parseWithoutProcessing');
  });

  it('reports a template the checks refuse, naming the file', async () => {
    await writeFile(join(project.dir, 'hello.hbs'), '{{{raw}}}');
    await expect(
      build({
        root: project.dir,
        configFile: false,
        logLevel: 'silent',
        plugins: [screenkit()],
        resolve,
        build: { write: false },
      }),
    ).rejects.toThrow(/hello\.hbs/);
    await writeFile(join(project.dir, 'hello.hbs'), '<p class="hello">Hello {{name}}</p>');
  });
});

describe('vite preview', () => {
  it('hosts previews on the built index.html with the context injected; without a build it says so', async () => {
    // The build of the first test is there (dist/).
    const server = await preview({
      root: project.dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [screenkit({ screen: 'login-id', inMemory: true })],
      build: { outDir: join(project.dir, 'dist') },
      preview: { host: '127.0.0.1', port: 0 },
    });
    try {
      const url = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
      const html = await (await fetch(`${url}/preview/login-id/login-id`)).text();
      const json = /window\.universal_login_context = (.*?);<\/script>/.exec(html)?.[1] as string;
      expect(JSON.parse(json).screen.name).toBe('login-id');
      const bundle = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] as string;
      expect((await fetch(`${url}${bundle}`)).status).toBe(200);
      expect(html).not.toContain('/@vite/client');
      expect(html).toContain('screenkit-toolbar-data');

      const built = join(project.dir, 'dist', 'index.html');
      await rename(built, `${built}.away`);
      const missing = await fetch(`${url}/preview/login-id/login-id`);
      await rename(`${built}.away`, built);
      expect(missing.status).toBe(200);
      expect(await missing.text()).toMatch(/No build to preview: .*index\.html is missing/);
    } finally {
      await server.close();
    }
  });
});

describe('vite dev', () => {
  it('serves previews from index.html with the context injected, and the Management API', async () => {
    let info: ScreenkitDevInfo | undefined;
    const logged: string[] = [];
    const logger = createLogger('info');
    logger.info = (message) => void logged.push(message);
    const server = await createServer({
      root: project.dir,
      configFile: false,
      customLogger: logger,
      plugins: [screenkit({ screen: 'login-id', onReady: (ready) => (info = ready) })],
      resolve,
      server: { host: '127.0.0.1', port: 0 },
    });
    await server.listen();
    try {
      const url = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
      // The token prints with Vite's URLs (printUrls: `vite` at start, or `u`), once; a script
      // starting Vite with its own banner (pnpm demo) printed a second one at 'listening'.
      const token = info?.managementToken as string;
      expect(logged.join('\n')).not.toContain(token);
      server.printUrls();
      const banner = logged.join('\n');
      expect(banner).toContain(`${url}/`);
      expect(banner.split(token)).toHaveLength(2);
      expect(banner).toContain(`${url}/preview/login-id/login-id`);
      expect(banner).toContain(`Dashboard: ${url}/dashboard`);
      expect((await fetch(`${url}/dashboard`)).status).toBe(200);
      const home = await fetch(`${url}/`, { redirect: 'manual' });
      expect(home.status).toBe(302);
      expect(home.headers.get('location')).toBe('/preview/login-id/login-id');

      await fetch(`${url}/api/v2/prompts/login-id/screen/login-id/rendering`, {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${info?.managementToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ context_configuration: ['screen.texts'] }),
      });
      const html = await (await fetch(`${url}/preview/login-id/login-id`)).text();
      const json = /window\.universal_login_context = (.*?);<\/script>/.exec(html)?.[1] as string;
      const context = JSON.parse(json);
      expect(context.screen.name).toBe('login-id');
      expect(context.screen.texts.title).toBe('From the project');
      // Vite's own pipeline still ran (its client), and the toolbar came after the app's markup.
      expect(html).toContain('/@vite/client');
      expect(html.indexOf('id="root"')).toBeLessThan(html.indexOf('screenkit-toolbar-data'));

      // Every page the plugin serves refuses to be framed by another site (issue 28); a
      // gallery thumbnail only by its own origin.
      for (const path of [
        '/preview/login-id/login-id',
        '/preview',
        '/callback',
        '/_screenkit/inbox',
      ]) {
        const res = await fetch(`${url}${path}`);
        expect(res.headers.get('x-frame-options'), path).toBe('DENY');
        expect(res.headers.get('content-security-policy'), path).toContain(
          "frame-ancestors 'none'",
        );
      }
      const thumbnail = await fetch(`${url}/preview/login-id/login-id?frame=1`);
      expect(thumbnail.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      // A preview answered from the page itself works; from another site it is refused.
      const previewState = /"state":"([^"]+)"/.exec(html)?.[1] ?? '';
      for (const [headers, status] of [
        [{ origin: url, 'sec-fetch-site': 'same-origin' }, 302],
        [{ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, 403],
      ] as const) {
        const answer = await fetch(`${url}/preview/login-id/login-id`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          body: new URLSearchParams({ state: previewState, username: 'a@example.com' }),
        });
        expect(answer.status, headers.origin).not.toBe(500);
        if (status === 403) expect(answer.status).toBe(403);
        else expect(answer.status).not.toBe(403);
      }

      // The tenant's favicon, until the project has its own in public/.
      const icon = await fetch(`${url}/favicon.ico`);
      expect([icon.status, icon.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
      await mkdir(join(project.dir, 'public'), { recursive: true });
      await writeFile(join(project.dir, 'public', 'favicon.ico'), 'the project icon');
      // Vite learns of a new public file from its watcher.
      await expect
        .poll(async () => (await fetch(`${url}/favicon.ico`)).text())
        .toBe('the project icon');
      await rm(join(project.dir, 'public'), { recursive: true });

      const unauthorized = await fetch(`${url}/api/v2/resource-servers`);
      expect(unauthorized.status).toBe(401);
      // Logout and the device flow's page are the tenant's too.
      for (const path of ['/v2/logout', '/oidc/logout', '/activate']) {
        const answer = await fetch(`${url}${path}`, { redirect: 'manual' });
        expect([path, answer.status, answer.headers.get('location')]).toEqual([
          path,
          302,
          expect.stringMatching(/^\/u\/(logout-complete|device-code-activation)\?state=/),
        ]);
      }
      // Anything else is still Vite's.
      expect((await fetch(`${url}/main.js`)).status).toBe(200);

      // A fixture file or a store change makes open pages reload: a page is Vite's client,
      // connected over its WebSocket.
      const sent: unknown[] = [];
      const page = new WebSocket(url.replace(/^http/, 'ws'), 'vite-hmr');
      page.on('message', (data) => sent.push(JSON.parse(String(data))));
      await expect.poll(() => sent, { timeout: 5000 }).toContainEqual({ type: 'connected' });
      await writeFile(
        join(project.dir, 'screens', 'login-id', 'login-id', 'default.json'),
        JSON.stringify({ screen: { texts: { title: 'Edited' } } }),
      );
      await expect
        .poll(() => sent, { timeout: 5000 })
        .toContainEqual({ type: 'full-reload', path: '*' });
      sent.length = 0;
      await info?.store.collection('prompt-partials').set('login-id', {});
      await expect
        .poll(() => sent, { timeout: 2000 })
        .toContainEqual({ type: 'full-reload', path: '*' });
      const edited = await (await fetch(`${url}/preview/login-id/login-id`)).text();
      expect(edited).toContain('"title":"Edited"');

      // With no page open, a change reloads nothing, and the next page to open is not
      // reloaded either (Vite replays a reload sent to no page to the next one that connects).
      page.close();
      await expect.poll(() => server.ws.clients.size).toBe(0);
      await info?.store.collection('prompt-partials').set('login-id', { 'form-content-start': '' });
      // Absence has nothing to poll for: wait past the 30 ms reload debounce once.
      await new Promise((done) => setTimeout(done, 100));
      const next: unknown[] = [];
      const opened = new WebSocket(url.replace(/^http/, 'ws'), 'vite-hmr');
      opened.on('message', (data) => next.push(JSON.parse(String(data))));
      await expect.poll(() => next).toContainEqual({ type: 'connected' });
      await fetch(`${url}/preview/login-id/login-id`); // a round trip after the connection
      expect(next).not.toContainEqual({ type: 'full-reload', path: '*' });
      opened.close();
    } finally {
      await server.close();
    }
  });
});

describe('vite dev pre-bundles the @screenkit packages, linked ones too', () => {
  // The project links @screenkit/core (a symlink out of node_modules, as in a workspace): Vite
  // serves a linked package as source unless it is listed in optimizeDeps.include, which made
  // each page fetch ~130 modules and the gallery of a dozen pages several times slower
  // (bench/gallery.bench.mjs).
  it.each([
    [true, /deps\/@screenkit_core_templates_runtime\.js/],
    [false, /packages\/core\/src\/templates\/runtime\.ts/],
  ])('prebundle: %s', async (prebundle, imported) => {
    const cache = await tempDir('screenkit-vite-cache-');
    const server = await createServer({
      root: project.dir,
      configFile: false,
      logLevel: 'silent',
      cacheDir: cache.dir,
      plugins: [screenkit({ inMemory: true, prebundle })],
      resolve,
      server: { host: '127.0.0.1', port: 0 },
    });
    await server.listen();
    try {
      const url = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
      const main = await (await fetch(`${url}/main.js`)).text();
      const runtime = /import \{[^}]*renderPartial[^}]*\} from "([^"]+)"/.exec(main)?.[1];
      expect(runtime).toMatch(imported);
    } finally {
      await server.close();
      await cache.remove();
    }
  });

  it('lists every page entry of the packages found, minus what the project keeps out', () => {
    const config = (exclude: string[]) =>
      (prebundleScreenkit(true).config as (c: object) => { optimizeDeps: { include: string[] } })({
        root: project.dir,
        optimizeDeps: { exclude },
      }).optimizeDeps.include;
    const all = config([]);
    expect(all).toContain('@screenkit/core');
    expect(all).toContain('@screenkit/core/passkeys');
    expect(all).not.toContain('@screenkit/core/testing');
    // A stylesheet is no module to pre-bundle: Vite warned "Cannot optimize dependency".
    expect(all.filter((entry) => entry.endsWith('.css'))).toEqual([]);
    expect(config(['@screenkit/core/templates'])).toEqual(
      all.filter((e) => !e.startsWith('@screenkit/core/templates')),
    );
  });
});

describe('vite dev: each screen previews with the context its deployed page gets', () => {
  /** The page context a page embeds (the Vite shell and the service's advanced page alike). */
  const contextOf = async (url: string) => {
    const html = await (await fetch(url)).text();
    const json = /window\.universal_login_context = (.*?);<\/script>/.exec(html)?.[1] as string;
    // Each page opens its own transaction: only its state (also in the links) differs.
    const state = JSON.parse(json).transaction.state as string;
    return JSON.parse(json.replaceAll(state, '<state>'));
  };

  it('a project without tenant/ files: dev shows what deploy configures for every screen; tenant/ applies while it runs', async () => {
    // A screenkit project as `screenkit init` makes it: no tenant/ folder, no fixture files.
    const js = await tempDir('screenkit-vite-deployed-');
    const tenant = await startDevServer({ inMemory: true });
    await mkdir(join(js.dir, 'src', 'screens', 'login-id'), { recursive: true });
    await writeFile(join(js.dir, 'src', 'screens', 'login-id', 'index.ts'), 'export {};\n');
    await writeFile(
      join(js.dir, 'package.json'),
      JSON.stringify({ name: 'p', type: 'module', screenkit: { template: 'js' } }),
    );
    await writeFile(join(js.dir, 'index.html'), INDEX);
    await writeFile(join(js.dir, 'main.js'), '');
    let info: ScreenkitDevInfo | undefined;
    const server = await createServer({
      root: js.dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [screenkit({ inMemory: true, onReady: (ready) => (info = ready) })],
      server: { host: '127.0.0.1', port: 0 },
    });
    await server.listen();
    try {
      const url = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
      // Deploy the screen to a tenant (a dev server as the service), which serves the page the
      // way production does: advanced mode, the context filtered by what deploy configured.
      await mkdir(join(js.dir, 'dist'));
      const manifest = (screens: string[]) => ({
        version: 1,
        screens: Object.fromEntries(
          screens.map((s) => [
            s,
            { prompt: s, js: { file: `${s}.js`, integrity: 'sha384-x' }, css: [], preload: [] },
          ]),
        ),
      });
      const deployTo = async (screens: string[]) => {
        await writeFile(join(js.dir, 'dist', MANIFEST_FILE), JSON.stringify(manifest(screens)));
        await deploy({
          dir: js.dir,
          managementUrl: tenant.url,
          token: tenant.managementToken,
          assetsUrl: 'https://cdn.example.com/',
        });
      };
      await deployTo(['login-id']);
      const deployed = await contextOf(`${tenant.url}/preview/login-id/login-id`);
      expect(deployed.screen.texts).toBeDefined();
      expect(await contextOf(`${url}/preview/login-id/login-id`)).toEqual(deployed);

      // Every screen of the catalogue renders (the project's own or the default), so signup-id,
      // which has no folder, previews with deploy's settings from the start.
      const changed = () =>
        new Promise<string>((done) => {
          const off = info?.store.onChange((change) => {
            if (change.collection !== 'screen-renderings') return;
            off?.();
            done(change.collection);
          });
        });
      // Applied once: applying again (a restart on the same store) writes nothing.
      expect(await applyProjectSettings(info?.store as Store, js.dir)).toEqual([]);
      await deployTo(['login-id', 'signup-id']);
      expect(await contextOf(`${url}/preview/signup-id/signup-id`)).toEqual(
        await contextOf(`${tenant.url}/preview/signup-id/signup-id`),
      );

      // `screenkit pull` writes a committed setting while dev runs: both follow it.
      const change = changed();
      await writeTenantFiles(join(js.dir, TENANT_DIR), {
        renderings: [
          { prompt: 'login-id', screen: 'login-id', context_configuration: ['tenant.name'] },
        ],
        partials: {},
      });
      await change;
      await deployTo(['login-id', 'signup-id']);
      const narrowed = await contextOf(`${url}/preview/login-id/login-id`);
      expect(narrowed.screen.texts).toBeUndefined();
      expect(narrowed).toEqual(await contextOf(`${tenant.url}/preview/login-id/login-id`));
    } finally {
      await server.close();
      await tenant.close();
      await js.remove();
    }
  });
});
