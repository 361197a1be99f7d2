/**
 * How a project depends on the @screenkit packages: written into its package.json by `init`,
 * rewritten by `upgrade`. Two sources:
 * - `vendor`: tarballs packed from a screenkit checkout, copied into the project's `vendor/`
 *   (committed with it, so a fresh clone of the project installs), named `file:vendor/<tarball>`
 *   in its dependencies and again in npm's `overrides` and in `pnpm.overrides`: the packages'
 *   own dependencies on each other (@screenkit/react asks for @screenkit/core `0.1.0`) then
 *   resolve to the same tarballs. Without the overrides pnpm asks the registry for them.
 * - `registry`: `^<version>` ranges, once the packages are published.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  isPackOf,
  openCheckout,
  type PackedPackage,
  packFromCheckout,
  runningCheckout,
} from './checkout-packs.js';
import { CliError } from './cli-error.js';
import { packageVersion } from './project.js';

export const PACKAGE_SOURCES = ['vendor', 'registry'] as const;
export type PackageSource = (typeof PACKAGE_SOURCES)[number];
export const VENDOR_DIR = 'vendor';

export type PackagesPlan =
  | { source: 'vendor'; packed: PackedPackage[] }
  | { source: 'registry'; version: string };

export interface PlanOptions {
  /** `--packages`: vendor or registry; default vendor from a checkout, registry when installed. */
  packages?: string;
  /** `--from`: the checkout to pack from; default the one this CLI runs from. */
  from?: string;
}

/**
 * Where the packages `names` (and the @screenkit packages they need) come from, packed already
 * when vendored: nothing is written yet, so a failure leaves the project as it was.
 */
export async function planPackages(
  names: readonly string[],
  options: PlanOptions,
): Promise<PackagesPlan> {
  if (options.packages !== undefined && !isPackageSource(options.packages))
    throw new CliError(
      'invalid_option',
      '--packages',
      `--packages must be ${PACKAGE_SOURCES.join(' or ')}, got "${options.packages}"`,
    );
  const checkout = options.from !== undefined ? openCheckout(options.from) : runningCheckout();
  const source =
    (options.packages as PackageSource | undefined) ?? (checkout ? 'vendor' : 'registry');
  if (source === 'registry') {
    if (options.from !== undefined)
      throw new CliError(
        'invalid_option',
        '--from',
        '--from names a checkout to pack the packages from: it goes with --packages vendor',
      );
    return { source, version: packageVersion() };
  }
  if (!checkout)
    throw new CliError(
      'not_a_checkout',
      '--from',
      'Vendored packages are packed from a screenkit checkout, and this screenkit is an installed package: pass --from <checkout>, or --packages registry once they are published',
    );
  return { source, packed: await packFromCheckout(checkout, names) };
}

function isPackageSource(value: string): value is PackageSource {
  return (PACKAGE_SOURCES as readonly string[]).includes(value);
}

type Specs = Record<string, string>;
interface Manifest {
  dependencies?: Specs;
  devDependencies?: Specs;
  overrides?: Record<string, unknown>;
  pnpm?: { overrides?: Specs; [key: string]: unknown };
  [key: string]: unknown;
}

const isScreenkit = (name: string) => name.startsWith('@screenkit/');
const VENDORED = /^file:(?:\.\/)?vendor\/([^/]+\.tgz)$/;

/** The @screenkit packages a manifest depends on directly. */
export function screenkitNames(manifest: Manifest): string[] {
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
    .filter(isScreenkit)
    .sort();
}

export interface SpecChange {
  name: string;
  from: string | undefined;
  to: string;
}

/**
 * Writes a plan into the project at `dir`: the tarballs into vendor/ first, then package.json
 * (written whole, then renamed over the old one), then the tarballs nothing names any more are
 * removed. Returns the specs of the project's direct @screenkit dependencies, before and after.
 */
export async function applyPackages(dir: string, plan: PackagesPlan): Promise<SpecChange[]> {
  const file = join(dir, 'package.json');
  const text = await readFile(file, 'utf8');
  const manifest = JSON.parse(text) as Manifest;
  const sections = [manifest.dependencies, manifest.devDependencies].filter(
    (section): section is Specs => section !== undefined,
  );
  const before = new Map<string, string | undefined>(
    screenkitNames(manifest).map((name) => [
      name,
      sections.find((section) => section[name] !== undefined)?.[name],
    ]),
  );
  const previouslyVendored = vendoredFiles(manifest);

  let specs: Specs;
  if (plan.source === 'vendor') {
    await mkdir(join(dir, VENDOR_DIR), { recursive: true });
    for (const packed of plan.packed) {
      const target = join(dir, VENDOR_DIR, packed.fileName);
      if (!existsSync(target)) await copyFile(packed.tarball, target);
    }
    specs = Object.fromEntries(
      plan.packed.map((p) => [p.name, `file:${VENDOR_DIR}/${p.fileName}`]),
    );
  } else {
    specs = Object.fromEntries([...before.keys()].map((name) => [name, `^${plan.version}`]));
  }
  for (const section of sections)
    for (const name of Object.keys(section).filter(isScreenkit))
      section[name] = specs[name] ?? (section[name] as string);
  setOverrides(manifest, plan.source === 'vendor' ? specs : {});

  const indent = /^([ \t]+)"/m.exec(text)?.[1] ?? '  ';
  await writeFile(`${file}.screenkit-tmp`, `${JSON.stringify(manifest, null, indent)}\n`);
  await rename(`${file}.screenkit-tmp`, file);

  const kept = vendoredFiles(manifest);
  const vendor = join(dir, VENDOR_DIR);
  // Only tarballs this module named go: a package of the project's own in vendor/ stays.
  for (const old of previouslyVendored)
    if (!kept.has(old) && isPackOf(old)) await rm(join(vendor, old), { force: true });
  if (existsSync(vendor) && (await readdir(vendor)).length === 0) await rmdir(vendor);

  return [...before].map(([name, from]) => ({ name, from, to: specs[name] ?? (from as string) }));
}

/** Tarballs under vendor/ that the manifest names, in any section. */
function vendoredFiles(manifest: Manifest): Set<string> {
  const specs = [
    manifest.dependencies,
    manifest.devDependencies,
    manifest.overrides,
    manifest.pnpm?.overrides,
  ].flatMap((section) => Object.values(section ?? {}));
  return new Set(
    specs.flatMap((spec) => (typeof spec === 'string' ? (VENDORED.exec(spec)?.[1] ?? []) : [])),
  );
}

/** The @screenkit entries of `overrides` and `pnpm.overrides` become `specs` (none: removed). */
function setOverrides(manifest: Manifest, specs: Specs): void {
  const merge = (current: Record<string, unknown> | undefined) => {
    const kept = Object.entries(current ?? {}).filter(([name]) => !isScreenkit(name));
    const merged = { ...Object.fromEntries(kept), ...specs };
    return Object.keys(merged).length > 0 ? merged : undefined;
  };
  const overrides = merge(manifest.overrides);
  if (overrides) manifest.overrides = overrides;
  else delete manifest.overrides;
  const pnpmOverrides = merge(manifest.pnpm?.overrides) as Specs | undefined;
  if (pnpmOverrides) manifest.pnpm = { ...manifest.pnpm, overrides: pnpmOverrides };
  else if (manifest.pnpm) {
    delete manifest.pnpm.overrides;
    if (Object.keys(manifest.pnpm).length === 0) delete manifest.pnpm;
  }
}

/** One line for the command's output: where the packages come from. */
export function describePackages(plan: PackagesPlan): string {
  if (plan.source === 'registry')
    return `@screenkit packages: ^${plan.version} from the npm registry`;
  return `@screenkit packages: ${plan.packed.map((p) => `${p.name}@${p.version}`).join(', ')} packed into ${VENDOR_DIR}/ (commit it: the project installs from it)`;
}

/** The project README's section on where its @screenkit packages come from. */
export function packagesReadme(plan: PackagesPlan): string {
  if (plan.source === 'registry')
    return `
## The screenkit packages

\`@screenkit/*\` come from the npm registry (\`^${plan.version}\`).
`;
  return `
## The screenkit packages

\`vendor/\` holds the \`@screenkit/*\` packages, packed from a screenkit checkout: package.json
names them as \`file:vendor/<tarball>\`, and again in \`overrides\` (npm) and \`pnpm.overrides\`
(pnpm) so their dependencies on each other use the same tarballs. Commit \`vendor/\`: the
project installs from it, with npm or pnpm, on any machine. To take a newer checkout's
packages: \`npx screenkit upgrade --from <checkout>\`, then \`pnpm install\` (or \`npm install\`).
Once the packages are published, \`npx screenkit upgrade --packages registry\` switches to
registry versions.
`;
}
