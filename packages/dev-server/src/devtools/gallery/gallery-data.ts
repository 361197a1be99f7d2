/**
 * What the gallery (and `GET /_screenkit/screens`) lists: every screen of the catalogue with
 * its variants (built-in ones and the project's files), the tenant's locales and the themes.
 */
import { listFixtureScreens } from '@screenkit/core/fixtures';
import { listVariants } from '../../rendering/load-fixture.js';
import { THEME_NAMES } from '../../rendering/preview-options.js';
import type { Store } from '../../store/store.js';
import { tenantSettings } from '../../tenant/settings.js';
import type { GalleryData, GalleryScreen } from './gallery-page.js';

export function screensWithVariants(projectDir: string | undefined): Promise<GalleryScreen[]> {
  return Promise.all(
    listFixtureScreens().map(async (entry) => ({
      ...entry,
      variants: await listVariants(entry.screen, projectDir),
    })),
  );
}

export async function galleryData(
  store: Store,
  projectDir: string | undefined,
): Promise<GalleryData> {
  return {
    screens: await screensWithVariants(projectDir),
    locales: tenantSettings(store).enabled_locales,
    themes: THEME_NAMES,
  };
}
