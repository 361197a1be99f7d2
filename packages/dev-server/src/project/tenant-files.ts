/**
 * The tenant's login settings as committed files, in the Deploy CLI's directory layout
 * (auth0-deploy-cli, src/context/directory/handlers/prompts.ts), under `<project>/tenant/`:
 *
 *   prompts/screenRenderSettings/<prompt>_<screen>.json   one screen's rendering settings
 *   prompts/partials.json                                  {<prompt>: [{<screen>: [{name, template}]}]}
 *   prompts/partials/<prompt>/<screen>/<point>.liquid      each partial's template
 *
 * `screenkit pull` writes them, `screenkit export --format deploy-cli` copies them for the Deploy
 * CLI, `screenkit deploy` takes each screen's settings from them, `pnpm dev` applies them to
 * the local tenant and `screenkit build` takes partials only from them (never from .screenkit/).
 *
 * Every name that becomes a path, read or written, is a catalogue prompt or screen or a known
 * insertion point (tenant-names.ts), and a template path in partials.json stays in prompts/.
 * The tenant-wide files (prompt settings, custom text, the theme, the page template) are
 * customization-files.ts's. All are written all or nothing (confined-writes.ts): pull and export
 * replace the files they own and keep the rest of tenant/ (the Deploy CLI's other files).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Store } from '../store/store.js';
import {
  DEFAULT_RENDERING,
  type PromptPartials,
  promptPartials,
  type RenderingSettings,
  renderingKey,
  screenRenderings,
} from '../tenant/prompts.js';
import { CliError, quote } from './cli-error.js';
import { replaceFolder } from './confined-writes.js';
import {
  type CustomizationFiles,
  customizationFileMap,
  ownsCustomizationFile,
  readCustomizationFiles,
  storeCustomizationFiles,
} from './customization-files.js';
import {
  insertionPointProblem,
  partialPromptProblem,
  promptProblem,
  screenProblem,
} from './tenant-names.js';

export const TENANT_DIR = 'tenant';

export type ScreenRendering = { prompt: string; screen: string } & Partial<RenderingSettings>;

export interface TenantFiles extends CustomizationFiles {
  renderings: ScreenRendering[];
  /** prompt -> screen -> insertion point -> template. */
  partials: Record<string, PromptPartials>;
}

const promptsDir = (dir: string) => join(dir, 'prompts');
const settingsDir = (dir: string) => join(promptsDir(dir), 'screenRenderSettings');

async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CliError('invalid_config', file, `Not valid JSON: ${(error as Error).message}`);
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads `<dir>/prompts/...`; a missing folder is an empty configuration. */
export async function readTenantFiles(dir: string): Promise<TenantFiles> {
  const renderings: ScreenRendering[] = [];
  let names: string[] = [];
  try {
    names = (await readdir(settingsDir(dir))).filter((f) => f.endsWith('.json')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  for (const name of names) {
    const file = join(settingsDir(dir), name);
    const value = await readJson(file);
    const problem = !isObject(value)
      ? 'it holds no object'
      : (promptProblem(value.prompt) ?? screenProblem(String(value.prompt), value.screen));
    if (problem !== undefined || !isObject(value))
      throw new CliError(
        'invalid_config',
        file,
        `A screen settings file needs "prompt" and "screen" of a catalogue screen: ${problem}`,
      );
    const { tenant: _tenant, ...settings } = value;
    renderings.push(settings as ScreenRendering);
  }

  const partials: Record<string, PromptPartials> = {};
  const index = await readJson(join(promptsDir(dir), 'partials.json'));
  if (index !== undefined) {
    const file = join(promptsDir(dir), 'partials.json');
    if (!isObject(index))
      throw new CliError('invalid_config', file, 'partials.json must hold an object');
    const wrong = (where: string, message: string) =>
      new CliError('invalid_config', `${file}: ${where}`, message);
    const expected = 'Expected <prompt>: [{<screen>: [{name, template}]}]';
    for (const [prompt, list] of Object.entries(index)) {
      const badPrompt = partialPromptProblem(prompt);
      if (badPrompt) throw wrong(prompt, badPrompt);
      if (!Array.isArray(list)) throw wrong(prompt, expected);
      for (const screens of list) {
        if (!isObject(screens)) throw wrong(prompt, expected);
        for (const [screen, entries] of Object.entries(screens)) {
          const badScreen = screenProblem(prompt, screen);
          if (badScreen) throw wrong(`${prompt}.${screen}`, badScreen);
          if (!Array.isArray(entries)) throw wrong(`${prompt}.${screen}`, expected);
          for (const point of entries as unknown[]) {
            const where = `${prompt}.${screen}`;
            if (!isObject(point) || typeof point.template !== 'string')
              throw wrong(where, expected);
            const badPoint = insertionPointProblem(point.name);
            if (badPoint) throw wrong(where, badPoint);
            const template = await readFile(templatePath(dir, point.template, where), 'utf8');
            const byScreen = partials[prompt] ?? {};
            byScreen[screen] = { ...byScreen[screen], [point.name as string]: template.trim() };
            partials[prompt] = byScreen;
          }
        }
      }
    }
  }
  return { renderings, partials, ...(await readCustomizationFiles(dir)) };
}

/** A template named in partials.json: a file under prompts/, never outside it. */
function templatePath(dir: string, template: string, where: string): string {
  const folder = resolve(promptsDir(dir));
  const file = resolve(folder, template);
  if (template.includes('\0') || !file.startsWith(folder + sep))
    throw new CliError(
      'invalid_config',
      `${join(promptsDir(dir), 'partials.json')}: ${where}`,
      `The template ${quote(template)} is not a file under ${folder}`,
    );
  return file;
}

const dump = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** What pull and export own in tenant/ (a relative path); the rest of the folder is kept as it is. */
const owns = (path: string): boolean =>
  path.startsWith('prompts/screenRenderSettings/') ||
  path.startsWith('prompts/partials/') ||
  path === 'prompts/partials.json' ||
  ownsCustomizationFile(path);

/** `files` as paths under tenant/ -> text, every name checked (tenant-names.ts). */
function tenantFileMap(files: TenantFiles): Map<string, string> {
  const out = new Map<string, string>();
  const unsafe = (message: string) => new CliError('unsafe_name', 'tenant/prompts', message);
  for (const { tenant: _tenant, ...rendering } of files.renderings as Array<
    ScreenRendering & { tenant?: unknown }
  >) {
    const problem =
      promptProblem(rendering.prompt) ?? screenProblem(rendering.prompt, rendering.screen);
    if (problem) throw unsafe(problem);
    out.set(
      `prompts/screenRenderSettings/${rendering.prompt}_${rendering.screen}.json`,
      dump(rendering),
    );
  }
  const index: Record<
    string,
    Array<Record<string, Array<{ name: string; template: string }>>>
  > = {};
  for (const [prompt, screens] of Object.entries(files.partials)) {
    const badPrompt = partialPromptProblem(prompt);
    if (badPrompt) throw unsafe(badPrompt);
    const entry: Record<string, Array<{ name: string; template: string }>> = {};
    for (const [screen, points] of Object.entries(screens)) {
      const badScreen = screenProblem(prompt, screen);
      if (badScreen) throw unsafe(badScreen);
      entry[screen] = [];
      for (const [name, template] of Object.entries(points)) {
        const badPoint = insertionPointProblem(name);
        if (badPoint) throw unsafe(badPoint);
        const relative = `partials/${prompt}/${screen}/${name}.liquid`;
        out.set(`prompts/${relative}`, template);
        entry[screen].push({ name, template: relative });
      }
    }
    if (Object.keys(entry).length > 0) index[prompt] = [entry];
  }
  out.set('prompts/partials.json', dump(index));
  for (const [path, text] of customizationFileMap(files)) out.set(path, text);
  return out;
}

/**
 * Writes the files as the Deploy CLI's `export` lays them out, replacing the earlier ones all
 * at once; any other file of `<dir>` is kept. Returns the files written.
 */
export async function writeTenantFiles(dir: string, files: TenantFiles): Promise<string[]> {
  return replaceFolder(dir, tenantFileMap(files), { keepFile: (path) => !owns(path) });
}

/**
 * `pnpm dev`: the committed settings applied to the local tenant at start, so the preview runs
 * with the context_configuration (and partials) production gets. Returns how many screens.
 */
export async function applyTenantFiles(store: Store, projectDir: string): Promise<number> {
  return storeTenantFiles(store, await readTenantFiles(join(projectDir, TENANT_DIR)));
}

/** Files already read, applied to the local tenant. */
export async function storeTenantFiles(store: Store, files: TenantFiles): Promise<number> {
  const renderings = screenRenderings(store);
  await renderings.setMany(
    files.renderings.map(({ prompt, screen, ...settings }) => [
      renderingKey(prompt, screen),
      { ...DEFAULT_RENDERING, ...renderings.get(renderingKey(prompt, screen)), ...settings },
    ]),
  );
  const partials = promptPartials(store);
  await partials.setMany(Object.entries(files.partials));
  await storeCustomizationFiles(store, files);
  return files.renderings.length;
}
