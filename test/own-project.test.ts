/**
 * A project of one's own, outside this repository, made as the README's tour says: `screenkit
 * init` (react and js) into the system's temp folder packs the @screenkit packages into the
 * project's vendor/; `npm install` installs from those tarballs (nothing linked from the
 * workspace; the registry serves only the third-party packages, and a cold npm cache is shared by
 * both installs); pnpm resolves the same package.json without asking the registry for
 * @screenkit/*; the project's own `npm test`, `npm run typecheck` and `npm run build` pass;
 * `npm run dev`, then the project's `screenkit seed`, then a login in Chromium through the
 * project's own screens ends on the callback with a code.
 */
import { lstat, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { checkoutAt } from '../packages/dev-server/src/project/checkout-packs.js';
import { type Browser, launchBrowser } from './support/browser.js';
import { bundleCli } from './support/cli-project.js';
import { type DevServer, type Ran, run, runPnpm, startDev } from './support/own-project.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SLOW = 240_000; // installs from a cold npm cache, on a loaded 2-core machine

interface Project {
  template: 'react' | 'js';
  dir: string;
  /** @screenkit packages the template depends on, with the ones those need. */
  vendored: string[];
  dev?: DevServer;
}

let cli: Awaited<ReturnType<typeof bundleCli>>;
let browser: Browser;
let work: string;
let projects: Project[];
const timings: string[] = [];

const ok = (what: string, ran: Ran) => {
  expect(ran.code, `${what}\n${ran.stdout}\n${ran.stderr}`).toBe(0);
  timings.push(`${what}: ${(ran.ms / 1000).toFixed(1)} s`);
  return ran.stdout;
};

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'screenkit-own-'));
  [cli, browser] = await Promise.all([bundleCli(), launchBrowser()]);
  projects = [
    {
      template: 'react',
      dir: join(work, 'my-login'),
      vendored: ['@screenkit/core', '@screenkit/dev-server', '@screenkit/react'],
    },
    {
      template: 'js',
      dir: join(work, 'my-js-login'),
      vendored: ['@screenkit/core', '@screenkit/dev-server'],
    },
  ];
});
afterAll(async () => {
  await Promise.all((projects ?? []).map((p) => p.dev?.stop()));
  await browser?.close();
  await rm(work, { recursive: true, force: true });
  if (timings.length > 0) console.info(`own project, wall-clock:\n  ${timings.join('\n  ')}`);
});

// Each step builds on the one before (init, install, test, dev...): once one fails, the rest
// are skipped at once instead of each waiting out its minutes on a project that is not there.
let failed: string | undefined;
beforeEach(({ skip, task, onTestFailed }) => {
  if (failed) skip(`"${failed}" failed`);
  onTestFailed(() => {
    failed ??= task.name;
  });
});

const each = (step: (project: Project) => Promise<void>) => () =>
  Promise.all(projects.map(step)).then(() => undefined);

test(
  'init outside the repository packs the packages into vendor/ and names them for npm and pnpm',
  each(async ({ template, dir, vendored }) => {
    expect(relative(ROOT, dir).startsWith('..')).toBe(true);
    // The screens the login below goes through are ejected: the project's own code.
    const screens = 'login-id,login-password,consent';
    const init = await cli.run(['init', dir, '--template', template, '--screens', screens], work);
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toContain('packed into vendor/');
    const pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
    const files = (await readdir(join(dir, 'vendor'))).sort();
    expect(files.map((f) => f.replace(/-0\.\d+\.\d+-[0-9a-f]{12}\.tgz$/, ''))).toEqual(
      vendored.map((name) => name.replace('@screenkit/', 'screenkit-')),
    );
    const specs = Object.fromEntries(vendored.map((name, i) => [name, `file:vendor/${files[i]}`]));
    // Direct dependencies, npm's overrides and pnpm's: the same tarball everywhere.
    expect({ ...pkg.dependencies, ...pkg.devDependencies }).toMatchObject(
      template === 'react' ? specs : { '@screenkit/core': specs['@screenkit/core'] },
    );
    expect(pkg.overrides).toEqual(specs);
    expect(pkg.pnpm.overrides).toEqual(specs);
  }),
);

test(
  'npm install takes @screenkit/* from vendor/ only; pnpm resolves them there too',
  async () => {
    // One after the other: the second install finds the first one's downloads in npm's cache.
    for (const { template, dir, vendored } of projects) {
      ok(
        `npm install (${template})`,
        await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], dir),
      );
      const lock = JSON.parse(await readFile(join(dir, 'package-lock.json'), 'utf8'));
      const screenkitEntries = Object.entries(
        lock.packages as Record<string, { resolved?: string; version: string }>,
      ).filter(([path]) => /(^|\/)node_modules\/@screenkit\//.test(path));
      // One copy of each, at the top, from its tarball: no nested copy from elsewhere.
      expect(screenkitEntries.map(([path]) => path).sort()).toEqual(
        vendored.map((name) => `node_modules/${name}`),
      );
      for (const [path, entry] of screenkitEntries) {
        expect(entry.resolved, path).toMatch(
          /^file:vendor\/screenkit-[a-z-]+-0\.\d+\.\d+-[0-9a-f]{12}\.tgz$/,
        );
        // Installed as files, not a link into the workspace.
        expect((await lstat(join(dir, path))).isSymbolicLink(), path).toBe(false);
      }
    }
    // pnpm: the resolution alone (the lockfile), which would ask the registry for a
    // @screenkit/* it cannot map to vendor/ and fail with a 404.
    const react = projects[0] as Project;
    const checkout = checkoutAt(ROOT);
    ok(
      'pnpm install --lockfile-only (react)',
      await runPnpm(
        ['install', '--lockfile-only', '--ignore-scripts'],
        react.dir,
        checkout?.pnpmVersion ?? '10',
      ),
    );
    const lockfile = await readFile(join(react.dir, 'pnpm-lock.yaml'), 'utf8');
    const resolutions = [...lockfile.matchAll(/^ {2}'?(@screenkit\/[a-z-]+)@(.+?)'?:$/gm)].map(
      ([, name, version]) => `${name}@${version}`,
    );
    expect(resolutions.length).toBeGreaterThanOrEqual(react.vendored.length);
    for (const resolution of resolutions) expect(resolution).toMatch(/@file:vendor\//);
  },
  SLOW,
);

test(
  "the project's own test, typecheck and build pass",
  each(async ({ template, dir }) => {
    const tests = ok(`npm test (${template})`, await run('npm', ['test'], dir));
    expect(tests).toMatch(/Tests\s+\d+ passed/);
    expect(tests).toContain('src/screens/login-id/index.test.');
    ok(`npm run typecheck (${template})`, await run('npm', ['run', 'typecheck'], dir));
    ok(`npm run build (${template})`, await run('npm', ['run', 'build'], dir));
    const manifest = JSON.parse(
      await readFile(join(dir, 'dist', 'screenkit-manifest.json'), 'utf8'),
    );
    expect(Object.keys(manifest.screens)).toContain('login-id');
  }),
  SLOW,
);

test('the installed screenkit is no checkout: registry ranges by default, vendor needs --from', async () => {
  const { dir } = projects[0] as Project;
  const screenkit = join(dir, 'node_modules', '.bin', 'screenkit');
  const other = join(work, 'from-installed');
  ok(
    'init from the installed CLI',
    await run(screenkit, ['init', other, '--template', 'js'], work),
  );
  const pkg = JSON.parse(await readFile(join(other, 'package.json'), 'utf8'));
  expect(pkg.dependencies['@screenkit/core']).toBe('^0.1.0');
  expect(pkg.overrides).toBeUndefined();
  const refused = await run(screenkit, ['upgrade'], dir);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(
    /^screenkit: Vendored packages are packed from a screenkit checkout, and this screenkit is an installed package: pass --from <checkout>, or --packages registry once they are published \(at --from\)\n$/,
  );
  // From the checkout these were packed from: the same content, nothing to change.
  const same = ok(
    'upgrade --from the checkout',
    await run(screenkit, ['upgrade', '--from', ROOT], dir),
  );
  expect(same).toContain('Already up to date.');
});

test(
  'npm run dev, screenkit seed, and a login through the project’s own screens in Chromium',
  async () => {
    await Promise.all(
      projects.map(async (project) => {
        project.dev = await startDev(project.dir);
      }),
    );
    // One project after the other in the shared browser.
    for (const { template, dir, dev } of projects) {
      const url = (dev as DevServer).url;
      const seeded = ok(
        `screenkit seed (${template})`,
        await run(join(dir, 'node_modules', '.bin', 'screenkit'), ['seed', '--url', url], dir),
      );
      const loginUrl = /^(http:\S+\/authorize\?\S+)$/m.exec(seeded)?.[1] as string;
      expect(loginUrl, seeded).toBeDefined();
      expect(seeded).toContain('sam@example.com / Quiet-River-82!');

      const page = await browser.context.newPage();
      page.setDefaultTimeout(20_000);
      const ownModules: string[] = [];
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if (path.startsWith('/src/screens/')) ownModules.push(path);
      });
      await page.goto(loginUrl);
      await page.waitForURL(/\/u\/login-id\?state=/);
      await page.locator('input[name="username"]').fill('sam@example.com');
      await Promise.all([
        page.waitForURL(/\/u\/login-password\?/),
        page.locator('button[type="submit"]').click(),
      ]);
      await page.locator('input[name="password"]').fill('Quiet-River-82!');
      await Promise.all([
        page.waitForURL(/\/u\/consent\?/),
        page.locator('button[type="submit"]').click(),
      ]);
      await Promise.all([
        page.waitForURL(/\/callback\?/),
        page.getByRole('button', { name: /accept/i }).click(),
      ]);
      expect(new URL(page.url()).searchParams.get('code'), template).toMatch(/.{16,}/);
      // Each page ran the project's own screen modules, served by its Vite.
      const ext = template === 'react' ? 'tsx' : 'ts';
      for (const screen of ['login-id', 'login-password', 'consent'])
        expect(ownModules, screen).toContain(`/src/screens/${screen}/index.${ext}`);
      // The screens it does not own render from screenkit's defaults, installed from vendor/.
      await page.goto(`${url}/preview/mfa-email/mfa-email-challenge`);
      await page.getByLabel('Enter the code', { exact: true }).waitFor();
      await page.goto(`${url}/preview/customized-consent/customized-consent`);
      await page.getByRole('button', { name: 'Accept' }).waitFor();
      if (template === 'react') {
        // The gallery's thumbnails arrive rendered on the server from the installed packages,
        // the project's own screen and a default one, then go live in the browser.
        const logged: string[] = [];
        page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
        await page.goto(`${url}/preview`);
        for (const [prompt, screen] of [
          ['login-id', 'login-id'],
          ['mfa-email', 'mfa-email-challenge'],
        ]) {
          const shell = await fetch(`${url}/preview/${prompt}/${screen}?frame=1&shell=1`);
          expect(await shell.text(), screen).toMatch(/<div id="root" inert><[a-z]/);
        }
        // A cold Vite server transforms the whole app for the host: on a loaded machine, more
        // than the page's default 20 s.
        await page
          .frameLocator('li.shot[data-screen="login-id"] iframe')
          .locator('#root:not([inert]) main')
          .waitFor({ timeout: 60_000 })
          .catch((error: Error) => {
            throw new Error(
              `${error.message}\nthe gallery's console:\n${logged.slice(-15).join('\n')}`,
            );
          });
      } else {
        // A plain JS project's thumbnails arrive without the app, and its host page renders
        // them: the project's own screen and core's DOM default one.
        await page.goto(`${url}/preview`);
        for (const screen of ['login-id', 'login']) {
          const thumb = page.locator(`li.shot[data-screen="${screen}"] iframe`);
          await page
            .frameLocator(`li.shot[data-screen="${screen}"] iframe`)
            .locator('#root main h1')
            .waitFor();
          expect(await thumb.getAttribute('src'), screen).toContain('shell=1');
        }
      }
      await page.close();
    }
  },
  SLOW,
);
