/**
 * Config as code: `pull` writes the tenant's settings in the Deploy CLI's layout, `export`
 * turns them into Deploy CLI files (round trip) or Terraform resources (golden file), the Vite
 * plugin applies them to the local tenant, and a production build takes partials from them,
 * never from the local store.
 */
import { spawnSync } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clientsCollection, type DevServer, openStore } from '../src/index.js';
import { exportTenant } from '../src/project/export.js';
import { pullTenant } from '../src/project/pull.js';
import {
  applyTenantFiles,
  readTenantFiles,
  writeTenantFiles,
} from '../src/project/tenant-files.js';
import { tenantSettings } from '../src/tenant/settings.js';
import { partialsModule } from '../src/vite/partials-module.js';
import { afterEachTest, client, start } from './http.js';
import { THEME } from './support/theme.js';

const { dir } = afterEachTest();
let server: DevServer;
const golden = (file: string) => new URL(`./golden/${file}`, import.meta.url);
const PAGE = '<html><head>{%- auth0:head -%}</head><body>{%- auth0:widget -%}</body></html>';

const LOGIN_ID = {
  rendering_mode: 'advanced',
  context_configuration: ['screen.texts', 'untrusted_data.authorization_params.login_hint'],
  default_head_tags_disabled: false,
  use_page_template: false,
  head_tags: [
    {
      tag: 'script',
      attributes: {
        src: 'https://cdn.example.com/login-id.js',
        defer: true,
        integrity: 'sha384-abc',
      },
    },
    {
      tag: 'link',
      attributes: {
        rel: 'stylesheet',
        href: 'https://cdn.example.com/app.css',
        integrity: 'sha384-def',
      },
    },
  ],
  filters: {
    match_type: 'includes_any',
    clients: [{ id: 'cl_bank' }],
    domains: [{ metadata: { region: 'eu' } }],
  },
};

beforeAll(async () => {
  server = await start();
  const api = client(server);
  // The application the filter names (a filter's ids must be the tenant's); its id is the
  // golden file's, so it is put in the store as a hand-written tenant would hold it.
  await clientsCollection(server.store).set('cl_bank', {
    client_id: 'cl_bank',
    client_secret: 'secret',
    name: 'Bank App',
    callbacks: [],
    grant_types: ['authorization_code'],
    token_endpoint_auth_method: 'client_secret_post',
  });
  expect((await api('PATCH', '/prompts/login-id/screen/login-id/rendering', LOGIN_ID)).status).toBe(
    200,
  );
  expect(
    (
      await api('PATCH', '/prompts/consent/screen/consent/rendering', {
        context_configuration: ['tenant.name'],
      })
    ).status,
  ).toBe(200);
  const partial = {
    'customized-consent': { 'form-content': '<p>{{transaction.params.scope}}</p>' },
  };
  expect((await api('PUT', '/prompts/customized-consent/partials', partial)).status).toBe(200);
  // The tenant-wide customization: settings, texts in two languages, a theme, the branding, a
  // page template.
  expect((await api('PATCH', '/prompts', { identifier_first: false })).status).toBe(200);
  const texts = {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the service's placeholder
    'login-id': { title: 'Welcome to ${clientName}', 'error-wrong-credentials': 'Try again' },
  };
  expect((await api('PUT', '/prompts/login-id/custom-text/en', texts)).status).toBe(200);
  expect(
    (await api('PUT', '/prompts/login/custom-text/fr', { login: { title: 'Bienvenue' } })).status,
  ).toBe(200);
  expect((await api('POST', '/branding/themes', THEME)).status).toBe(200);
  const branding = {
    colors: { primary: '#0a6e4f' },
    logo_url: 'https://cdn.example.com/bank.svg',
    favicon_url: 'https://cdn.example.com/bank.ico',
    font: { url: 'https://cdn.example.com/bank.woff2' },
  };
  expect((await api('PATCH', '/branding', branding)).status).toBe(200);
  expect((await api('PUT', '/branding/templates/universal-login', { template: PAGE })).status).toBe(
    204,
  );
});
afterAll(() => server.close());

describe('pull and export', () => {
  test('pull writes every configured screen and the partials; Deploy CLI files round-trip', async () => {
    const project = await dir();
    const { files } = await pullTenant({
      dir: project,
      managementUrl: server.url,
      token: server.managementToken,
    });
    expect(files.renderings.map((r) => `${r.prompt}/${r.screen}`)).toEqual([
      'consent/consent',
      'login-id/login-id',
    ]);
    expect(
      JSON.parse(
        await readFile(
          join(project, 'tenant/prompts/screenRenderSettings/login-id_login-id.json'),
          'utf8',
        ),
      ),
    ).toEqual({
      prompt: 'login-id',
      screen: 'login-id',
      ...LOGIN_ID,
    });
    expect(
      await readFile(
        join(
          project,
          'tenant/prompts/partials/customized-consent/customized-consent/form-content.liquid',
        ),
        'utf8',
      ),
    ).toBe('<p>{{transaction.params.scope}}</p>');
    expect(
      JSON.parse(await readFile(join(project, 'tenant/prompts/partials.json'), 'utf8')),
    ).toEqual({
      'customized-consent': [
        {
          'customized-consent': [
            {
              name: 'form-content',
              template: 'partials/customized-consent/customized-consent/form-content.liquid',
            },
          ],
        },
      ],
    });
    await exportTenant({ dir: project, format: 'deploy-cli', out: 'out' });
    expect(await readTenantFiles(join(project, 'out'))).toEqual(
      await readTenantFiles(join(project, 'tenant')),
    );
    expect(await readTenantFiles(join(project, 'tenant'))).toEqual(files);
  });

  test('terraform: every resource matches its golden file and `terraform fmt`', async () => {
    const project = await dir();
    await pullTenant({ dir: project, managementUrl: server.url, token: server.managementToken });
    const written = await exportTenant({ dir: project, format: 'terraform' });
    expect(written.map((f) => f.split('/').at(-1))).toEqual([
      'screen_renderers.tf',
      'prompts.tf',
      'branding.tf',
      'universal_login.html',
    ]);
    for (const file of written) {
      const name = file.split('/').at(-1) as string;
      const text = await readFile(file, 'utf8');
      if (name === 'universal_login.html') {
        expect(text).toBe(PAGE);
        continue;
      }
      if (process.env.UPDATE_GOLDEN) await writeFile(golden(name), text);
      expect(text, name).toBe(await readFile(golden(name), 'utf8'));
    }
    // Terraform's own formatter agrees with the layout, where it is installed.
    const fmt = spawnSync('terraform', ['fmt', '-check', '-diff', join(project, 'terraform')], {
      encoding: 'utf8',
    });
    if (fmt.error === undefined) expect(fmt.status, fmt.stdout).toBe(0);
    await expect(exportTenant({ dir: project, format: 'pulumi' })).rejects.toThrow(
      'Unknown format "pulumi": use terraform or deploy-cli (at --format)',
    );
    // Exporting again keeps the folder's other files (main.tf) and drops what it no longer
    // produces (the template, once tenant/ has none).
    await writeFile(join(project, 'terraform', 'main.tf'), 'terraform {}\n');
    await rm(join(project, 'tenant', 'branding'), { recursive: true });
    await exportTenant({ dir: project, format: 'terraform' });
    expect((await readdir(join(project, 'terraform'))).sort()).toEqual([
      'branding.tf',
      'main.tf',
      'prompts.tf',
      'screen_renderers.tf',
    ]);
    expect(await readFile(join(project, 'terraform', 'branding.tf'), 'utf8')).not.toContain(
      'auth0_branding"',
    );
  });
});

describe('the committed files drive the local tenant and the build', () => {
  test('pnpm dev applies them (branding too) to the store; a build reads partials from them, not from .screenkit/', async () => {
    const project = await dir();
    await writeTenantFiles(join(project, 'tenant'), {
      renderings: [
        { prompt: 'login-id', screen: 'login-id', context_configuration: ['screen.texts'] },
      ],
      partials: {
        'customized-consent': { 'customized-consent': { 'form-content': '<p>committed</p>' } },
      },
      branding: { colors: { primary: '#0a6e4f' }, logo_url: 'https://cdn.example.com/b.svg' },
    });
    const store = await openStore({ dir: join(project, '.screenkit') });
    await store.collection('prompt-partials').set('customized-consent', {
      'customized-consent': { 'form-content': '<p>local-only</p>' },
    });
    expect(await applyTenantFiles(store, project)).toBe(1);
    expect(store.collection('screen-renderings').get('login-id/login-id')).toMatchObject({
      rendering_mode: 'standard',
      context_configuration: ['screen.texts'],
    });
    // The branding the pages get (branding.settings): the committed colour and logo.
    expect(tenantSettings(store).branding).toEqual({
      colors: { primary: '#0a6e4f', page_background: '#f4f4f6' },
      logo_url: 'https://cdn.example.com/b.svg',
    });

    // The build: the plugin's partials module in `vite build` mode.
    await store.collection('prompt-partials').set('customized-consent', {
      'customized-consent': { 'form-content': '<p>local-only</p>' },
    });
    const plugin = partialsModule({ root: project, store: async () => store });
    (plugin.configResolved as (c: { command: string }) => void)({ command: 'build' });
    const load = plugin.load as (id: string) => Promise<string>;
    const id = '\0virtual:screenkit/partials/customized-consent/customized-consent/form-content';
    const built = await load.call(
      {
        error: (m: string) => {
          throw new Error(m);
        },
      },
      id,
    );
    expect(built).toContain('committed');
    expect(built).not.toContain('local-only');
    await store.flush();
  });
});
