/**
 * The preview as deployed: every screen the project builds gets, in the local tenant, the
 * settings `screenkit deploy` sends it (its committed tenant/ file, or the defaults where it has
 * none: rendering-configs.ts `deployedSettings`), so its page receives the context the deployed
 * page will. The rendering mode and head tags stay the local tenant's: the Vite page host
 * renders every page from the project's own index.html. A screen the project does not build
 * keeps what the local tenant has.
 */
import { join } from 'node:path';
import type { ScreenName } from '@screenkit/core';
import { CliError } from '../project/cli-error.js';
import { openProject } from '../project/project.js';
import { projectScreens } from '../project/project-screens.js';
import { deployedSettings } from '../project/rendering-configs.js';
import { promptOf } from '../project/screen-names.js';
import {
  readTenantFiles,
  type ScreenRendering,
  storeTenantFiles,
  TENANT_DIR,
} from '../project/tenant-files.js';
import type { Store } from '../store/store.js';
import {
  DEFAULT_RENDERING,
  type RenderingSettings,
  renderingKey,
  screenRenderings,
} from '../tenant/prompts.js';

/** The screens `screenkit build` bundles; none when the folder is no screenkit project. */
async function builtScreens(projectDir: string): Promise<ScreenName[]> {
  try {
    return await projectScreens(await openProject(projectDir));
  } catch (error) {
    if (error instanceof CliError && error.code === 'not_a_project') return [];
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Writes only what differs (a second start writes nothing). Returns the screens changed. */
export async function applyDeployedSettings(
  store: Store,
  projectDir: string,
  committed: readonly ScreenRendering[],
): Promise<string[]> {
  const renderings = screenRenderings(store);
  const changed: Array<[string, RenderingSettings]> = [];
  for (const screen of await builtScreens(projectDir)) {
    const own = committed.find((r) => r.screen === screen);
    const key = renderingKey(own?.prompt ?? promptOf(screen), screen);
    const stored = renderings.get(key);
    const wanted = { ...DEFAULT_RENDERING, ...stored, ...deployedSettings(own) };
    if (!same(stored, wanted)) changed.push([key, wanted]);
  }
  await renderings.setMany(changed);
  return changed.map(([key]) => key);
}

/**
 * The project's committed tenant/ files (settings and partials, as before), then deploy's
 * settings on every screen the project builds. Returns the screens whose settings changed.
 */
export async function applyProjectSettings(store: Store, projectDir: string): Promise<string[]> {
  const files = await readTenantFiles(join(projectDir, TENANT_DIR));
  await storeTenantFiles(store, files);
  return applyDeployedSettings(store, projectDir, files.renderings);
}
