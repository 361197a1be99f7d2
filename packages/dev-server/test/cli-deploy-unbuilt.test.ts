/**
 * `screenkit deploy` without a build, as a team changing only texts runs it: a fresh `init`
 * project (CLI as a child process), `pull` from a tenant whose login-id screen is deployed in
 * advanced mode, an edit of the custom-text file only, `deploy` with no `dist/`: the tenant's
 * text changes and every screen's rendering settings stay as they were. A committed screen
 * setting that changed, or `--screens`, needs the build: one clear line, nothing sent.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DevServer } from '../src/index.js';
import { runCliToEnd } from './child-server.js';
import { afterEachTest, client, start } from './http.js';

const { dir } = afterEachTest();
let server: DevServer;
const TEXTS = 'tenant/prompts/custom-text.json';
const LOGIN_ID = 'tenant/prompts/screenRenderSettings/login-id_login-id.json';
const DEPLOYED = {
  rendering_mode: 'advanced',
  context_configuration: ['screen.texts'],
  head_tags: [
    {
      tag: 'script',
      attributes: { src: 'https://cdn.example.com/v1/login-id.js', type: 'module', defer: true },
    },
  ],
};

beforeAll(async () => {
  server = await start();
  const api = client(server);
  expect((await api('PATCH', '/prompts/login-id/screen/login-id/rendering', DEPLOYED)).status).toBe(
    200,
  );
  const texts = { 'login-id': { title: 'Welcome' } };
  expect((await api('PUT', '/prompts/login-id/custom-text/en', texts)).status).toBe(200);
});
afterAll(() => server.close());

const tenantArgs = () => ['--management-url', server.url, '--token', server.managementToken];

describe('deploy without a build', () => {
  test('a text-only change deploys from a fresh init project; the screens stay as they were', async () => {
    const at = join(await dir(), 'login');
    const init = await runCliToEnd(['init', at, '--template', 'react', '--packages', 'registry']);
    expect(init.code, init.stderr).toBe(0);
    const pulled = await runCliToEnd(['pull', '--dir', at, ...tenantArgs()]);
    expect(pulled.code, pulled.stderr).toBe(0);
    const api = client(server);
    const renderings = async () => (await api('GET', '/prompts/rendering')).body;
    const before = await renderings();

    const texts = JSON.parse(await readFile(join(at, TEXTS), 'utf8'));
    texts.en['login-id']['login-id'].title = 'Welcome back';
    await writeFile(join(at, TEXTS), `${JSON.stringify(texts, null, 2)}\n`);
    const deployed = await runCliToEnd(['deploy', '--dir', at, ...tenantArgs()]);
    expect(deployed.code, deployed.stderr).toBe(0);
    expect(deployed.stdout).toContain(
      "(no build: the screens' rendering settings are left as the tenant has them)",
    );
    expect(deployed.stdout).toContain(
      '~ custom text of login-id (en):\n      ~ login-id.title: "Welcome" -> "Welcome back"',
    );
    expect(deployed.stdout).toMatch(/^Applied the custom text of 1 prompt\/language\(s\)\.$/m);
    expect((await api('GET', '/prompts/login-id/custom-text/en')).body).toEqual({
      'login-id': { title: 'Welcome back' },
    });
    expect(await renderings()).toEqual(before);
    const again = await runCliToEnd(['deploy', '--dir', at, ...tenantArgs()]);
    expect(again.stdout).toMatch(/No change: the tenant already matches\.$/m);

    // A screen's committed settings changed: that needs the build, and nothing is sent.
    const settings = JSON.parse(await readFile(join(at, LOGIN_ID), 'utf8'));
    settings.context_configuration = ['screen.texts', 'tenant.friendly_name'];
    await writeFile(join(at, LOGIN_ID), JSON.stringify(settings));
    texts.en['login-id']['login-id'].title = 'never sent';
    await writeFile(join(at, TEXTS), JSON.stringify(texts));
    const refused = await runCliToEnd(['deploy', '--dir', at, ...tenantArgs()]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      "screenkit: The committed rendering settings of login-id/login-id (context_configuration) differ from the tenant's and point at the built screens: run `screenkit build` first (at dist/)\n",
    );
    const screens = await runCliToEnd([
      'deploy',
      '--dir',
      at,
      '--screens',
      'login-id',
      ...tenantArgs(),
    ]);
    expect(screens.code).toBe(1);
    expect(screens.stderr).toMatch(/^screenkit: No build manifest: run `screenkit build` first/);
    expect((await api('GET', '/prompts/login-id/custom-text/en')).body).toEqual({
      'login-id': { title: 'Welcome back' },
    });
    expect(await renderings()).toEqual(before);
  }, 60_000);
});
