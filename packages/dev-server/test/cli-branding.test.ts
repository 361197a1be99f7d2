/**
 * The tenant's branding (`/api/v2/branding`: colours, logo, favicon, font) as API and as code:
 * the official auth0 ManagementClient against the dev server (a gradient background, `null`
 * unsetting, hostile URLs and colours refused with the service's 400), then the CLI as a child
 * process: `pull` writes tenant/branding/branding.json, `deploy --dry-run` shows each changed
 * key and sends nothing, `deploy` sends it, a second deploy changes nothing, `pull` gives the
 * edited file back byte for byte, `export` writes it for Terraform and the Deploy CLI; a hostile file is refused in one line before anything is sent.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Management, ManagementClient } from 'auth0';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DevServer, managementClientOptions } from '../src/index.js';
import { MANIFEST_FILE } from '../src/project/build.js';
import { runCliToEnd } from './child-server.js';
import { afterEachTest, start } from './http.js';
import { rejection } from './support/rejection.js';

const { dir } = afterEachTest();
let server: DevServer;
let management: ManagementClient;
const BRANDING = 'tenant/branding/branding.json';

beforeAll(async () => {
  server = await start();
  management = new ManagementClient({ ...managementClientOptions(server), maxRetries: 0 });
});
afterAll(() => server.close());

describe('/api/v2/branding with the official client', () => {
  test('a gradient background, null unsets, hostile URLs and colours get the 400', async () => {
    const gradient = { type: 'linear-gradient', start: '#ffffff', end: '#000000', angle_deg: 35 };
    const updated = await management.branding.update({
      colors: { primary: '#0a7d55', page_background: gradient },
      logo_url: 'https://cdn.example.com/logo.svg',
      favicon_url: 'https://cdn.example.com/favicon.ico',
      font: { url: 'https://cdn.example.com/brand.woff2' },
    });
    expect(updated).toEqual({
      colors: { primary: '#0a7d55', page_background: gradient },
      logo_url: 'https://cdn.example.com/logo.svg',
      favicon_url: 'https://cdn.example.com/favicon.ico',
      font: { url: 'https://cdn.example.com/brand.woff2' },
    });
    const unset = await management.branding.update({ favicon_url: null, font: null });
    expect(unset).not.toHaveProperty('favicon_url');
    expect(unset).not.toHaveProperty('font');
    expect(await management.branding.get()).toEqual(unset);

    for (const [body, where] of [
      [{ logo_url: 'javascript:alert(1)' }, 'logo_url'],
      [{ favicon_url: 'http://cdn.example.com/f.ico' }, 'favicon_url'],
      [{ font: { url: 'data:font/woff2;base64,AAAA' } }, 'font.url'],
      [{ colors: { primary: 'red;background:url(//evil)' } }, 'colors.primary'],
      [{ colors: { page_background: { ...gradient, end: 'expression(1)' } } }, 'page_background'],
    ] as const) {
      const bad = await rejection(management.branding.update(body as never));
      expect(bad, where).toBeInstanceOf(Management.BadRequestError);
      expect(bad?.body, where).toMatchObject({
        statusCode: 400,
        errorCode: 'invalid_body',
        message: expect.stringContaining(where),
      });
    }
    expect(await management.branding.get()).toEqual(unset);
    await management.branding.update({ colors: { page_background: '#f4f4f6' }, logo_url: null });
  });
});

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

/** A project with an (empty) build: deploy sends the tenant-wide files only. */
async function project(): Promise<string> {
  const at = await dir();
  await mkdir(join(at, 'dist'));
  await writeFile(join(at, 'dist', MANIFEST_FILE), JSON.stringify({ version: 1, screens: {} }));
  return at;
}

describe('branding.json: pull -> edit -> deploy -> pull', () => {
  test('each changed key in the dry run, sent once, pulled back byte for byte', async () => {
    await management.branding.update({
      colors: { primary: '#112233' },
      logo_url: 'https://cdn.example.com/old-logo.svg',
    });
    const at = await project();
    expect(await cli('pull', '--dir', at, ...tenantArgs())).toContain('the branding');
    const pulled = JSON.parse(await readFile(join(at, BRANDING), 'utf8'));
    expect(pulled).toEqual({
      colors: { primary: '#112233', page_background: '#f4f4f6' },
      logo_url: 'https://cdn.example.com/old-logo.svg',
    });

    const gradient = { type: 'linear-gradient', start: '#0a7d55', end: '#eef7f2', angle_deg: 90 };
    const edited = {
      ...pulled,
      colors: { primary: '#aa0000', page_background: gradient },
      favicon_url: 'https://cdn.example.com/favicon.ico',
    };
    await writeFile(join(at, BRANDING), `${JSON.stringify(edited, null, 2)}\n`);
    const dry = await cli(...deployArgs(at), '--dry-run');
    expect(dry).toContain(
      [
        '~ branding:',
        '      ~ colors.primary: "#112233" -> "#aa0000"',
        `      ~ colors.page_background: "#f4f4f6" -> ${JSON.stringify(gradient)}`,
        '      + favicon_url: "https://cdn.example.com/favicon.ico"',
      ].join('\n'),
    );
    expect(dry).toContain('the branding would change (dry run: nothing sent).');
    expect((await management.branding.get()).colors?.primary).toBe('#112233');

    expect(await cli(...deployArgs(at))).toMatch(/^Applied the branding\.$/m);
    expect(await management.branding.get()).toEqual(edited);
    expect(await cli(...deployArgs(at))).toMatch(/No change: the tenant already matches\.$/m);
    const before = await readFile(join(at, BRANDING));
    await cli('pull', '--dir', at, ...tenantArgs());
    expect(await readFile(join(at, BRANDING))).toEqual(before);

    // Terraform's auth0_branding holds a colour background only: the gradient is said, not lost
    // silently, and the file stays as `terraform fmt` writes it.
    await cli('export', '--format', 'terraform', '--dir', at);
    const tf = await readFile(join(at, 'terraform', 'branding.tf'), 'utf8');
    expect(tf).toContain(
      [
        'resource "auth0_branding" "universal_login" {',
        '  # colors.page_background is a gradient, which auth0_branding cannot hold: set it with',
        '  # the Deploy CLI files or PATCH /api/v2/branding.',
        '  logo_url    = "https://cdn.example.com/old-logo.svg"',
        '  favicon_url = "https://cdn.example.com/favicon.ico"',
        '',
        '  colors {',
        '    primary = "#aa0000"',
        '  }',
        '}',
      ].join('\n'),
    );
    const fmt = spawnSync('terraform', ['fmt', '-check', '-diff', join(at, 'terraform')], {
      encoding: 'utf8',
    });
    if (fmt.error === undefined) expect(fmt.status, fmt.stdout).toBe(0);
    // The Deploy CLI form keeps it whole.
    await cli('export', '--format', 'deploy-cli', '--dir', at);
    expect(await readFile(join(at, 'deploy-cli', 'branding', 'branding.json'))).toEqual(before);
  }, 60_000);

  test('unset colours stay unset: absent from GET, so pull then deploy shows no change', async () => {
    await management.branding.update({
      colors: { primary: '#112233', page_background: '#eeeeee' },
      logo_url: 'https://cdn.example.com/logo.svg',
      favicon_url: null,
      font: null,
    });
    const at = await project();
    await cli('pull', '--dir', at, ...tenantArgs());
    const file = join(at, BRANDING);
    const pulled = JSON.parse(await readFile(file, 'utf8'));

    // `primary: null` unsets it, as on the service: GET no longer shows it (no default put back).
    await writeFile(file, JSON.stringify({ ...pulled, colors: { primary: null } }));
    expect(await cli(...deployArgs(at), '--dry-run')).toContain(
      '~ branding:\n      - colors.primary: "#112233"\n',
    );
    expect(await cli(...deployArgs(at))).toMatch(/^Applied the branding\.$/m);
    expect((await management.branding.get()).colors).toEqual({ page_background: '#eeeeee' });
    expect(await cli(...deployArgs(at))).toMatch(/No change: the tenant already matches\.$/m);
    await cli('pull', '--dir', at, ...tenantArgs());
    expect(JSON.parse(await readFile(file, 'utf8')).colors).toEqual({ page_background: '#eeeeee' });
    expect(await cli(...deployArgs(at))).toMatch(/No change: the tenant already matches\.$/m);

    // `colors: null` unsets both: GET has no `colors` at all, and pull writes none.
    await writeFile(file, JSON.stringify({ ...pulled, colors: null }));
    expect(await cli(...deployArgs(at))).toMatch(/^Applied the branding\.$/m);
    const unset = await management.branding.get();
    expect(unset).toEqual({ logo_url: 'https://cdn.example.com/logo.svg' });
    expect(await cli(...deployArgs(at))).toMatch(/No change: the tenant already matches\.$/m);
    await cli('pull', '--dir', at, ...tenantArgs());
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(unset);
    expect(await cli(...deployArgs(at))).toMatch(/No change: the tenant already matches\.$/m);

    // The official client unsets the same way.
    await management.branding.update({
      colors: { primary: '#0a7d55', page_background: '#ffffff' },
    });
    expect(await management.branding.update({ colors: { page_background: null } })).toEqual({
      colors: { primary: '#0a7d55' },
      logo_url: 'https://cdn.example.com/logo.svg',
    });
    await management.branding.update({
      colors: { primary: '#635dff', page_background: '#f4f4f6' },
      logo_url: null,
    });
  }, 60_000);

  test('a hostile file is refused in one line naming file and key, before anything is sent', async () => {
    const at = await project();
    await cli('pull', '--dir', at, ...tenantArgs());
    const before = await management.branding.get();
    const file = join(at, BRANDING);
    for (const [change, where, message] of [
      [{ logo_url: 'javascript:alert(document.cookie)' }, 'logo_url', 'Must be an https URL'],
      [{ font: { url: 'http://fonts.example.com/a.woff2' } }, 'font.url', 'Must be an https URL'],
      [{ colors: { primary: 'red' } }, 'colors.primary', 'Colors are hex colors'],
    ] as const) {
      await writeFile(file, JSON.stringify({ ...before, ...change }));
      const run = await runCliToEnd(deployArgs(at));
      expect(run.code).toBe(1);
      expect(run.stderr.trim().split('\n'), run.stderr).toHaveLength(1);
      expect(run.stderr).toContain(`${file}: ${where}`);
      expect(run.stderr).toContain(message);
    }
    expect(await management.branding.get()).toEqual(before);
  });
});
