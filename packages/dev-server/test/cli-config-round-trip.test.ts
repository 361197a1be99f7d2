/**
 * Config as code, end to end with the CLI as a child process against a dev server:
 * deploy -> pull -> edit (a screen setting and the customized-consent partial) -> deploy
 * --dry-run (shows both, sends nothing) -> deploy (sends both) -> deploy (no change) -> pull,
 * whose files are byte for byte the edited ones. And a deploy the tenant refuses half-way
 * puts back the partials it had already sent.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DevServer } from '../src/index.js';
import { MANIFEST_FILE } from '../src/project/build.js';
import { runCliToEnd } from './child-server.js';
import { afterEachTest, client, start } from './http.js';

const { dir } = afterEachTest();
let server: DevServer;
const PARTIAL = 'tenant/prompts/partials/customized-consent/customized-consent/form-content.liquid';
const LOGIN_ID = 'tenant/prompts/screenRenderSettings/login-id_login-id.json';
const asset = (file: string) => ({ file, integrity: `sha384-${file}` });
const MANIFEST = {
  version: 1,
  screens: {
    'login-id': { prompt: 'login-id', js: asset('assets/login-id-1.js'), css: [], preload: [] },
  },
};

beforeAll(async () => {
  server = await start();
  const partials = {
    'customized-consent': { 'form-content': '<p>{{transaction.params.scope}}</p>' },
  };
  expect(
    (await client(server)('PUT', '/prompts/customized-consent/partials', partials)).status,
  ).toBe(200);
});
afterAll(() => server.close());

async function project(): Promise<string> {
  const at = await dir();
  await mkdir(join(at, 'dist'));
  await writeFile(join(at, 'dist', MANIFEST_FILE), JSON.stringify(MANIFEST));
  return at;
}

const tenantArgs = () => ['--management-url', server.url, '--token', server.managementToken];
async function cli(...args: string[]) {
  const run = await runCliToEnd(args);
  expect(run.code, run.stderr).toBe(0);
  return run.stdout;
}
const deployArgs = (at: string) => [
  'deploy',
  '--dir',
  at,
  '--assets-url',
  'https://cdn.example.com/login/',
  ...tenantArgs(),
];

/** Every file under `<at>/tenant`, relative path -> bytes. */
async function tenantFiles(at: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const entry of await readdir(join(at, 'tenant'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out.set(relative(at, path), await readFile(path));
  }
  return out;
}

describe('pull -> edit -> deploy -> pull', () => {
  test('deploy sends every committed difference, partials included, and the files round-trip', async () => {
    const at = await project();
    await cli(...deployArgs(at));
    await cli('pull', '--dir', at, ...tenantArgs());
    const pulled = await tenantFiles(at);
    expect([...pulled.keys()].sort()).toEqual(
      ['tenant/prompts/partials.json', PARTIAL, LOGIN_ID].sort(),
    );
    // A second deploy of the pulled files changes nothing: the partial is the tenant's already.
    expect(await cli(...deployArgs(at))).toMatch(/No change: the tenant already matches\.$/m);

    // Edit a screen setting and the partial.
    const settings = JSON.parse(String(pulled.get(LOGIN_ID)));
    settings.context_configuration = ['screen.texts', 'tenant.friendly_name'];
    await writeFile(join(at, LOGIN_ID), `${JSON.stringify(settings, null, 2)}\n`);
    await writeFile(join(at, PARTIAL), '<p>Edited: {{transaction.params.scope}}</p>');
    const edited = await tenantFiles(at);

    const dry = await cli(...deployArgs(at), '--dry-run');
    expect(dry).toContain('~ login-id/login-id:\n      context_configuration:');
    expect(dry).toContain(
      '~ partials of customized-consent:\n      ~ customized-consent/form-content',
    );
    expect(dry).toMatch(
      /1 screen\(s\) and the partials of 1 prompt\(s\) would change \(dry run: nothing sent\)\./,
    );
    const api = client(server);
    expect((await api('GET', '/prompts/customized-consent/partials')).body).toEqual({
      'customized-consent': { 'form-content': '<p>{{transaction.params.scope}}</p>' },
    });

    expect(await cli(...deployArgs(at))).toMatch(
      /^Applied 1 screen\(s\) in one PATCH .* and the partials of 1 prompt\(s\)/m,
    );
    expect((await api('GET', '/prompts/customized-consent/partials')).body).toEqual({
      'customized-consent': { 'form-content': '<p>Edited: {{transaction.params.scope}}</p>' },
    });
    expect(await cli(...deployArgs(at))).toMatch(/No change: the tenant already matches\.$/m);

    await cli('pull', '--dir', at, ...tenantArgs());
    expect(await tenantFiles(at)).toEqual(edited);
  });

  test('a rendering PATCH the tenant refuses puts the partials sent before it back', async () => {
    const at = await project();
    await cli('pull', '--dir', at, ...tenantArgs());
    const before = (await client(server)('GET', '/prompts/customized-consent/partials')).body;
    await writeFile(join(at, PARTIAL), '<p>never applied</p>');
    // A filter naming an application the tenant does not have: the PATCH is refused (400).
    const settings = JSON.parse(await readFile(join(at, LOGIN_ID), 'utf8'));
    settings.filters = { match_type: 'includes_any', clients: [{ id: 'no-such-app' }] };
    await writeFile(join(at, LOGIN_ID), JSON.stringify(settings));
    const refused = await runCliToEnd(deployArgs(at));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /Client not found: \\"no-such-app\\"|Client not found: "no-such-app"/,
    );
    expect((await client(server)('GET', '/prompts/customized-consent/partials')).body).toEqual(
      before,
    );
  });
});
