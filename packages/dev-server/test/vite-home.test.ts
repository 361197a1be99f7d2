/**
 * The standalone server's home page under the Vite plugin: `/` stays the default screen's
 * preview for Vite users, and the home page (links, inboxes, the CIBA demo form) is at
 * DEV_HOME_PATH, named in the plugin's banner. Its CIBA form works there: it starts a real
 * backchannel request through the Vite server as the demo application.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createLogger, createServer, defaultClientConditions, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIdentities, seedDemoTenant } from '../src/index.js';
import { DEV_HOME_PATH } from '../src/rendering/dev-index.js';
import { type ScreenkitDevInfo, screenkit } from '../src/vite/index.js';
import { tempDir } from './http.js';

let project: { dir: string; remove(): Promise<void> };
let server: ViteDevServer;
let url: string;
let info: ScreenkitDevInfo | undefined;
const logged: string[] = [];

beforeAll(async () => {
  project = await tempDir('screenkit-vite-home-');
  await writeFile(join(project.dir, 'index.html'), '<!doctype html><html><body></body></html>');
  const logger = createLogger('info');
  logger.info = (message) => void logged.push(message);
  server = await createServer({
    root: project.dir,
    configFile: false,
    customLogger: logger,
    cacheDir: join(project.dir, '.vite'),
    plugins: [
      screenkit({
        screen: 'login-id',
        inMemory: true,
        prebundle: false,
        onReady: (i) => (info = i),
      }),
    ],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    server: { host: '127.0.0.1', port: 0 },
  });
  await server.listen();
  url = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
});
afterAll(async () => {
  await server?.close();
  await project?.remove();
});

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields),
});

describe('the dev server home page under vite dev', () => {
  it('is at DEV_HOME_PATH, named in the banner, while / still opens the default screen', async () => {
    server.printUrls();
    expect(logged.join('\n')).toContain(`Dev server home: ${url}${DEV_HOME_PATH}`);

    const root = await fetch(`${url}/`, { redirect: 'manual' });
    expect([root.status, root.headers.get('location')]).toEqual([
      302,
      '/preview/login-id/login-id',
    ]);

    const home = await fetch(`${url}${DEV_HOME_PATH}`);
    const html = await home.text();
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toContain('<h1>screenkit dev server</h1>');
    expect(html).toContain('action="/_screenkit/ciba/start"');
    // Every link on it is one the Vite server answers (none falls through to Vite's 404).
    const links = [...html.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1] as string);
    expect(links).toEqual(expect.arrayContaining(['/preview', '/dashboard', '/callback']));
    for (const link of links) expect((await fetch(`${url}${link}`)).status, link).toBe(200);
    // The gallery's way back home is this page, not / (a screen's preview under Vite).
    const gallery = await (await fetch(`${url}/preview`)).text();
    expect(gallery).toContain(`<a href="${DEV_HOME_PATH}">Dev server home</a>`);
  });

  it('its CIBA form starts a real request as the demo application, and links back home', async () => {
    const tenant = { baseUrl: url, managementToken: info?.managementToken as string };
    await seedDemoTenant(tenant);
    await seedDemoIdentities(tenant);
    const started = await fetch(
      `${url}/_screenkit/ciba/start`,
      form({ email: 'sam@example.com', binding_message: 'Vite demo 1', channel: 'email' }),
    );
    const page = await started.text();
    expect(started.status, page).toBe(200);
    expect(page).toContain('auth_req_id');
    expect(page).toContain(`<a href="${DEV_HOME_PATH}">Home</a>`);
    const authReqId = /name="auth_req_id" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const polled = await fetch(`${url}/_screenkit/ciba/poll`, form({ auth_req_id: authReqId }));
    expect(await polled.text()).toContain('Not yet: authorization_pending');
  });
});
