/**
 * Baselines no page of the project can match any more: a screen folder removed or renamed, a
 * variant file deleted. Judged against the whole project (every screen and variant, any
 * locale), not the run's `--screens`/`--variants`/`--locales`: a run over part of the matrix
 * never calls the other part's baselines stale. `--update` removes them (and folders left empty).
 */
import { readdir, rm, rmdir } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { listVariants } from '../../rendering/load-fixture.js';
import type { Project } from '../project.js';
import { projectScreens } from '../project-screens.js';

/** `<variant>.png` or `<variant>.<locale>.png` (variant names have no dots: matrix.ts). */
const BASELINE = /^([A-Za-z0-9][A-Za-z0-9_-]*)(?:\.([a-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,3}))?\.png$/;

async function pngFiles(dir: string): Promise<string[]> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.png'))
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

/** Paths (relative to the baselines folder, `/`-separated) of the stale baselines. */
export async function staleBaselines(project: Project, baselinesDir: string): Promise<string[]> {
  const files = await pngFiles(baselinesDir);
  if (files.length === 0) return [];
  const variants = new Map<string, Set<string>>();
  for (const screen of await projectScreens(project))
    variants.set(screen, new Set(await listVariants(screen, project.dir)));
  return files.filter((file) => {
    const [screen, name, ...deeper] = file.split('/');
    const variant = name === undefined ? undefined : BASELINE.exec(name)?.[1];
    return (
      deeper.length > 0 || variant === undefined || !variants.get(screen as string)?.has(variant)
    );
  });
}

/** Deletes the files, then the folders they leave empty (never the baselines folder itself). */
export async function removeBaselines(
  baselinesDir: string,
  files: readonly string[],
): Promise<void> {
  await Promise.all(files.map((file) => rm(join(baselinesDir, file), { force: true })));
  const folders = [...new Set(files.map((file) => dirname(join(baselinesDir, file))))];
  // Deepest first, so a parent is tried once its children are gone.
  folders.sort((a, b) => b.length - a.length);
  for (let folder of folders) {
    while (folder.startsWith(baselinesDir + sep)) {
      try {
        await rmdir(folder);
      } catch {
        break; // not empty (or gone): stop climbing
      }
      folder = dirname(folder);
    }
  }
}
