/**
 * Config as code: `pull` writes the tenant's settings in the Deploy CLI's layout, `export`
 * turns them into Deploy CLI files (round trip) or Terraform resources (golden file), the Vite
 * plugin applies them to the local tenant, and a production build takes partials from them,
 * never from the local store.
 */
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
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
import { partialsModule } from '../src/vite/partials-module.js';
import { afterEachTest, client, start } from './http.js';

const { dir } = afterEachTest();
let server: DevServer;
const GOLDEN = new URL('./golden/screen_renderers.tf', import.meta.url);

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

  test('terraform: auth0_prompt_screen_renderer resources match the golden file', async () => {
    const project = await dir();
    await pullTenant({ dir: project, managementUrl: server.url, token: server.managementToken });
    const [file] = await exportTenant({ dir: project, format: 'terraform' });
    const text = await readFile(file as string, 'utf8');
    if (process.env.UPDATE_GOLDEN) await writeFile(GOLDEN, text);
    expect(text).toBe(await readFile(GOLDEN, 'utf8'));
    // Terraform's own formatter agrees with the layout, where it is installed.
    const fmt = spawnSync('terraform', ['fmt', '-check', '-diff', file as string], {
      encoding: 'utf8',
    });
    if (fmt.error === undefined) expect(fmt.status, fmt.stdout).toBe(0);
    await expect(exportTenant({ dir: project, format: 'pulumi' })).rejects.toThrow(
      'Unknown format "pulumi": use terraform or deploy-cli (at --format)',
    );
  });
});

describe('the committed files drive the local tenant and the build', () => {
  test('pnpm dev applies them to the store; a build reads partials from them, not from .screenkit/', async () => {
    const project = await dir();
    await writeTenantFiles(join(project, 'tenant'), {
      renderings: [
        { prompt: 'login-id', screen: 'login-id', context_configuration: ['screen.texts'] },
      ],
      partials: {
        'customized-consent': { 'customized-consent': { 'form-content': '<p>committed</p>' } },
      },
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
