/** `screenkit add-screen <screen>`: one more screen in the project, from the catalogue. */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { listScreens, promptOfScreen } from '@screenkit/core';
import type { CAC } from 'cac';
import { CliError } from './cli-error.js';
import { openProject, templateSource } from './project.js';
import { handWrittenScreens, type WrittenScreen, writeScreen } from './screen-files.js';
import { checkScreen } from './screen-names.js';

export async function addScreen(dir: string, name: string): Promise<WrittenScreen> {
  const screen = checkScreen(name);
  const project = await openProject(resolve(dir));
  if (existsSync(join(project.dir, 'src', 'screens', screen))) {
    throw new CliError(
      'screen_exists',
      `src/screens/${screen}`,
      `The project already has screen ${screen}`,
    );
  }
  const source = templateSource(project.template);
  return writeScreen(
    project.dir,
    project.template,
    source,
    screen,
    await handWrittenScreens(source),
  );
}

export function registerAddScreen(cli: CAC): void {
  cli
    .command('add-screen [screen]', 'Add a screen (component and fixture) from the catalogue')
    .option('--dir <dir>', 'Project folder', { default: '.' })
    .option('--list', 'List the catalogue')
    .action(async (screen: string | undefined, options: { dir: string; list?: boolean }) => {
      if (options.list || screen === undefined) {
        const lines = listScreens().map((s) => `${promptOfScreen(s)}/${s}`);
        process.stdout.write(`${lines.join('\n')}\n`);
        return;
      }
      const written = await addScreen(String(options.dir), screen);
      process.stdout.write(
        `Added ${written.screen}${written.generated ? ' (generic component from the catalogue)' : ''}: ${written.files.join(', ')}\n`,
      );
    });
}
