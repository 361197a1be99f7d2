/**
 * `screenkit eject <screen>` (and `add-screen`, the same): copies screenkit's default screen
 * into `src/screens/<screen>/` as the project's own code, from the installed package the
 * project renders it with (`@screenkit/react` or `@screenkit/core`, whose `src/` ships the
 * generated screens), its imports turned into package imports, with its own test written with
 * the testing kit. From then on the project builds, previews and checks its copy.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { listScreens, promptOfScreen, type ScreenName } from '@screenkit/core';
import { emitDomScreen, emitReactScreen } from '@screenkit/core/default-screens/layouts';
import type { CAC } from 'cac';
import { CliError } from './cli-error.js';
import { openProject, type Project } from './project.js';
import { checkScreen, screenEntryFile, type TemplateName } from './screen-names.js';
import { screenTest } from './screen-test.js';

const PACKAGE: Record<TemplateName, { name: string; file: (screen: string) => string }> = {
  react: { name: '@screenkit/react', file: (screen) => `src/screens/${screen}.tsx` },
  js: { name: '@screenkit/core', file: (screen) => `src/dom/screens/${screen}.ts` },
};

/** The package's folder as the project resolves it (undefined before `pnpm install`). */
function packageDir(project: Project, name: string): string | undefined {
  try {
    let dir = dirname(createRequire(join(project.dir, 'package.json')).resolve(name));
    while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
    return existsSync(join(dir, 'package.json')) ? dir : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The default screen's source: the installed package's own file (the version the project
 * renders, formatted as shipped), else generated here from core's layout (a project whose
 * dependencies are not installed yet, right after `init`).
 */
async function defaultSource(project: Project, screen: ScreenName): Promise<string> {
  const pkg = PACKAGE[project.template];
  const dir = packageDir(project, pkg.name);
  if (dir) {
    try {
      return await readFile(join(dir, pkg.file(screen)), 'utf8');
    } catch {
      // an older package without the default screens: generate below
    }
  }
  return project.template === 'react' ? emitReactScreen(screen) : emitDomScreen(screen);
}

/** Relative imports inside the package, as the project imports them. */
const IMPORTS: Array<[RegExp, string]> = [
  [/'\.\.\/ui\/index\.js'/g, "'@screenkit/react/ui'"],
  [/'\.\.\/consent-partial\/runtime\.js'/g, "'@screenkit/react/consent-partial/runtime'"],
  [/'\.\.\/index\.js'/g, "'@screenkit/core/dom'"],
  [
    /'\.\.\/\.\.\/default-screens\/texts\/([\w-]+)\.js'/g,
    "'@screenkit/core/default-screens/texts/$1'",
  ],
  [/'\.\.\/\.\.\/screens\/declarations\/([\w-]+)\.js'/g, "'@screenkit/core/screens/$1'"],
];

/** The default screen's source as the project's own file. */
export function asProjectFile(source: string, screen: string): string {
  let text = source;
  for (const [pattern, replacement] of IMPORTS) text = text.replace(pattern, replacement);
  return text.replace(
    /^ \* Generated from the screen's declaration[^\n]*\n \*[^\n]*\n/m,
    ` * Ejected with \`screenkit eject ${screen}\`: the project's own code now; edit it freely.\n * Its test is index.test beside it; \`screenkit check\` renders it like every screen.\n`,
  );
}

export interface EjectedScreen {
  screen: ScreenName;
  files: string[];
}

export async function ejectScreen(dir: string, name: string): Promise<EjectedScreen> {
  const screen = checkScreen(name);
  const project = await openProject(resolve(dir));
  const entry = screenEntryFile(project.template, screen);
  if (existsSync(join(project.dir, 'src', 'screens', screen)))
    throw new CliError(
      'screen_exists',
      `src/screens/${screen}`,
      `The project already has its own ${screen} (remove the folder to eject the default again)`,
    );
  const source = await defaultSource(project, screen);
  const test = entry.replace(/index\.(tsx?)$/, 'index.test.$1');
  await mkdir(join(project.dir, 'src', 'screens', screen), { recursive: true });
  await writeFile(join(project.dir, entry), asProjectFile(source, screen));
  await writeFile(join(project.dir, test), await screenTest(project.template, screen));
  return { screen, files: [entry, test] };
}

export function registerEject(cli: CAC): void {
  const action = async (screen: string | undefined, options: { dir: string; list?: boolean }) => {
    if (options.list || screen === undefined) {
      const lines = listScreens().map((s) => `${promptOfScreen(s)}/${s}`);
      process.stdout.write(`${lines.join('\n')}\n`);
      return;
    }
    const ejected = await ejectScreen(String(options.dir), screen);
    process.stdout.write(
      `Ejected ${ejected.screen}: ${ejected.files.join(', ')} (the project renders its copy now)\n`,
    );
  };
  cli
    .command(
      'eject [screen]',
      "Copy a default screen into src/screens/<screen>/ as the project's own, with its test",
    )
    .option('--dir <dir>', 'Project folder', { default: '.' })
    .option('--list', 'List the catalogue')
    .action(action);
  cli
    .command('add-screen [screen]', "Same as eject: the screen becomes the project's own")
    .option('--dir <dir>', 'Project folder', { default: '.' })
    .option('--list', 'List the catalogue')
    .action(action);
}
