/**
 * What `screenkit check` renders: every screen the project renders (all of the catalogue: its
 * own folders and screenkit's default screens, as `screenkit build` bundles them) times every
 * variant the dev server has for it (the built-in ones plus the project's
 * `screens/<prompt>/<screen>/<variant>.json`) times the locales asked for, each at its
 * preview URL. The tenant's default locale is the page as the project shows it (no `locale=`,
 * baseline `<screen>/<variant>.png`); another locale is the preview's `locale=<tag>` layer
 * (baseline `<screen>/<variant>.<tag>.png`: variant names have no dots, so the names never mix).
 */
import { promptOfScreen, type ScreenName } from '@screenkit/core';
import { listVariants } from '../../rendering/load-fixture.js';
import { readPreviewOptions } from '../../rendering/preview-options.js';
import { DEFAULT_TENANT_SETTINGS } from '../../tenant/settings.js';
import { CliError } from '../cli-error.js';
import type { Project } from '../project.js';
import { projectScreens } from '../project-screens.js';

/**
 * The locale a page shows without `locale=`: the tenant's first enabled locale. The check's
 * tenant comes from committed files only, which set no locales: the dev tenant's default.
 */
export const DEFAULT_LOCALE = DEFAULT_TENANT_SETTINGS.enabled_locales[0] ?? 'en';

export interface CheckPage {
  prompt: string;
  screen: ScreenName;
  variant: string;
  locale: string;
  /** `<screen>/<variant>` or `<screen>/<variant>.<locale>`: names the baseline and the report entry. */
  id: string;
  /** The baseline's path in the baselines folder: `<id>.png`. */
  baseline: string;
  /** Path on the pages server: `/preview/<prompt>/<screen>?variant=<variant>[&locale=<locale>]`. */
  path: string;
}

export interface MatrixFilter {
  screens?: readonly ScreenName[];
  variants?: readonly string[];
  /** Default: the default locale only. */
  locales?: readonly string[];
}

/** `fr`, `pt-BR`: the tags a preview URL accepts (the gallery's locale filter uses the same). */
export function checkLocales(locales: readonly string[]): string[] {
  if (locales.length === 0)
    throw new CliError(
      'invalid_option',
      '--locales',
      '--locales needs at least one locale, e.g. en,fr',
    );
  for (const locale of locales) {
    try {
      readPreviewOptions({ locale });
    } catch (error) {
      throw new CliError('invalid_option', '--locales', (error as Error).message);
    }
  }
  return [...new Set(locales)];
}

/** The page of one screen, variant and locale. */
export function checkPage(screen: ScreenName, variant: string, locale: string): CheckPage {
  const prompt = promptOfScreen(screen) as string;
  const id = locale === DEFAULT_LOCALE ? `${screen}/${variant}` : `${screen}/${variant}.${locale}`;
  const query = `variant=${encodeURIComponent(variant)}${locale === DEFAULT_LOCALE ? '' : `&locale=${encodeURIComponent(locale)}`}`;
  return {
    prompt,
    screen,
    variant,
    locale,
    id,
    baseline: `${id}.png`,
    path: `/preview/${prompt}/${screen}?${query}`,
  };
}

export async function checkMatrix(
  project: Project,
  filter: MatrixFilter = {},
): Promise<CheckPage[]> {
  const own = await projectScreens(project);
  const locales = checkLocales(filter.locales ?? [DEFAULT_LOCALE]);
  const screens = filter.screens ? own.filter((s) => filter.screens?.includes(s)) : own;
  const pages: CheckPage[] = [];
  for (const locale of locales) {
    for (const screen of [...screens].sort()) {
      for (const variant of await listVariants(screen, project.dir)) {
        if (filter.variants && !filter.variants.includes(variant)) continue;
        pages.push(checkPage(screen, variant, locale));
      }
    }
  }
  if (pages.length === 0)
    throw new CliError(
      'invalid_option',
      filter.variants ? '--variants' : 'src/screens',
      filter.variants
        ? `No screen of the project has the variants ${filter.variants.join(', ')}`
        : 'The project has no screen folders to check (add one with `screenkit add-screen`)',
    );
  return pages;
}
