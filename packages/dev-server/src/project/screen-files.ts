/**
 * Writes one screen into a project: its folder under src/screens (the template's hand-written
 * one when it has it, else the generic component from the catalogue) and its fixture. The
 * production entry and the test need no file per screen: `screenkit build` generates an entry
 * for every folder, and the project's test renders every folder.
 */
import { cp, mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ScreenName } from '@screenkit/core';
import { fixtureDir } from '../rendering/load-fixture.js';
import type { TemplateSource } from './project.js';
import { screenEntryFile, type TemplateName } from './screen-names.js';
import { fixtureFile, generatedScreen } from './starter-files.js';

/** The screen folders a template has hand-written code for. */
export async function handWrittenScreens(source: TemplateSource): Promise<Set<string>> {
  const entries = await readdir(join(source.dir, 'src', 'screens'), { withFileTypes: true });
  return new Set(entries.filter((e) => e.isDirectory()).map((e) => e.name));
}

export interface WrittenScreen {
  screen: ScreenName;
  files: string[];
  generated: boolean;
}

export async function writeScreen(
  projectDir: string,
  template: TemplateName,
  source: TemplateSource,
  screen: ScreenName,
  handWritten: ReadonlySet<string>,
): Promise<WrittenScreen> {
  const files: string[] = [];
  const folder = join(projectDir, 'src', 'screens', screen);
  const generated = !handWritten.has(screen);
  if (generated) {
    await mkdir(folder, { recursive: true });
    await writeFile(
      join(projectDir, screenEntryFile(template, screen)),
      generatedScreen(template, screen),
    );
    files.push(screenEntryFile(template, screen));
  } else {
    await cp(join(source.dir, 'src', 'screens', screen), folder, { recursive: true });
    files.push(`src/screens/${screen}/`);
  }
  const fixtures = fixtureDir(projectDir, screen);
  await mkdir(fixtures, { recursive: true });
  await writeFile(join(fixtures, 'default.json'), fixtureFile(), { flag: 'wx' }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    },
  );
  files.push(
    join('screens', fixtures.slice(join(projectDir, 'screens').length + 1), 'default.json'),
  );
  return { screen, files, generated };
}
