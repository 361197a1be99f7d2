/**
 * What `screenkit check` renders: every screen folder of the project (as `screenkit build`
 * finds them) times every variant the dev server has for it (the built-in ones, `locale`
 * included, plus the project's `screens/<prompt>/<screen>/<variant>.json`), each at its
 * preview URL.
 */
import { promptOfScreen, type ScreenName } from '@screenkit/core';
import { projectScreens } from '../cli/build.js';
import { CliError } from '../cli/cli-error.js';
import type { Project } from '../cli/project.js';
import { listVariants } from '../fixtures/index.js';

export interface CheckPage {
  prompt: string;
  screen: ScreenName;
  variant: string;
  /** `<screen>/<variant>`: names the baseline, the report entry and the summary line. */
  id: string;
  /** Path on the pages server: `/preview/<prompt>/<screen>?variant=<variant>`. */
  path: string;
}

export interface MatrixFilter {
  screens?: readonly ScreenName[];
  variants?: readonly string[];
}

export async function checkMatrix(
  project: Project,
  filter: MatrixFilter = {},
): Promise<CheckPage[]> {
  const own = await projectScreens(project);
  for (const screen of filter.screens ?? []) {
    if (!own.includes(screen))
      throw new CliError(
        'invalid_option',
        '--screens',
        `The project has no screen folder src/screens/${screen} (it has ${own.join(', ') || 'none'})`,
      );
  }
  const screens = filter.screens ? own.filter((s) => filter.screens?.includes(s)) : own;
  const pages: CheckPage[] = [];
  for (const screen of screens.sort()) {
    const prompt = promptOfScreen(screen) as string;
    const variants = await listVariants(screen, project.dir);
    for (const variant of variants) {
      if (filter.variants && !filter.variants.includes(variant)) continue;
      pages.push({
        prompt,
        screen,
        variant,
        id: `${screen}/${variant}`,
        path: `/preview/${prompt}/${screen}?variant=${encodeURIComponent(variant)}`,
      });
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
