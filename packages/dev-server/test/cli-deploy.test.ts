/**
 * `screenkit deploy` against a dev server over HTTP, from a hand-written build manifest (the
 * e2e test builds real projects): what is sent, dry run and idempotence, revert, committed
 * settings, and each bad input as one typed error with nothing applied.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DevServer, signManagementToken } from '../src/index.js';
import { MANIFEST_FILE } from '../src/project/build.js';
import { type DeployOptions, deploy } from '../src/project/deploy.js';
import { DEFAULT_CONTEXT_CONFIGURATION } from '../src/project/rendering-configs.js';
import { writeTenantFiles } from '../src/project/tenant-files.js';
import { cliFailure } from './cli-failure.js';
import { client, start, tempDir } from './http.js';
import { THEME } from './support/theme.js';

let server: DevServer;
let project: Awaited<ReturnType<typeof tempDir>>;
const ASSETS = 'https://cdn.example.com/login/';
const asset = (file: string) => ({ file, integrity: `sha384-${file}` });
const MANIFEST = {
  version: 1,
  screens: {
    'login-id': {
      prompt: 'login-id',
      js: asset('assets/login-id-1.js'),
      css: [asset('assets/app-1.css')],
      preload: [asset('assets/shared-1.js')],
    },
    consent: { prompt: 'consent', js: asset('assets/consent-1.js'), css: [], preload: [] },
  },
};

beforeAll(async () => {
  [server, project] = await Promise.all([start(), tempDir()]);
  await mkdir(join(project.dir, 'dist'));
  await writeFile(join(project.dir, 'dist', MANIFEST_FILE), JSON.stringify(MANIFEST));
});
afterAll(async () => {
  await server.close();
  await project.remove();
});

const target = (): DeployOptions => ({
  dir: project.dir,
  managementUrl: server.url,
  token: server.managementToken,
  assetsUrl: ASSETS,
});
const api = () => client(server);

describe('deploy', () => {
  test('one bulk PATCH with head tags and integrity; dry run and a second deploy change nothing; revert', async () => {
    const first = await deploy(target());
    expect(first.applied).toBe(true);
    expect(first.changes.map((c) => c.screen)).toEqual(['login-id', 'consent']);
    const stored = (await api()('GET', '/prompts/login-id/screen/login-id/rendering')).body;
    expect(stored).toMatchObject({
      rendering_mode: 'advanced',
      context_configuration: DEFAULT_CONTEXT_CONFIGURATION,
      default_head_tags_disabled: false,
      use_page_template: false,
      head_tags: [
        {
          tag: 'script',
          attributes: {
            src: `${ASSETS}assets/login-id-1.js`,
            type: 'module',
            defer: true,
            integrity: 'sha384-assets/login-id-1.js',
            crossorigin: 'anonymous',
          },
        },
        {
          tag: 'link',
          attributes: {
            rel: 'modulepreload',
            href: `${ASSETS}assets/shared-1.js`,
            integrity: 'sha384-assets/shared-1.js',
            crossorigin: 'anonymous',
          },
        },
        {
          tag: 'link',
          attributes: {
            rel: 'stylesheet',
            href: `${ASSETS}assets/app-1.css`,
            integrity: 'sha384-assets/app-1.css',
            crossorigin: 'anonymous',
          },
        },
      ],
    });
    const dry = await deploy({ ...target(), dryRun: true });
    // One line for the unchanged screens, however many (a project deploys 91).
    expect(dry.report).toBe('  = 2 screen(s): no change\nNo change.');
    expect((await deploy(target())).applied).toBe(false);

    const preview = await deploy({
      ...target(),
      assetsUrl: 'https://cdn2.example.com/',
      dryRun: true,
    });
    expect(preview.report).toContain('~ login-id/login-id:\n      head_tags:');
    expect(
      (await api()('GET', '/prompts/login-id/screen/login-id/rendering')).body.head_tags[0]
        .attributes.src,
    ).toBe(`${ASSETS}assets/login-id-1.js`);

    const reverted = await deploy({ ...target(), revert: 'consent' });
    expect(reverted.changes).toEqual([
      {
        prompt: 'consent',
        screen: 'consent',
        fields: [{ field: 'rendering_mode', from: 'advanced', to: 'standard' }],
      },
    ]);
    expect(
      (await api()('GET', '/prompts/consent/screen/consent/rendering')).body.rendering_mode,
    ).toBe('standard');
  });

  test('committed settings (tenant/) give context_configuration and filters', async () => {
    const cl_1 = (await api()('POST', '/clients', { name: 'Filtered app' })).body.client_id;
    await writeTenantFiles(join(project.dir, 'tenant'), {
      renderings: [
        {
          prompt: 'consent',
          screen: 'consent',
          rendering_mode: 'advanced',
          context_configuration: ['screen.texts'],
          filters: { match_type: 'includes_any', clients: [{ id: cl_1 }] },
          use_page_template: true,
        },
      ],
      partials: {},
    });
    try {
      await deploy({ ...target(), screens: 'consent' });
      expect((await api()('GET', '/prompts/consent/screen/consent/rendering')).body).toMatchObject({
        rendering_mode: 'advanced',
        context_configuration: ['screen.texts'],
        filters: { match_type: 'includes_any', clients: [{ id: cl_1 }] },
        use_page_template: true,
      });
    } finally {
      await writeTenantFiles(join(project.dir, 'tenant'), { renderings: [], partials: {} });
    }
  });
});

describe('deploy: the tenant-wide files', () => {
  const PAGE = '<html><head>{%- auth0:head -%}</head><body>{%- auth0:widget -%}</body></html>';

  test("a theme and a template the tenant lacks are created; a refused deploy deletes them again; --screens sends only its prompts' texts", async () => {
    const fresh = await start();
    const on = client(fresh);
    const to = { ...target(), managementUrl: fresh.url, token: fresh.managementToken };
    const tenantNow = async () =>
      Promise.all(
        [
          '/prompts/login-id/custom-text/fr',
          '/prompts/consent/custom-text/fr',
          '/branding/themes/default',
          '/branding/templates/universal-login',
        ].map(async (path) => (await on('GET', path)).status),
      );
    const files = {
      renderings: [],
      partials: {},
      customText: {
        fr: {
          'login-id': { 'login-id': { title: 'Bienvenue' } },
          consent: { consent: { title: 'Autoriser' } },
        },
      },
      theme: THEME,
      pageTemplate: PAGE,
    };
    try {
      // Refused at the end (a filter naming no application): nothing stays, not even what
      // was created before the refusal.
      await writeTenantFiles(join(project.dir, 'tenant'), {
        ...files,
        renderings: [
          {
            prompt: 'login-id',
            screen: 'login-id',
            filters: { match_type: 'includes_any', clients: [{ id: 'no-such-app' }] },
          },
        ],
      });
      const before = await tenantNow();
      expect(before).toEqual([200, 200, 404, 404]);
      await expect(deploy(to)).rejects.toThrow(/no-such-app/);
      expect(await tenantNow()).toEqual(before);
      expect((await on('GET', '/prompts/login-id/custom-text/fr')).body).toEqual({});

      await writeTenantFiles(join(project.dir, 'tenant'), files);
      const dry = await deploy({ ...to, dryRun: true });
      expect(dry.report).toContain('+ theme:\n      ');
      expect(dry.report).toContain('+ page template (universal_login):\n      1 line(s)');
      expect(dry.report).toContain(
        '+ custom text of login-id (fr):\n      + login-id.title: "Bienvenue"',
      );
      // --screens: the texts of that screen's prompt only, no tenant-wide settings.
      const one = await deploy({ ...to, screens: 'login-id' });
      expect(one.steps.map((s) => s.title)).toEqual(['custom text of login-id (fr)']);
      expect((await on('GET', '/prompts/consent/custom-text/fr')).body).toEqual({});
      const all = await deploy(to);
      expect(all.steps.map((s) => s.title)).toEqual([
        'custom text of consent (fr)',
        'theme',
        'page template (universal_login)',
      ]);
      expect((await on('GET', '/branding/themes/default')).body).toMatchObject(THEME);
      expect((await on('GET', '/branding/templates/universal-login')).body).toEqual({ body: PAGE });
      expect((await deploy(to)).report).toMatch(/No change: the tenant already matches\.$/);
    } finally {
      await writeTenantFiles(join(project.dir, 'tenant'), { renderings: [], partials: {} });
      await fresh.close();
    }
  });
});

describe('deploy: bad input is one typed error and nothing is applied', () => {
  const snapshot = async () => JSON.stringify((await api()('GET', '/prompts/rendering')).body);

  test('unknown screen, manifest missing a screen, no build, plain http off loopback', async () => {
    const before = await snapshot();
    const unknown = await cliFailure(deploy({ ...target(), screens: 'login-idd' }));
    expect(unknown.message).toMatch(/^Unknown screen "login-idd": did you mean "login-id"\?/);
    const missing = await cliFailure(deploy({ ...target(), screens: 'login-id,signup' }));
    expect([missing.code, missing.message]).toEqual([
      'manifest_missing_screen',
      'The build manifest has no screen signup: add it (screenkit add-screen signup) and rebuild (at signup)',
    ]);
    expect((await cliFailure(deploy({ ...target(), dist: 'nowhere' }))).code).toBe('no_manifest');
    const http = await cliFailure(
      deploy({ ...target(), managementUrl: 'http://tenant.example.com' }),
    );
    expect(http.message).toMatch(/^Plain http is allowed only on loopback/);
    expect(await snapshot()).toBe(before);
  });

  test('client credentials: a client without a Management API grant gets no token', async () => {
    const created = await api()('POST', '/clients', {
      name: 'no grant',
      app_type: 'non_interactive',
      grant_types: ['client_credentials'],
    });
    const { token: _token, ...withoutToken } = target();
    const refused = await cliFailure(
      deploy({
        ...withoutToken,
        clientId: created.body.client_id,
        clientSecret: created.body.client_secret,
      }),
    );
    expect(refused.code).toBe('token_failed');
    expect(refused.message).toMatch(
      /^POST \/oauth\/token: 403, the token lacks a scope \(Client has not been granted scopes for the Management API/,
    );
    const wrongSecret = await cliFailure(
      deploy({ ...withoutToken, clientId: created.body.client_id, clientSecret: 'nope' }),
    );
    expect(wrongSecret.code).toBe('token_failed');
  });

  test('unreachable tenant, 401, 403 (read-only token), 429', async () => {
    const before = await snapshot();
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((done) => closed.close(() => done()));
    const unreachable = await cliFailure(
      deploy({ ...target(), managementUrl: `http://127.0.0.1:${port}` }),
    );
    expect(unreachable.code).toBe('tenant_unreachable');
    expect(unreachable.message).toMatch(
      /^Cannot reach the tenant for GET \/api\/v2\/prompts\/rendering \(ECONNREFUSED\)/,
    );

    const bad = await cliFailure(deploy({ ...target(), token: 'not-a-token' }));
    expect([bad.code, bad.message.split(' (')[0]]).toEqual([
      'unauthorized',
      'GET /api/v2/prompts/rendering: 401, the token is not valid for this tenant',
    ]);
    const readOnly = await signManagementToken(server.keys, { scopes: ['read:prompts'] });
    const forbidden = await cliFailure(
      deploy({ ...target(), token: readOnly, assetsUrl: 'https://other.example.com/' }),
    );
    expect(forbidden.code).toBe('forbidden');
    expect(forbidden.message).toMatch(
      /^PATCH \/api\/v2\/prompts\/rendering: 403, the token lacks a scope \(Insufficient scope, expected any of: update:prompts\)/,
    );

    const limited = createServer((_req, res) => {
      res.writeHead(429, {
        'content-type': 'application/json',
        'x-ratelimit-limit': '10',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 30),
      });
      res.end(
        JSON.stringify({
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'Global limit has been reached',
          errorCode: 'too_many_requests',
        }),
      );
    });
    await new Promise<void>((done) => limited.listen(0, '127.0.0.1', done));
    try {
      const url = `http://127.0.0.1:${(limited.address() as AddressInfo).port}`;
      const rate = await cliFailure(deploy({ ...target(), managementUrl: url }));
      expect(rate.code).toBe('rate_limited');
      expect(rate.message).toMatch(
        /^GET \/api\/v2\/prompts\/rendering: 429, rate limited by the Management API; retry in (29|30|31)s, nothing was changed/,
      );
    } finally {
      limited.closeAllConnections();
      await new Promise<void>((done) => limited.close(() => done()));
    }
    expect(await snapshot()).toBe(before);
  });
});
