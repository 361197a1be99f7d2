/**
 * The @screenkit packages as tarballs packed from a screenkit checkout (a clone of this
 * repository): which folder is one, whether its packages are built, and `pnpm pack` of those
 * asked for and the ones they depend on. pnpm is the packer because it alone turns the
 * workspace's `workspace:*` ranges into versions. Each tarball is packed once per content: a
 * cache in the checkout's node_modules/.cache keeps it under a hash of what it packs.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { CliError } from './cli-error.js';
import { pnpmCommand, run } from './pnpm-command.js';
import { packageRoot } from './project.js';

export interface WorkspacePackage {
  name: string;
  version: string;
  dir: string;
  /** `files` of its package.json: what `pnpm pack` takes. */
  files: string[];
  hasBuild: boolean;
  /** The @screenkit packages it depends on (`workspace:` ranges, which packing pins). */
  workspaceDeps: string[];
}

export interface Checkout {
  root: string;
  /** The pnpm version of its `packageManager` field (what npx fetches when none is around). */
  pnpmVersion: string;
  packages: Map<string, WorkspacePackage>;
}

export interface PackedPackage {
  name: string;
  version: string;
  /** Absolute path of the tarball in the checkout's cache. */
  tarball: string;
  /** `<scope>-<name>-<version>-<content hash>.tgz`: a new content gets a new name. */
  fileName: string;
}

type Manifest = {
  name?: string;
  version?: string;
  private?: boolean;
  files?: string[];
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  packageManager?: string;
};

const readManifest = (file: string): Manifest => JSON.parse(readFileSync(file, 'utf8')) as Manifest;

/** The checkout rooted at `root`, or undefined when it is not one. */
export function checkoutAt(root: string): Checkout | undefined {
  const rootManifest = join(root, 'package.json');
  if (!existsSync(join(root, 'pnpm-workspace.yaml')) || !existsSync(rootManifest)) return;
  const manifest = readManifest(rootManifest);
  if (manifest.name !== 'screenkit' || !existsSync(join(root, 'packages', 'dev-server'))) return;
  const packages = new Map<string, WorkspacePackage>();
  for (const entry of readdirSync(join(root, 'packages'), { withFileTypes: true })) {
    const file = join(root, 'packages', entry.name, 'package.json');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    const pkg = readManifest(file);
    if (!pkg.name?.startsWith('@screenkit/') || pkg.private || !pkg.version) continue;
    packages.set(pkg.name, {
      name: pkg.name,
      version: pkg.version,
      dir: join(root, 'packages', entry.name),
      files: pkg.files ?? [],
      hasBuild: pkg.scripts?.build !== undefined,
      workspaceDeps: Object.entries(pkg.dependencies ?? {})
        .filter(([, range]) => range.startsWith('workspace:'))
        .map(([name]) => name),
    });
  }
  const pnpmVersion = /^pnpm@([^+]+)/.exec(manifest.packageManager ?? '')?.[1] ?? '10';
  return { root, pnpmVersion, packages };
}

/** The checkout this CLI runs from (packages/dev-server inside it), if it runs from one. */
export function runningCheckout(): Checkout | undefined {
  return checkoutAt(resolve(packageRoot(), '..', '..'));
}

/** `--from <dir>`: a checkout, or a clear error naming the folder. */
export function openCheckout(dir: string): Checkout {
  const root = resolve(dir);
  const checkout = checkoutAt(root);
  if (!checkout)
    throw new CliError(
      'not_a_checkout',
      root,
      'Not a screenkit checkout (a clone of the screenkit repository, with pnpm-workspace.yaml and packages/)',
    );
  return checkout;
}

/** `names` and every @screenkit package they depend on, in the checkout. */
export function withDependencies(checkout: Checkout, names: readonly string[]): string[] {
  const all = new Set<string>();
  const visit = (name: string) => {
    if (all.has(name)) return;
    const pkg = checkout.packages.get(name);
    if (!pkg)
      throw new CliError(
        'not_a_checkout',
        join(checkout.root, 'packages'),
        `The checkout has no package ${name}`,
      );
    all.add(name);
    for (const dep of pkg.workspaceDeps) visit(dep);
  };
  for (const name of names) visit(name);
  return [...all].sort();
}

/**
 * Tarballs of `names` and their @screenkit dependencies, from the cache when the same content
 * was packed before, else packed now (one pnpm run for all that are missing).
 */
export async function packFromCheckout(
  checkout: Checkout,
  names: readonly string[],
): Promise<PackedPackage[]> {
  const cache = join(checkout.root, 'node_modules', '.cache', 'screenkit-packs');
  const packed = await Promise.all(
    withDependencies(checkout, names).map(async (name) => {
      const pkg = checkout.packages.get(name) as WorkspacePackage;
      const key = await contentKey(checkout, pkg);
      const base = tarballBase(pkg);
      const fileName = `${base}-${key.slice(0, 12)}.tgz`;
      return { pkg, base, name, version: pkg.version, fileName, tarball: join(cache, fileName) };
    }),
  );
  const missing = packed.filter((p) => !existsSync(p.tarball));
  if (missing.length > 0) {
    await mkdir(cache, { recursive: true });
    const out = await mkdtemp(join(cache, 'packing-'));
    try {
      const pnpm = pnpmCommand(checkout.pnpmVersion);
      const filters = missing.flatMap((p) => [
        '--filter',
        `./${relative(checkout.root, p.pkg.dir)}`,
      ]);
      const result = await run(
        pnpm,
        ['-r', ...filters, 'pack', '--pack-destination', out],
        checkout.root,
      ).catch((error: Error) => ({ code: null, output: error.message }));
      if (result.code !== 0)
        throw new CliError(
          'pack_failed',
          checkout.root,
          `pnpm pack failed (${[pnpm.command, ...pnpm.args].join(' ')}): ${result.output.trim().split('\n').slice(-5).join(' | ')}`,
        );
      for (const p of missing) {
        await rename(join(out, `${p.base}.tgz`), p.tarball);
        // Older packs of the same package are no longer what the checkout holds.
        for (const old of await readdir(cache))
          if (old !== p.fileName && isPackOf(old, p.name))
            await rm(join(cache, old), { force: true });
      }
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  }
  return packed.map(({ name, version, fileName, tarball }) => ({
    name,
    version,
    fileName,
    tarball,
  }));
}

/** `@screenkit/core` -> `screenkit-core`: how `pnpm pack` names its tarballs. */
const stemOf = (name: string) => name.replace(/^@/, '').replace('/', '-');

/** `screenkit-core-0.1.0`, the name `pnpm pack` gives the tarball (without `.tgz`). */
function tarballBase(pkg: WorkspacePackage): string {
  return `${stemOf(pkg.name)}-${pkg.version}`;
}

/**
 * Whether `fileName` is a tarball this module named: of package `name` when given (any version
 * and content), else of any @screenkit package.
 */
export function isPackOf(fileName: string, name = '@screenkit/[a-z0-9-]+'): boolean {
  return new RegExp(`^${stemOf(name)}-\\d+\\.\\d+\\.\\d+[^/]*-[0-9a-f]{12}\\.tgz$`).test(fileName);
}

const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

/**
 * A hash of what packing the package takes (package.json, README, CHANGELOG, LICENSE and its
 * `files`) and of the versions its `workspace:` ranges become. On the way, a package that has a
 * build must be built, and not older than its sources: a tarball of a stale dist/ would hand
 * the project code that is not the checkout's.
 */
async function contentKey(checkout: Checkout, pkg: WorkspacePackage): Promise<string> {
  const hash = createHash('sha256');
  for (const dep of pkg.workspaceDeps)
    hash.update(`${dep}@${checkout.packages.get(dep)?.version}\0`);
  const roots = (await readdir(pkg.dir)).filter((name) =>
    /^(package\.json|readme|changelog|licen[cs]e)/i.test(name),
  );
  const entries = pkg.files.filter((entry) => !entry.startsWith('!'));
  const files: string[] = [];
  let newestSource = { file: '', mtime: 0 };
  let newestBuild = 0;
  const walk = async (path: string): Promise<void> => {
    const info = await stat(path).catch(() => undefined);
    if (!info) return;
    if (info.isDirectory()) {
      for (const name of (await readdir(path)).sort()) await walk(join(path, name));
      return;
    }
    files.push(path);
    const inPackage = relative(pkg.dir, path);
    if (inPackage.startsWith(`src/`) && !TEST_FILE.test(path) && info.mtimeMs > newestSource.mtime)
      newestSource = { file: path, mtime: info.mtimeMs };
    if (inPackage.startsWith('dist/')) newestBuild = Math.max(newestBuild, info.mtimeMs);
  };
  for (const entry of [...roots, ...entries].map((e) => e.replace(/^\.\//, '')))
    await walk(join(pkg.dir, entry));
  if (pkg.hasBuild) {
    if (newestBuild === 0)
      throw new CliError(
        'not_built',
        join(pkg.dir, 'dist'),
        `${pkg.name} is not built: run \`npx --yes pnpm@${checkout.pnpmVersion} build\` in ${checkout.root} first`,
      );
    if (newestSource.mtime > newestBuild)
      throw new CliError(
        'stale_build',
        newestSource.file,
        `${pkg.name}'s build is older than this source file: run \`npx --yes pnpm@${checkout.pnpmVersion} build\` in ${checkout.root} first`,
      );
  }
  for (const file of files) {
    hash.update(`${relative(pkg.dir, file)}\0`);
    hash.update(await readFile(file));
  }
  return hash.digest('hex');
}
