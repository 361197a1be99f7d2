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
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isPromptName, promptOfScreen } from '@screenkit/core';
import type { Store } from '../store/store.js';
import {
  DEFAULT_RENDERING,
  type PromptPartials,
  promptPartials,
  type RenderingSettings,
  renderingKey,
  screenRenderings,
} from '../tenant/collections.js';
import { CliError } from './cli-error.js';

export const TENANT_DIR = 'tenant';

export type ScreenRendering = { prompt: string; screen: string } & Partial<RenderingSettings>;

export interface TenantFiles {
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
    if (
      !isObject(value) ||
      typeof value.prompt !== 'string' ||
      typeof value.screen !== 'string' ||
      promptOfScreen(value.screen) !== value.prompt
    ) {
      throw new CliError(
        'invalid_config',
        file,
        'A screen settings file needs "prompt" and "screen" of a catalogue screen',
      );
    }
    const { tenant: _tenant, ...settings } = value;
    renderings.push(settings as ScreenRendering);
  }

  const partials: Record<string, PromptPartials> = {};
  const index = await readJson(join(promptsDir(dir), 'partials.json'));
  if (index !== undefined) {
    const file = join(promptsDir(dir), 'partials.json');
    if (!isObject(index))
      throw new CliError('invalid_config', file, 'partials.json must hold an object');
    for (const [prompt, list] of Object.entries(index)) {
      if (!isPromptName(prompt) || !Array.isArray(list))
        throw new CliError(
          'invalid_config',
          `${file}: ${prompt}`,
          'Expected <prompt>: [{<screen>: [{name, template}]}]',
        );
      for (const screens of list) {
        for (const [screen, entries] of Object.entries(screens as Record<string, unknown>)) {
          for (const point of entries as Array<{ name: string; template: string }>) {
            const template = await readFile(join(promptsDir(dir), point.template), 'utf8');
            const byScreen = partials[prompt] ?? {};
            byScreen[screen] = { ...byScreen[screen], [point.name]: template.trim() };
            partials[prompt] = byScreen;
          }
        }
      }
    }
  }
  return { renderings, partials };
}

const dump = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Writes the files (replacing earlier ones), as the Deploy CLI's `export` lays them out. */
export async function writeTenantFiles(dir: string, files: TenantFiles): Promise<string[]> {
  const written: string[] = [];
  await rm(settingsDir(dir), { recursive: true, force: true });
  await mkdir(settingsDir(dir), { recursive: true });
  for (const { tenant: _tenant, ...rendering } of files.renderings as Array<
    ScreenRendering & { tenant?: unknown }
  >) {
    const file = join(settingsDir(dir), `${rendering.prompt}_${rendering.screen}.json`);
    await writeFile(file, dump(rendering));
    written.push(file);
  }
  const index: Record<
    string,
    Array<Record<string, Array<{ name: string; template: string }>>>
  > = {};
  for (const [prompt, screens] of Object.entries(files.partials)) {
    const entry: Record<string, Array<{ name: string; template: string }>> = {};
    for (const [screen, points] of Object.entries(screens)) {
      entry[screen] = [];
      for (const [name, template] of Object.entries(points)) {
        const relative = `partials/${prompt}/${screen}/${name}.liquid`;
        await mkdir(dirname(join(promptsDir(dir), relative)), { recursive: true });
        await writeFile(join(promptsDir(dir), relative), template);
        written.push(join(promptsDir(dir), relative));
        entry[screen].push({ name, template: relative });
      }
    }
    if (Object.keys(entry).length > 0) index[prompt] = [entry];
  }
  await writeFile(join(promptsDir(dir), 'partials.json'), dump(index));
  written.push(join(promptsDir(dir), 'partials.json'));
  return written;
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
  return files.renderings.length;
}
