/**
 * How the CLI writes what a tenant answered (or what committed files say): only inside the
 * folder the command writes to, and all or nothing.
 *
 * - Every file is named relative to its folder and must stay in it: no absolute path, no `..`
 *   or empty segment, no NUL (tenant-names.ts already refuses such names; this is the last
 *   gate, the one every write goes through).
 * - A folder's new content is written into a temporary folder beside it, then renamed into
 *   place (the old one renamed away first, and back if that fails); any failure removes the
 *   temporary folder and the parent folders it made. A single file is written the same way
 *   (a temporary file beside it, then a rename).
 */
import { cp, mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, resolve, sep } from 'node:path';
import { CliError, quote } from './cli-error.js';

/** `relativePath` inside `folder`, or a CliError naming it. */
export function confinedPath(folder: string, relativePath: string): string {
  const segments = relativePath.split(/[\\/]/);
  const full = resolve(folder, relativePath);
  if (
    relativePath.includes('\0') ||
    isAbsolute(relativePath) ||
    segments.some((s) => s === '' || s === '.' || s === '..') ||
    !full.startsWith(resolve(folder) + sep)
  )
    throw new CliError(
      'unsafe_name',
      folder,
      `Refusing to write ${quote(relativePath)}: a file name must stay inside ${folder}`,
    );
  return full;
}

/** Creates `folder`'s missing parents; returns a function that removes the ones it created. */
async function makeParents(folder: string): Promise<() => Promise<void>> {
  const first = await mkdir(folder, { recursive: true });
  return async () => {
    if (first) await rm(first, { recursive: true, force: true });
  };
}

export interface ReplaceFolderOptions {
  /** Entries of the current folder to carry over unchanged (ones this command does not own). */
  keep?: (entry: string) => boolean;
  /**
   * Files (and symbolic links) at any depth to carry over, by their path relative to the folder
   * with `/` separators: for a command that owns some files of a folder it shares.
   */
  keepFile?: (relativePath: string) => boolean;
}

/**
 * `folder` holds exactly `files` (relative path -> text) afterwards, plus the entries `keep`
 * carries over, or, on any failure, what it held before. Returns the files' full paths.
 */
export async function replaceFolder(
  folder: string,
  files: ReadonlyMap<string, string>,
  options: ReplaceFolderOptions = {},
): Promise<string[]> {
  const target = resolve(folder);
  // Every name is checked before anything touches the disk.
  const paths = [...files.keys()].map((name) => confinedPath(target, name));
  const removeParents = await makeParents(dirname(target));
  let staging: string | undefined;
  const previous = `${target}.screenkit-previous-${process.pid}`;
  let hadFolder = false;
  try {
    staging = await mkdtemp(join(dirname(target), `.${basename(target)}.screenkit-`));
    const stagingFolder = staging;
    for (const entry of await readdir(target).catch(missingAsEmpty)) {
      if (options.keep?.(entry))
        await cp(join(target, entry), join(stagingFolder, entry), { recursive: true });
    }
    if (options.keepFile) await copyKeptFiles(target, stagingFolder, options.keepFile);
    const folders = new Set(paths.map((path) => dirname(path)));
    for (const path of folders)
      await mkdir(join(stagingFolder, path.slice(target.length)), { recursive: true });
    for (const [name, text] of files) await writeFile(confinedPath(stagingFolder, name), text);
    hadFolder = await rename(target, previous).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return false;
        throw error;
      },
    );
    await rename(stagingFolder, target);
  } catch (error) {
    if (hadFolder) await rename(previous, target);
    if (staging) await rm(staging, { recursive: true, force: true });
    await removeParents();
    throw error;
  }
  if (hadFolder) await rm(previous, { recursive: true, force: true });
  return paths;
}

/** `file` holds `text` afterwards, or what it held before. */
export async function replaceFile(file: string, text: string): Promise<void> {
  const removeParents = await makeParents(dirname(file));
  const temp = `${file}.screenkit-${process.pid}`;
  try {
    await writeFile(temp, text, { flag: 'wx' });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    await removeParents();
    throw error;
  }
}

/**
 * Files of one folder (flat names) written side by side with a folder the user also keeps other
 * things in (terraform/ holds main.tf, state, .terraform/): every new text is written to a
 * temporary file first, and only once all are written are they renamed into place; then the
 * `owned` names no longer produced are removed. A failure while writing leaves every file as
 * it was. Returns the files' full paths.
 */
export async function replaceFiles(
  folder: string,
  files: ReadonlyMap<string, string>,
  owned: readonly string[],
): Promise<string[]> {
  const target = resolve(folder);
  const paths = [...files.keys()].map((name) => confinedPath(target, name));
  const removeParents = await makeParents(target);
  const temps: string[] = [];
  try {
    for (const [i, text] of [...files.values()].entries()) {
      const temp = `${paths[i]}.screenkit-${process.pid}`;
      await writeFile(temp, text, { flag: 'wx' });
      temps.push(temp);
    }
  } catch (error) {
    for (const temp of temps) await rm(temp, { force: true });
    await removeParents();
    throw error;
  }
  for (const [i, temp] of temps.entries()) await rename(temp, paths[i] as string);
  for (const name of owned)
    if (!files.has(name)) await rm(confinedPath(target, name), { force: true });
  return paths;
}

async function copyKeptFiles(
  from: string,
  to: string,
  keep: (relativePath: string) => boolean,
): Promise<void> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true }).catch(
    missingAsEmpty,
  );
  for (const entry of entries) {
    if (typeof entry === 'string' || !(entry.isFile() || entry.isSymbolicLink())) continue;
    const path = join(entry.parentPath, entry.name);
    const relativePath = path
      .slice(from.length + 1)
      .split(sep)
      .join('/');
    if (!keep(relativePath)) continue;
    await mkdir(dirname(join(to, relativePath)), { recursive: true });
    await cp(path, join(to, relativePath), { verbatimSymlinks: true });
  }
}

function missingAsEmpty(error: NodeJS.ErrnoException): never[] {
  if (error.code === 'ENOENT') return [];
  throw error;
}
