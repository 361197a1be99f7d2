/**
 * `screenkit init [dir] --template react|js [--screens a,b,c] [--force] [--packages vendor|registry]`:
 * a new project from a template (copied from the package, so offline) with only what a project
 * must own: its page, its entry and mount, its styles, config and the test that renders every
 * screen, depending on the @screenkit packages as screenkit-dependencies.ts writes it. Every
 * screen renders from screenkit's defaults; `--screens` ejects those the project starts owning.
 */
import { cp, mkdir, readdir, writeFile } from 'node:fs/promises';
import { basename, join, relative, resolve } from 'node:path';
import type { ScreenName } from '@screenkit/core';
import type { CAC } from 'cac';
import { CliError } from './cli-error.js';
import { ejectScreen } from './eject.js';
import { templateSource } from './project.js';
import { parseScreenList, TEMPLATES, type TemplateName } from './screen-names.js';
import {
  applyPackages,
  describePackages,
  type PackagesPlan,
  type PlanOptions,
  packagesReadme,
  planPackages,
} from './screenkit-dependencies.js';
import {
  GITIGNORE,
  packageJson,
  readme,
  screensTest,
  TSCONFIG,
  VITEST_CONFIG,
  viteConfig,
} from './starter-files.js';

export interface InitOptions extends PlanOptions {
  dir: string;
  template: string;
  /** Screens to eject at once (default: none; every screen renders from the defaults). */
  screens?: readonly ScreenName[];
  force?: boolean;
}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

export async function initProject(
  options: InitOptions,
): Promise<{ dir: string; screens: ScreenName[]; packages: PackagesPlan }> {
  const template = options.template as TemplateName;
  if (!TEMPLATES.includes(template)) {
    throw new CliError(
      'unknown_template',
      '--template',
      `Unknown template "${options.template}": use ${TEMPLATES.join(' or ')}`,
    );
  }
  const dir = resolve(options.dir);
  if (!options.force && !(await isEmptyOrMissing(dir))) {
    throw new CliError(
      'folder_not_empty',
      dir,
      'The folder is not empty: pick a new folder, or pass --force to write into it',
    );
  }
  const screens = [...(options.screens ?? [])];
  const source = templateSource(template);
  // Packed (or found packed) before a file is written: a failure leaves no half project.
  const packages = await planPackages(workspaceDependencies(source.packageJson), options);

  await mkdir(join(dir, 'src', 'screens'), { recursive: true });
  await cp(join(source.dir, 'index.html'), join(dir, 'index.html'));
  // The template's src/ but its screens: the example's own screens are examples, not starters.
  for (const entry of await readdir(join(source.dir, 'src'), { withFileTypes: true })) {
    if (entry.name === 'screens') continue;
    await cp(join(source.dir, 'src', entry.name), join(dir, 'src', entry.name), {
      recursive: true,
    });
  }

  const name =
    basename(dir)
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-') || 'login-screens';
  await mkdir(join(dir, 'test'), { recursive: true });
  await Promise.all([
    writeFile(join(dir, 'package.json'), packageJson(name, template, source)),
    writeFile(join(dir, 'vite.config.ts'), viteConfig(template)),
    writeFile(join(dir, 'vitest.config.ts'), VITEST_CONFIG),
    writeFile(join(dir, 'tsconfig.json'), TSCONFIG),
    writeFile(join(dir, '.gitignore'), GITIGNORE),
    writeFile(join(dir, 'README.md'), readme(name, template, screens) + packagesReadme(packages)),
    writeFile(
      join(dir, 'test', `screens.test.${template === 'react' ? 'tsx' : 'ts'}`),
      screensTest(template),
    ),
  ]);
  await applyPackages(dir, packages);
  for (const screen of screens) await ejectScreen(dir, screen);
  return { dir, screens, packages };
}

/** The @screenkit packages the template's example names with `workspace:` ranges. */
function workspaceDependencies(manifest: {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}): string[] {
  return Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })
    .filter(([, range]) => range.startsWith('workspace:'))
    .map(([name]) => name);
}

export function registerInit(cli: CAC): void {
  cli
    .command(
      'init [dir]',
      'Create a project: every screen renders from the defaults; tests, dev/build/test/deploy scripts',
    )
    .option('--template <name>', 'react or js', { default: 'react' })
    .option('--screens <list>', 'Comma-separated screens to eject at once (default: none)')
    .option('--force', 'Write into a non-empty folder')
    .option(
      '--packages <source>',
      'vendor (packed from a screenkit checkout into vendor/; the default from a checkout) or registry (the default when installed)',
    )
    .option('--from <checkout>', 'The screenkit checkout to pack from (default: the one running)')
    .action(
      async (
        dir: string | undefined,
        options: {
          template: string;
          screens?: string;
          force?: boolean;
          packages?: string;
          from?: string;
        },
      ) => {
        const {
          dir: created,
          screens,
          packages,
        } = await initProject({
          dir: dir ?? '.',
          template: String(options.template),
          ...(options.screens !== undefined
            ? { screens: parseScreenList(String(options.screens)) }
            : {}),
          force: options.force === true,
          ...(options.packages !== undefined ? { packages: String(options.packages) } : {}),
          ...(options.from !== undefined ? { from: String(options.from) } : {}),
        });
        const near = relative(process.cwd(), created);
        const where = near.startsWith('..') ? created : near || '.';
        const owned = screens.length ? `, ejected: ${screens.join(', ')}` : '';
        process.stdout.write(
          `Created ${where} (${options.template}: every screen renders from the defaults${owned})\n` +
            `${describePackages(packages)}\n` +
            `Next: cd ${where} && pnpm install && pnpm dev   (or npm install && npm run dev)\n` +
            'Then, beside it: pnpm exec screenkit seed   (the demo tenant and a login URL)\n',
        );
      },
    );
}
