/**
 * Screen names as the CLI takes them: checked against core's catalogue, with the nearest
 * catalogue name suggested for a typo, the export each screen folder is expected to have, and
 * the module of screenkit's default screen (what a screen without a folder renders).
 */
import { isScreenName, listScreens, promptOfScreen, type ScreenName } from '@screenkit/core';
import { CliError } from './cli-error.js';

export type TemplateName = 'react' | 'js';
export const TEMPLATES: readonly TemplateName[] = ['react', 'js'];

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] as number;
}

/** The catalogue screen closest to `name` (edit distance). */
export function nearestScreen(name: string): ScreenName {
  let best = listScreens()[0] as ScreenName;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const screen of listScreens()) {
    const distance = levenshtein(name, screen);
    if (distance < bestDistance) [best, bestDistance] = [screen, distance];
  }
  return best;
}

export function checkScreen(name: string, path = 'screen'): ScreenName {
  if (isScreenName(name)) return name;
  throw new CliError(
    'unknown_screen',
    path,
    `Unknown screen "${name}": did you mean "${nearestScreen(name)}"? (\`screenkit add-screen --list\` lists all ${listScreens().length})`,
  );
}

/** `--screens a,b,c` to catalogue names, in the order given, without duplicates. */
export function parseScreenList(value: string, path = '--screens'): ScreenName[] {
  const names = value
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (names.length === 0) throw new CliError('invalid_option', path, `${path} names no screen`);
  return [...new Set(names.map((n) => checkScreen(n, path)))];
}

export function promptOf(screen: ScreenName): string {
  return promptOfScreen(screen) as string;
}

const pascal = (screen: string) =>
  screen.replace(/(?:^|-)([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The export a screen folder must have: `LoginIdScreen` (react), `renderLoginIdScreen` (js). */
export function screenExport(template: TemplateName, screen: string): string {
  return template === 'react' ? `${pascal(screen)}Screen` : `render${pascal(screen)}Screen`;
}

/** The folder's entry file: `src/screens/<screen>/index.tsx` (react) or `index.ts` (js). */
export function screenEntryFile(template: TemplateName, screen: string): string {
  return `src/screens/${screen}/index.${template === 'react' ? 'tsx' : 'ts'}`;
}

/** Where screenkit's default screen lives: `@screenkit/react/screens/<screen>` or `@screenkit/core/dom/screens/<screen>`. */
export function defaultScreenModule(template: TemplateName, screen: string): string {
  return template === 'react'
    ? `@screenkit/react/screens/${screen}`
    : `@screenkit/core/dom/screens/${screen}`;
}
