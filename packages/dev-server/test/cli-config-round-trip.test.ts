/**
 * Config as code, end to end with the CLI as a child process against a dev server holding the
 * whole login customization (screen settings, a partial, prompt settings, custom text in
 * English and French, a theme, the branding, a page template): deploy -> pull -> edit every kind -> deploy
 * --dry-run (shows each difference, sends nothing) -> deploy (sends them) -> deploy (no change)
 * -> pull, whose files are byte for byte the edited ones. And a deploy the tenant refuses
 * half-way puts back everything it had already sent.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DevServer } from '../src/index.js';
import { MANIFEST_FILE } from '../src/project/build.js';
import { runCliToEnd } from './child-server.js';
import { afterEachTest, client, start } from './http.js';
import { THEME } from './support/theme.js';

const { dir } = afterEachTest();
let server: DevServer;
const PARTIAL = 'tenant/prompts/partials/customized-consent/customized-consent/form-content.liquid';
const LOGIN_ID = 'tenant/prompts/screenRenderSettings/login-id_login-id.json';
const SETTINGS = 'tenant/prompts/prompts.json';
const TEXTS = 'tenant/prompts/custom-text.json';
const THEME_FILE = 'tenant/themes/theme.json';
const BRANDING = 'tenant/branding/branding.json';
const TEMPLATE_INDEX = 'tenant/branding/templates/universal_login.json';
const TEMPLATE = 'tenant/branding/templates/universal_login.html';
const PAGE = '<html><head>{%- auth0:head -%}</head><body>\n{%- auth0:widget -%}\n</body></html>';
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
  const api = client(server);
  expect((await api('PUT', '/prompts/customized-consent/partials', partials)).status).toBe(200);
  expect(
    (await api('PUT', '/prompts/login-id/custom-text/en', { 'login-id': { title: 'Welcome' } }))
      .status,
  ).toBe(200);
  expect(
    (await api('PUT', '/prompts/login-id/custom-text/fr', { 'login-id': { title: 'Bienvenue' } }))
      .status,
  ).toBe(200);
  expect((await api('POST', '/branding/themes', THEME)).status).toBe(200);
  expect((await api('PUT', '/branding/templates/universal-login', { template: PAGE })).status).toBe(
    204,
  );
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
      [
        'tenant/prompts/partials.json',
        PARTIAL,
        LOGIN_ID,
        SETTINGS,
        TEXTS,
        THEME_FILE,
        BRANDING,
        TEMPLATE_INDEX,
        TEMPLATE,
      ].sort(),
    );
    expect(JSON.parse(String(pulled.get(TEXTS)))).toEqual({
      en: { 'login-id': { 'login-id': { title: 'Welcome' } } },
      fr: { 'login-id': { 'login-id': { title: 'Bienvenue' } } },
    });
    expect(JSON.parse(String(pulled.get(THEME_FILE)))).toEqual(THEME);
    expect(String(pulled.get(TEMPLATE))).toBe(PAGE);
    // A second deploy of the pulled files changes nothing: the partial is the tenant's already.
    expect(await cli(...deployArgs(at))).toMatch(/No change: the tenant already matches\.$/m);

    // Edit a screen setting and the partial.
    const settings = JSON.parse(String(pulled.get(LOGIN_ID)));
    settings.context_configuration = ['screen.texts', 'tenant.friendly_name'];
    await writeFile(join(at, LOGIN_ID), `${JSON.stringify(settings, null, 2)}\n`);
    await writeFile(join(at, PARTIAL), '<p>Edited: {{transaction.params.scope}}</p>');
    // ... the prompt settings, a French text (and a new key), a theme colour, the template.
    const prompts = JSON.parse(String(pulled.get(SETTINGS)));
    await writeFile(
      join(at, SETTINGS),
      `${JSON.stringify({ ...prompts, identifier_first: false }, null, 2)}\n`,
    );
    const texts = JSON.parse(String(pulled.get(TEXTS)));
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the service's placeholder
    texts.fr['login-id']['login-id'] = { title: 'Bonjour ${clientName}', description: 'Entrez' };
    await writeFile(join(at, TEXTS), `${JSON.stringify(texts, null, 2)}\n`);
    const theme = JSON.parse(String(pulled.get(THEME_FILE)));
    theme.colors.primary_button = '#aa0000';
    await writeFile(join(at, THEME_FILE), `${JSON.stringify(theme, null, 2)}\n`);
    await writeFile(join(at, TEMPLATE), PAGE.replace('<body>', '<body class="brand">'));
    const edited = await tenantFiles(at);

    const dry = await cli(...deployArgs(at), '--dry-run');
    expect(dry).toContain('~ login-id/login-id:\n      context_configuration:');
    expect(dry).toContain(
      '~ partials of customized-consent:\n      ~ customized-consent/form-content',
    );
    expect(dry).toContain(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the service's placeholder
      '~ custom text of login-id (fr):\n      ~ login-id.title: "Bienvenue" -> "Bonjour ${clientName}"\n      + login-id.description: "Entrez"',
    );
    expect(dry).toContain('~ prompt settings:\n      identifier_first: true -> false');
    expect(dry).toContain('~ theme:\n      ~ colors.primary_button: "#0a6e4f" -> "#aa0000"');
    expect(dry).toContain(
      '~ page template (universal_login):\n      ~ lines 1-1:\n        - "<html><head>{%- auth0:head -%}</head><body>"\n        + "<html><head>{%- auth0:head -%}</head><body class=\\"brand\\">"',
    );
    expect(dry).toMatch(
      /1 screen\(s\), the partials of 1 prompt\(s\), the custom text of 1 prompt\/language\(s\), the prompt settings, the theme and the page template would change \(dry run: nothing sent\)\./,
    );
    const api = client(server);
    expect((await api('GET', '/prompts/customized-consent/partials')).body).toEqual({
      'customized-consent': { 'form-content': '<p>{{transaction.params.scope}}</p>' },
    });

    expect((await api('GET', '/prompts')).body).toMatchObject({ identifier_first: true });

    expect(await cli(...deployArgs(at))).toMatch(
      /^Applied 1 screen\(s\) in one PATCH .*, the partials of 1 prompt\(s\), .* and the page template\./m,
    );
    expect((await api('GET', '/prompts/customized-consent/partials')).body).toEqual({
      'customized-consent': { 'form-content': '<p>Edited: {{transaction.params.scope}}</p>' },
    });
    expect((await api('GET', '/prompts')).body).toMatchObject({ identifier_first: false });
    expect((await api('GET', '/prompts/login-id/custom-text/fr')).body).toEqual(
      texts.fr['login-id'],
    );
    expect((await api('GET', '/branding/themes/default')).body).toMatchObject({
      colors: { primary_button: '#aa0000' },
    });
    expect(await cli(...deployArgs(at))).toMatch(/No change: the tenant already matches\.$/m);

    await cli('pull', '--dir', at, ...tenantArgs());
    expect(await tenantFiles(at)).toEqual(edited);
    // Nine CLI runs, each a process start: generous on a loaded machine (nothing asserts on time).
  }, 90_000);

  test('a rendering PATCH the tenant refuses puts back everything sent before it', async () => {
    const at = await project();
    await cli('pull', '--dir', at, ...tenantArgs());
    const api = client(server);
    const paths = [
      '/prompts/customized-consent/partials',
      '/prompts',
      '/prompts/login-id/custom-text/en',
      '/branding/themes/default',
      '/branding',
      '/branding/templates/universal-login',
    ];
    const tenantNow = async () => Promise.all(paths.map(async (p) => (await api('GET', p)).body));
    const before = await tenantNow();
    await writeFile(join(at, PARTIAL), '<p>never applied</p>');
    const prompts = JSON.parse(await readFile(join(at, SETTINGS), 'utf8'));
    prompts.webauthn_platform_first_factor = !prompts.webauthn_platform_first_factor;
    await writeFile(join(at, SETTINGS), JSON.stringify(prompts));
    const texts = JSON.parse(await readFile(join(at, TEXTS), 'utf8'));
    texts.en['login-id']['login-id'].title = 'never applied';
    await writeFile(join(at, TEXTS), JSON.stringify(texts));
    const theme = JSON.parse(await readFile(join(at, THEME_FILE), 'utf8'));
    theme.colors.error = '#ff0000';
    await writeFile(join(at, THEME_FILE), JSON.stringify(theme));
    const branding = JSON.parse(await readFile(join(at, BRANDING), 'utf8'));
    branding.colors.primary = '#0000ff';
    branding.logo_url = 'https://cdn.example.com/never.svg';
    await writeFile(join(at, BRANDING), JSON.stringify(branding));
    await writeFile(join(at, TEMPLATE), PAGE.replace('<body>', '<body id="never">'));
    // A filter naming an application the tenant does not have: the PATCH is refused (400).
    const settings = JSON.parse(await readFile(join(at, LOGIN_ID), 'utf8'));
    settings.filters = { match_type: 'includes_any', clients: [{ id: 'no-such-app' }] };
    await writeFile(join(at, LOGIN_ID), JSON.stringify(settings));
    const refused = await runCliToEnd(deployArgs(at));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /Client not found: \\"no-such-app\\"|Client not found: "no-such-app"/,
    );
    expect(await tenantNow()).toEqual(before);
  });
});
