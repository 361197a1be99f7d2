/**
 * How a project depends on the @screenkit packages (checkout-packs.ts, screenkit-dependencies.ts,
 * `init --from`, `upgrade`), against a small checkout made here: three packages that depend on
 * each other with `workspace:*`, packed by real pnpm. Installing a project from the tarballs is
 * test/own-project.test.ts's part (the real packages, npm and pnpm).
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { initProject } from '../src/project/init.js';
import { packageVersion } from '../src/project/project.js';
import { upgradeProject } from '../src/project/upgrade.js';
import { runCliToEnd } from './child-server.js';
import { cliFailure } from './cli-failure.js';
import { afterEachTest } from './http.js';

const { dir } = afterEachTest();
const PACKING = 60_000; // pnpm runs through npx when no pnpm runs the tests

/**
 * A checkout, installed: root package.json "screenkit", pnpm-workspace.yaml,
 * packages/{core,react,dev-server}, core linked into the other two's node_modules.
 */
async function makeCheckout(root: string): Promise<void> {
  await writeFile(
    join(root, 'package.json'),
    JSON.stringify({ name: 'screenkit', private: true, packageManager: 'pnpm@10.34.8' }),
  );
  await writeFile(join(root, 'pnpm-workspace.yaml'), 'packages:\n  - packages/*\n');
  for (const name of ['core', 'react', 'dev-server']) {
    await writePackage(root, name, '0.1.0', `export const name = '${name}';\n`);
    // What `pnpm install` links, and `pnpm pack` reads the version of `workspace:*` from.
    if (name === 'core') continue;
    await mkdir(join(root, 'packages', name, 'node_modules', '@screenkit'), { recursive: true });
    await symlink(
      '../../../core',
      join(root, 'packages', name, 'node_modules', '@screenkit', 'core'),
    );
  }
}

async function writePackage(root: string, name: string, version: string, code: string) {
  const dir = join(root, 'packages', name);
  await mkdir(join(dir, 'dist'), { recursive: true });
  await mkdir(join(dir, 'src'), { recursive: true });
  await writeFile(
    join(dir, 'package.json'),
    JSON.stringify({
      name: `@screenkit/${name}`,
      version,
      type: 'module',
      files: ['dist', 'src'],
      scripts: { build: 'tsc' },
      dependencies: name === 'core' ? {} : { '@screenkit/core': 'workspace:*' },
    }),
  );
  await writeFile(join(dir, 'src', 'index.ts'), code);
  await writeFile(join(dir, 'dist', 'index.js'), code);
  // Built after its sources were written, as `pnpm build` leaves it.
  const past = new Date(Date.now() - 60_000);
  await utimes(join(dir, 'src', 'index.ts'), past, past);
}

/** One file of a .tgz (a tar: 512-byte headers, name at 0, octal size at 124). */
function fileInTarball(tarball: Buffer, path: string): string | undefined {
  const tar = gunzipSync(tarball);
  for (let at = 0; at + 512 <= tar.length; ) {
    const name = tar
      .subarray(at, at + 100)
      .toString()
      .replace(/\0.*$/s, '');
    if (!name) return undefined;
    const size = Number.parseInt(
      tar
        .subarray(at + 124, at + 136)
        .toString()
        .trim(),
      8,
    );
    if (name === path) return tar.subarray(at + 512, at + 512 + size).toString();
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return undefined;
}

const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8'));

describe('init --from a checkout, then upgrade', () => {
  test(
    'vendors the packages with their dependencies on each other pinned, and upgrade follows the checkout',
    async () => {
      const checkout = await dir();
      await makeCheckout(checkout);
      const project = join(await dir(), 'my-login');
      await initProject({ dir: project, template: 'react', screens: ['login-id'], from: checkout });
      const pkg = await readJson(join(project, 'package.json'));
      const vendor = (await readdir(join(project, 'vendor'))).sort();
      expect(vendor).toEqual([
        expect.stringMatching(/^screenkit-core-0\.1\.0-[0-9a-f]{12}\.tgz$/),
        expect.stringMatching(/^screenkit-dev-server-0\.1\.0-[0-9a-f]{12}\.tgz$/),
        expect.stringMatching(/^screenkit-react-0\.1\.0-[0-9a-f]{12}\.tgz$/),
      ]);
      const [core, devServer, react] = vendor.map((f) => `file:vendor/${f}`);
      expect(pkg.dependencies).toMatchObject({
        '@screenkit/core': core,
        '@screenkit/react': react,
      });
      expect(pkg.devDependencies['@screenkit/dev-server']).toBe(devServer);
      const all = {
        '@screenkit/core': core,
        '@screenkit/dev-server': devServer,
        '@screenkit/react': react,
      };
      expect(pkg.overrides).toEqual(all);
      expect(pkg.pnpm).toEqual({ overrides: all });
      // pnpm pack pinned workspace:* to the version; the tarball is the checkout's code.
      const reactTarball = await readFile(join(project, 'vendor', vendor[2] as string));
      expect(
        JSON.parse(fileInTarball(reactTarball, 'package/package.json') ?? '{}').dependencies,
      ).toEqual({
        '@screenkit/core': '0.1.0',
      });
      expect(fileInTarball(reactTarball, 'package/dist/index.js')).toBe(
        "export const name = 'react';\n",
      );
      expect(await readFile(join(project, 'README.md'), 'utf8')).toContain(
        'npx screenkit upgrade --from <checkout>',
      );

      // A package of the project's own in vendor/, and an override of its own: both stay.
      await writeFile(join(project, 'vendor', 'mine-1.0.0.tgz'), 'mine');
      pkg.dependencies.mine = 'file:vendor/mine-1.0.0.tgz';
      pkg.overrides['left-pad'] = '1.3.0';
      await writeFile(join(project, 'package.json'), JSON.stringify(pkg, null, 2));

      // New code in core only: only core's tarball changes; the CLI says what changed.
      await writePackage(checkout, 'core', '0.1.0', "export const name = 'core 2';\n");
      const upgraded = await runCliToEnd(['upgrade', '--dir', project, '--from', checkout]);
      expect(upgraded.stderr).toBe('');
      const after = await readJson(join(project, 'package.json'));
      const newCore = after.dependencies['@screenkit/core'];
      expect(newCore).not.toBe(core);
      expect(upgraded.stdout).toContain(`@screenkit/core  ${core} -> ${newCore}\n`);
      expect(upgraded.stdout).toContain(`@screenkit/react  ${react} (unchanged)\n`);
      expect(after.overrides).toEqual({ ...all, '@screenkit/core': newCore, 'left-pad': '1.3.0' });
      expect((await readdir(join(project, 'vendor'))).sort()).toEqual(
        [newCore.slice('file:vendor/'.length), vendor[1], vendor[2], 'mine-1.0.0.tgz'].sort(),
      );

      // A new core version: the packages that depend on it are packed again, pinned to it.
      await writePackage(checkout, 'core', '0.2.0', "export const name = 'core 3';\n");
      const { changes } = await upgradeProject(project, { from: checkout });
      expect(changes.map((c) => [c.name, c.from === c.to])).toEqual([
        ['@screenkit/core', false],
        ['@screenkit/dev-server', false],
        ['@screenkit/react', false],
      ]);
      const newReact = (await readJson(join(project, 'package.json'))).dependencies[
        '@screenkit/react'
      ];
      const repacked = await readFile(join(project, newReact.slice('file:'.length)));
      expect(
        JSON.parse(fileInTarball(repacked, 'package/package.json') ?? '{}').dependencies,
      ).toEqual({
        '@screenkit/core': '0.2.0',
      });

      // Published: registry ranges, the overrides and tarballs of @screenkit/* gone.
      await upgradeProject(project, { packages: 'registry' });
      const registry = await readJson(join(project, 'package.json'));
      const range = `^${packageVersion()}`;
      expect(registry.dependencies).toMatchObject({
        '@screenkit/core': range,
        '@screenkit/react': range,
        mine: 'file:vendor/mine-1.0.0.tgz',
      });
      expect(registry.devDependencies['@screenkit/dev-server']).toBe(range);
      expect(registry.overrides).toEqual({ 'left-pad': '1.3.0' });
      expect(registry.pnpm).toBeUndefined();
      expect(await readdir(join(project, 'vendor'))).toEqual(['mine-1.0.0.tgz']);
    },
    PACKING,
  );

  test(
    'refuses a stale or missing build, a folder that is no checkout and a wrong --packages, changing nothing',
    async () => {
      const checkout = await dir();
      await makeCheckout(checkout);
      const project = join(await dir(), 'p');
      await initProject({ dir: project, template: 'js', screens: ['login-id'], from: checkout });
      const before = await readFile(join(project, 'package.json'), 'utf8');

      // A source edited after the build: the tarball would not hold it.
      await writeFile(
        join(checkout, 'packages', 'core', 'src', 'index.ts'),
        'export const edited = 1;\n',
      );
      const stale = await cliFailure(upgradeProject(project, { from: checkout }));
      expect(stale.code).toBe('stale_build');
      expect(stale.path).toBe(join(checkout, 'packages', 'core', 'src', 'index.ts'));
      expect(stale.message).toMatch(
        /@screenkit\/core's build is older than this source file: run `npx --yes pnpm@10\.34\.8 build` in /,
      );
      // init does not start a project it cannot finish.
      const fresh = join(await dir(), 'q');
      expect(
        (await cliFailure(initProject({ dir: fresh, template: 'js', from: checkout }))).code,
      ).toBe('stale_build');
      expect(existsSync(fresh)).toBe(false);

      await rm(join(checkout, 'packages', 'core', 'dist'), { recursive: true });
      const unbuilt = await cliFailure(upgradeProject(project, { from: checkout }));
      expect([unbuilt.code, unbuilt.path]).toEqual([
        'not_built',
        join(checkout, 'packages', 'core', 'dist'),
      ]);

      const elsewhere = await dir();
      const notCheckout = await cliFailure(upgradeProject(project, { from: elsewhere }));
      expect([notCheckout.code, notCheckout.path]).toEqual(['not_a_checkout', elsewhere]);
      const wrong = await cliFailure(upgradeProject(project, { packages: 'github' }));
      expect(wrong.message).toBe(
        '--packages must be vendor or registry, got "github" (at --packages)',
      );
      const both = await cliFailure(
        upgradeProject(project, { packages: 'registry', from: checkout }),
      );
      expect(both.path).toBe('--from');
      expect(await readFile(join(project, 'package.json'), 'utf8')).toBe(before);
    },
    PACKING,
  );
});
