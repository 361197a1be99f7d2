/**
 * From nothing to a live tenant, as a user runs it: `screenkit init` (both templates) into a
 * temp folder, dependencies linked from the workspace, `screenkit build`, `screenkit deploy`
 * with a machine-to-machine client against a running dev server, then the dev server serves
 * each built screen in advanced mode from the uploaded assets in real Chromium, and the
 * login-id screen submits; a dry run and a second deploy change nothing, revert goes back.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DevServer, MANAGEMENT_AUDIENCE, startDevServer } from '@screenkit/dev-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Browser, launchBrowser } from './support/browser.js';
import {
  bundleCli,
  type CliResult,
  linkDependencies,
  runProjectTests,
  serveStatic,
} from './support/cli-project.js';

let cli: Awaited<ReturnType<typeof bundleCli>>;
let server: DevServer;
let assets: Awaited<ReturnType<typeof serveStatic>>;
let browser: Browser;
let work: string;
let client: { client_id: string; client_secret: string };

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON replies
async function api(method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${server.url}/api/v2${path}`, {
    method,
    headers: {
      authorization: `Bearer ${server.managementToken}`,
      'content-type': 'application/json',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'screenkit-cli-'));
  [cli, server, assets, browser] = await Promise.all([
    bundleCli(),
    startDevServer({ inMemory: true, liveReload: false }), // the tenant, as production serves it
    serveStatic(work),
    launchBrowser(),
  ]);
  // A machine-to-machine application allowed to read and update the prompts' settings.
  client = await api('POST', '/clients', {
    name: 'screenkit deploy',
    app_type: 'non_interactive',
    grant_types: ['client_credentials'],
  });
  await api('POST', '/client-grants', {
    client_id: client.client_id,
    audience: MANAGEMENT_AUDIENCE,
    scope: ['read:prompts', 'update:prompts'],
  });
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.close(), assets?.close()]);
  await rm(work, { recursive: true, force: true });
});

const ok = (result: CliResult) => {
  expect(result.stderr, result.stdout).toBe('');
  expect(result.code).toBe(0);
  return result.stdout;
};

// `ownTests`: the tests in the starter's screen folders (src/screens/login-id/index.test.*).
const CASES = [
  {
    template: 'react',
    example: 'react-consent',
    screens: 'login-id,consent,customized-consent',
    ownTests: 2,
  },
  { template: 'js', example: 'js-consent', screens: 'login-id,signup,consent', ownTests: 2 },
] as const;

// One test per step, in order, on one project: a slow step on a loaded machine then uses its own
// time budget, and a failure names the step.
describe.each(CASES)('$template starter', ({ template, example, screens, ownTests }) => {
  const dir = () => join(work, template);
  let manifest: {
    screens: Record<
      string,
      { prompt: string; js: AssetFile; css: AssetFile[]; preload: AssetFile[] }
    >;
  };
  let built: string[];
  const target = () => [
    '--management-url',
    server.url,
    '--client-id',
    client.client_id,
    '--client-secret',
    client.client_secret,
  ];
  const deployArgs = () => [
    'deploy',
    ...target(),
    '--assets-url',
    `${assets.url}/${template}/dist/`,
  ];

  test('init makes a project whose own tests pass', async () => {
    ok(await cli.run(['init', dir(), '--template', template, '--screens', screens]));
    const pkg = JSON.parse(await readFile(join(dir(), 'package.json'), 'utf8'));
    expect(Object.keys(pkg.scripts)).toEqual(
      expect.arrayContaining(['dev', 'build', 'test', 'deploy']),
    );
    await linkDependencies(dir(), example);
    // The project's own `test`: each screen against its fixture (test/), and the screens' own
    // tests written with the testing kit (src/, copied from the starter). The JS project runs
    // only src/ (its test/ file is the same generated one): each vitest run costs seconds.
    const tests = await runProjectTests(dir(), template === 'js' ? ['src'] : []);
    expect(tests.code, tests.stdout + tests.stderr).toBe(0);
    const expected = (template === 'js' ? 0 : screens.split(',').length) + ownTests;
    expect(tests.stdout).toMatch(new RegExp(`Tests\\s+${expected} passed`));
    expect(tests.stdout).toContain('src/screens/login-id/index.test.');
  });

  test('build writes every screen with its integrity and no dev-only code', async () => {
    ok(await cli.run(['build'], dir()));
    manifest = JSON.parse(await readFile(join(dir(), 'dist', 'screenkit-manifest.json'), 'utf8'));
    built = Object.keys(manifest.screens).sort();
    expect(built).toEqual(screens.split(',').sort());
    for (const screen of built) {
      const entry = manifest.screens[screen];
      for (const file of [entry.js, ...entry.css, ...entry.preload]) {
        const bytes = await readFile(join(dir(), 'dist', file.file));
        expect(file.integrity).toBe(
          `sha384-${createHash('sha384').update(bytes).digest('base64')}`,
        );
        // No dev-only code: the toolbar and the dev server's endpoints stay out of the bundle.
        expect(bytes.toString()).not.toMatch(/screenkit-toolbar|\/_screenkit\//);
      }
    }
  });

  test('deploy applies every screen once; a dry run and a second deploy change nothing', async () => {
    expect(ok(await cli.run(deployArgs(), dir()))).toContain(
      `Applied ${built.length} screen(s) in one PATCH /api/v2/prompts/rendering.`,
    );
    expect(ok(await cli.run([...deployArgs(), '--dry-run'], dir()))).toMatch(/\nNo change\.\n$/);
    expect(ok(await cli.run(deployArgs(), dir()))).toContain(
      'No change: the tenant already matches.',
    );
    // A refused token: one line on stderr, exit status 1.
    const args = deployArgs();
    const refused = await cli.run(
      [...args.slice(0, 3), '--token', 'expired', ...args.slice(7)],
      dir(),
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^screenkit: GET \/api\/v2\/prompts\/rendering: 401, the token is not valid for this tenant \(Invalid token\) \(at [^\n]*\)\n$/,
    );

    const stored = await api('GET', '/prompts/login-id/screen/login-id/rendering');
    expect(stored.rendering_mode).toBe('advanced');
    expect(stored.head_tags[0]).toEqual({
      tag: 'script',
      attributes: {
        src: `${assets.url}/${template}/dist/${manifest.screens['login-id']?.js.file}`,
        type: 'module',
        defer: true,
        integrity: manifest.screens['login-id']?.js.integrity,
        crossorigin: 'anonymous',
      },
    });
  });

  test('the tenant serves every screen from the uploaded assets; login-id posts', async () => {
    // Every screen renders from the CDN copy with its integrity checked by the browser.
    const page = await browser.context.newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    page.on('requestfailed', (request) => failures.push(`${request.url()} failed`));
    for (const screen of built) {
      await page.goto(`${server.url}/preview/${manifest.screens[screen]?.prompt}/${screen}`);
      await page.locator('#root button').first().waitFor({ timeout: 10_000 });
    }
    expect(failures).toEqual([]);

    // The login-id screen posts its form to the tenant.
    await page.goto(`${server.url}/preview/login-id/login-id`);
    await page.locator('input[name="username"]').fill('ada@example.com');
    const [post] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST'),
      page.locator('#root button[type="submit"]').click(),
    ]);
    expect(new URLSearchParams(post.postData() ?? '').get('username')).toBe('ada@example.com');
    expect((await post.response())?.status()).toBeLessThan(400);
    await page.close();
  });

  test('deploy --revert puts a screen back to standard', async () => {
    expect(ok(await cli.run(['deploy', ...target(), '--revert', 'login-id'], dir()))).toContain(
      'Applied 1 screen(s)',
    );
    expect((await api('GET', '/prompts/login-id/screen/login-id/rendering')).rendering_mode).toBe(
      'standard',
    );
  });
});

interface AssetFile {
  file: string;
  integrity: string;
}
