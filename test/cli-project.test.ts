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
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Browser, launchBrowser } from './support/browser.js';
import {
  bundleCli,
  type CliResult,
  linkDependencies,
  runProjectTests,
  serveStatic,
} from './support/cli-project.js';

let cli: Awaited<ReturnType<typeof bundleCli>>;
let assets: Awaited<ReturnType<typeof serveStatic>>;
let browser: Browser;
let work: string;

/** A tenant (dev server as production serves it) with a client allowed to deploy. */
interface Tenant {
  server: DevServer;
  client: { client_id: string; client_secret: string };
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON replies
  api(method: string, path: string, body?: unknown): Promise<any>;
}

async function startTenant(): Promise<Tenant> {
  const server = await startDevServer({ inMemory: true, liveReload: false });
  const api = async (method: string, path: string, body?: unknown) => {
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
  };
  // A machine-to-machine application allowed to read and update the prompts' settings.
  const client = await api('POST', '/clients', {
    name: 'screenkit deploy',
    app_type: 'non_interactive',
    grant_types: ['client_credentials'],
  });
  // Secrets are base64url and may begin with "-": one that reads like the help flag must still
  // reach deploy as --client-secret's value (a CI run once printed the help instead).
  client.client_secret = `-h${client.client_secret}`;
  await api('PATCH', `/clients/${client.client_id}`, { client_secret: client.client_secret });
  await api('POST', '/client-grants', {
    client_id: client.client_id,
    audience: MANAGEMENT_AUDIENCE,
    scope: ['read:prompts', 'update:prompts'],
  });
  return { server, client, api };
}

const ok = (result: CliResult) => {
  expect(result.stderr, result.stdout).toBe('');
  expect(result.code).toBe(0);
  return result.stdout;
};

interface AssetFile {
  file: string;
  integrity: string;
}

/** One starter's project, carried from step to step. */
interface Project {
  template: 'react' | 'js';
  example: string;
  screens: string;
  /** The tests in the starter's screen folders (src/screens/login-id/index.test.*). */
  ownTests: number;
  dir: string;
  tenant: Tenant;
  manifest: {
    screens: Record<
      string,
      { prompt: string; js: AssetFile; css: AssetFile[]; preload: AssetFile[] }
    >;
  };
  built: string[];
}

let projects: Project[];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'screenkit-cli-'));
  let tenants: Tenant[];
  [cli, assets, browser, tenants] = await Promise.all([
    bundleCli(),
    serveStatic(work),
    launchBrowser(),
    Promise.all([startTenant(), startTenant()]),
  ]);
  const cases = [
    { template: 'react', example: 'react-consent', screens: 'login-id,consent,customized-consent' },
    { template: 'js', example: 'js-consent', screens: 'login-id,signup,consent' },
  ] as const;
  projects = cases.map((c, i) => ({
    ...c,
    ownTests: 2,
    dir: join(work, c.template),
    tenant: tenants[i] as Tenant,
    manifest: { screens: {} },
    built: [],
  }));
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([assets?.close(), ...(projects ?? []).map((p) => p.tenant.server.close())]);
  await rm(work, { recursive: true, force: true });
});

const target = ({ tenant }: Project) => [
  '--management-url',
  tenant.server.url,
  '--client-id',
  tenant.client.client_id,
  '--client-secret',
  tenant.client.client_secret,
];
const deployArgs = (project: Project) => [
  'deploy',
  ...target(project),
  '--assets-url',
  `${assets.url}/${project.template}/dist/`,
];

/**
 * One test per step; each step runs for both starters at once, each against its own tenant (the
 * steps mostly wait on child processes: two use both cores). A slow step on a loaded machine has
 * its own time budget, and a failure names the step.
 */
const eachProject = (step: (project: Project) => Promise<void>) => () =>
  Promise.all(projects.map(step)).then(() => undefined);

test(
  'init makes a project whose own tests pass',
  eachProject(async ({ template, example, screens, ownTests, dir }) => {
    // Registry ranges, dependencies linked from the workspace: installing a project from its
    // vendored packages is own-project.test.ts's part.
    ok(
      await cli.run([
        'init',
        dir,
        '--template',
        template,
        '--screens',
        screens,
        '--packages',
        'registry',
      ]),
    );
    const pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
    expect(Object.keys(pkg.scripts)).toEqual(
      expect.arrayContaining(['dev', 'build', 'test', 'deploy']),
    );
    await linkDependencies(dir, example);
    // The project's own `test`: each screen against its fixture (test/), and the screens' own
    // tests written with the testing kit (src/, copied from the starter). The JS project runs
    // only src/ (its test/ file is the same generated one): each vitest run costs seconds.
    const tests = await runProjectTests(dir, template === 'js' ? ['src'] : []);
    expect(tests.code, tests.stdout + tests.stderr).toBe(0);
    const expected = (template === 'js' ? 0 : screens.split(',').length) + ownTests;
    expect(tests.stdout, template).toMatch(new RegExp(`Tests\\s+${expected} passed`));
    expect(tests.stdout).toContain('src/screens/login-id/index.test.');
  }),
);

test(
  'build writes every screen with its integrity and no dev-only code',
  eachProject(async (project) => {
    const { dir, screens } = project;
    ok(await cli.run(['build'], dir));
    project.manifest = JSON.parse(
      await readFile(join(dir, 'dist', 'screenkit-manifest.json'), 'utf8'),
    );
    project.built = Object.keys(project.manifest.screens).sort();
    expect(project.built, project.template).toEqual(screens.split(',').sort());
    for (const entry of Object.values(project.manifest.screens)) {
      for (const file of [entry.js, ...entry.css, ...entry.preload]) {
        const bytes = await readFile(join(dir, 'dist', file.file));
        expect(file.integrity).toBe(
          `sha384-${createHash('sha384').update(bytes).digest('base64')}`,
        );
        // No dev-only code: the toolbar and the dev server's endpoints stay out of the bundle.
        expect(bytes.toString()).not.toMatch(/screenkit-toolbar|\/_screenkit\//);
      }
    }
  }),
);

test(
  'deploy applies every screen once; a dry run and a second deploy change nothing',
  eachProject(async (project) => {
    const { dir, built, manifest, template, tenant } = project;
    const args = deployArgs(project);
    expect(ok(await cli.run(args, dir))).toContain(
      `Applied ${built.length} screen(s) in one PATCH /api/v2/prompts/rendering.`,
    );
    expect(ok(await cli.run([...args, '--dry-run'], dir))).toMatch(/\nNo change\.\n$/);
    expect(ok(await cli.run(args, dir))).toContain('No change: the tenant already matches.');
    // A refused token: one line on stderr, exit status 1.
    const refused = await cli.run(
      [...args.slice(0, 3), '--token', 'expired', ...args.slice(7)],
      dir,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^screenkit: GET \/api\/v2\/prompts\/rendering: 401, the token is not valid for this tenant \(Invalid token\) \(at [^\n]*\)\n$/,
    );

    const stored = await tenant.api('GET', '/prompts/login-id/screen/login-id/rendering');
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
  }),
);

test('the tenant serves every screen from the uploaded assets; login-id posts', async () => {
  // One starter after the other: two pages navigating at once in one context hung twice in
  // whole-suite runs.
  for (const { built, manifest, tenant } of projects) {
    // Every screen renders from the CDN copy with its integrity checked by the browser.
    const page = await browser.context.newPage();
    page.setDefaultTimeout(20_000); // a stuck step fails with its own error, within the test's
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    page.on('requestfailed', (request) => failures.push(`${request.url()} failed`));
    for (const screen of built) {
      await page.goto(`${tenant.server.url}/preview/${manifest.screens[screen]?.prompt}/${screen}`);
      await page.locator('#root button').first().waitFor({ timeout: 10_000 });
    }
    expect(failures).toEqual([]);

    // The login-id screen posts its form to the tenant.
    await page.goto(`${tenant.server.url}/preview/login-id/login-id`);
    await page.locator('input[name="username"]').fill('ada@example.com');
    // The response, not request.response(): that has no timeout of its own and a form post
    // the page navigates on can leave it pending. The load event of the page the post
    // navigates to, awaited from before the click: waitForLoadState() answered at once for the
    // page still showing, and a close() racing the posted page's commit hung Chromium for 60 s
    // (traced 2026-11-27: close sent 17 ms before the navigation committed).
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.waitForEvent('load'),
      page.locator('#root button[type="submit"]').click(),
    ]);
    const posted = new URLSearchParams(answer.request().postData() ?? '');
    expect(posted.get('username')).toBe('ada@example.com');
    expect(answer.status()).toBeLessThan(400);
    await page.close();
  }
});

test(
  'deploy --revert puts a screen back to standard',
  eachProject(async (project) => {
    const { dir, tenant } = project;
    expect(
      ok(await cli.run(['deploy', ...target(project), '--revert', 'login-id'], dir)),
    ).toContain('Applied 1 screen(s)');
    const stored = await tenant.api('GET', '/prompts/login-id/screen/login-id/rendering');
    expect(stored.rendering_mode).toBe('standard');
  }),
);
