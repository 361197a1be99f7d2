/**
 * A project renders every screen of the catalogue: the ones it owns from its folder
 * (`src/screens/<screen>/index.tsx|ts`, ejected or hand-written), every other one from
 * screenkit's default screen. `build`, `check`, `deploy` and the preview's settings all take
 * their screens from here.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { listScreens, type ScreenName } from '@screenkit/core';
import type { Project } from './project.js';
import { checkScreen, defaultScreenModule, screenEntryFile, screenExport } from './screen-names.js';

/** Screen folders of the project that have their entry file (the screens it owns). */
export async function ownedScreens(project: Project): Promise<ScreenName[]> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(join(project.dir, 'src', 'screens'), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter(
      (e) =>
        e.isDirectory() && existsSync(join(project.dir, screenEntryFile(project.template, e.name))),
    )
    .map((e) => checkScreen(e.name, `src/screens/${e.name}`));
}

/** Every screen the project renders: all of the catalogue, in catalogue order. */
export async function projectScreens(_project: Project): Promise<ScreenName[]> {
  return listScreens();
}

/** The module and export that render `screen` in this project: its folder, else the default. */
export async function screenSources(
  project: Project,
): Promise<Map<ScreenName, { module: string; name: string; owned: boolean }>> {
  const owned = new Set(await ownedScreens(project));
  return new Map(
    (await projectScreens(project)).map((screen) => [
      screen,
      {
        module: owned.has(screen)
          ? join(project.dir, screenEntryFile(project.template, screen))
          : defaultScreenModule(project.template, screen),
        name: screenExport(project.template, screen),
        owned: owned.has(screen),
      },
    ]),
  );
}
