/**
 * `screenkit upgrade [--dir <project>] [--from <checkout>] [--packages vendor|registry]`: a
 * project's @screenkit packages refreshed from a (newer) screenkit checkout, packed into its
 * vendor/ again with their specs rewritten, or switched between vendored and registry versions.
 * A project keeps its current source unless --packages says otherwise.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { CAC } from 'cac';
import { CliError } from './cli-error.js';
import { openProject } from './project.js';
import {
  applyPackages,
  describePackages,
  type PackageSource,
  type PackagesPlan,
  type PlanOptions,
  planPackages,
  type SpecChange,
  screenkitNames,
} from './screenkit-dependencies.js';

export async function upgradeProject(
  dir: string,
  options: PlanOptions,
): Promise<{ plan: PackagesPlan; changes: SpecChange[] }> {
  const project = await openProject(resolve(dir));
  const file = join(project.dir, 'package.json');
  const manifest = JSON.parse(await readFile(file, 'utf8'));
  const names = screenkitNames(manifest);
  if (names.length === 0)
    throw new CliError('not_a_project', file, 'package.json depends on no @screenkit package');
  const specs = names.map(
    (name) => manifest.dependencies?.[name] ?? manifest.devDependencies?.[name],
  );
  const current: PackageSource = specs.some((spec) => String(spec).startsWith('file:'))
    ? 'vendor'
    : 'registry';
  const plan = await planPackages(names, {
    ...options,
    packages: options.packages ?? (options.from !== undefined ? 'vendor' : current),
  });
  return { plan, changes: await applyPackages(project.dir, plan) };
}

export function registerUpgrade(cli: CAC): void {
  cli
    .command(
      'upgrade',
      "Refresh the project's @screenkit packages from a screenkit checkout (vendor/), or switch to registry versions",
    )
    .option('--dir <dir>', 'Project folder', { default: '.' })
    .option('--from <checkout>', 'The screenkit checkout to pack from (default: the one running)')
    .option('--packages <source>', 'vendor or registry (default: what the project uses now)')
    .action(async (options: { dir: string; from?: string; packages?: string }) => {
      const { plan, changes } = await upgradeProject(String(options.dir), {
        ...(options.from !== undefined ? { from: String(options.from) } : {}),
        ...(options.packages !== undefined ? { packages: String(options.packages) } : {}),
      });
      const changed = changes.filter((c) => c.from !== c.to);
      const lines = changes.map((c) =>
        c.from === c.to ? `  ${c.name}  ${c.to} (unchanged)` : `  ${c.name}  ${c.from} -> ${c.to}`,
      );
      process.stdout.write(
        `${describePackages(plan)}\n${lines.join('\n')}\n` +
          (changed.length > 0
            ? 'Next: pnpm install (or npm install) to install them\n'
            : 'Already up to date.\n'),
      );
    });
}
