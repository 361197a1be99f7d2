/**
 * "Save as variant": the edited context becomes `screens/<prompt>/<screen>/<name>.json` in the
 * developer's project (the fixture layout load-fixture.ts reads), holding only what differs
 * from the screen's default context, so the project can commit it and the variant list shows
 * it. Every input is checked before anything touches the disk: the name's charset (which
 * alone rules out path traversal; the resolved path is checked to stay inside `screens/`
 * anyway), the size, the context itself, and that no file or built-in variant is replaced by
 * accident.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { ScreenkitError, type ScreenName, validateContext } from '@screenkit/core';
import { isBuiltInVariant, type JsonObject } from '@screenkit/core/fixtures';
import { ApiError } from '../../errors/api-error.js';
import { checkVariant, fixtureDir } from '../../rendering/load-fixture.js';
import { contextDiff } from './context-diff.js';

/** A saved fixture larger than this is refused: a page context is a few KB. */
export const MAX_FIXTURE_BYTES = 256 * 1024;

export interface SaveVariantInput {
  projectDir: string | undefined;
  screen: ScreenName;
  name: string;
  context: unknown;
  overwrite: boolean;
  /** The screen's default context as the page would get it, for the same transaction state. */
  baseline: (state: string) => Promise<JsonObject>;
}

export interface SavedVariant {
  variant: string;
  /** Relative to the project folder, `/`-separated. */
  file: string;
  /** What the file holds. */
  fixture: JsonObject;
}

export async function saveVariant(input: SaveVariantInput): Promise<SavedVariant> {
  const { projectDir, screen, name } = input;
  if (projectDir === undefined) {
    throw new ApiError(
      409,
      'no_project_folder',
      'This dev server has no project folder to write fixtures to: start it from your project (screenkit dev) or give the Vite plugin a projectDir',
    );
  }
  try {
    checkVariant(name);
  } catch (error) {
    throw new ApiError(400, 'invalid_variant_name', (error as Error).message, 'name');
  }
  if (isBuiltInVariant(name)) {
    throw new ApiError(
      409,
      'variant_reserved',
      `"${name}" is a built-in variant: pick another name (or edit screens/.../default.json by hand to change every variant)`,
      'name',
    );
  }
  const size = Buffer.byteLength(JSON.stringify(input.context) ?? '');
  if (size > MAX_FIXTURE_BYTES) {
    throw new ApiError(
      413,
      'fixture_too_large',
      `The context is ${size} bytes; a saved variant may hold at most ${MAX_FIXTURE_BYTES}`,
      'context',
    );
  }
  let context: JsonObject;
  try {
    context = validateContext(input.context) as unknown as JsonObject;
  } catch (error) {
    if (!(error instanceof ScreenkitError)) throw error;
    const path = error.path ? `context.${error.path}` : 'context';
    throw new ApiError(400, error.code, error.message, path);
  }
  const named = (context.screen as { name: string }).name;
  if (named !== screen) {
    throw new ApiError(
      400,
      'screen_mismatch',
      `The context is for screen ${JSON.stringify(named)}, not ${JSON.stringify(screen)}`,
      'context.screen.name',
    );
  }

  const screensRoot = resolve(projectDir, 'screens');
  const dir = resolve(fixtureDir(projectDir, screen));
  const file = join(dir, `${name}.json`);
  if (!file.startsWith(screensRoot + sep)) {
    throw new ApiError(
      400,
      'invalid_variant_name',
      'The variant file must stay in screens/',
      'name',
    );
  }
  if (!input.overwrite && (await exists(file))) {
    throw new ApiError(
      409,
      'variant_exists',
      `${relative(projectDir, file)} exists: choose another name or send "overwrite": true`,
      'name',
    );
  }
  const state = (context.transaction as { state: string }).state;
  const fixture = contextDiff(await input.baseline(state), context) ?? {};
  await mkdir(dir, { recursive: true });
  await writeFile(file, `${JSON.stringify(fixture, null, 2)}\n`);
  return { variant: name, file: relative(projectDir, file).split(sep).join('/'), fixture };
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
