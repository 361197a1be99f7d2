/**
 * Every screen's built-in texts by screen name (the per-screen files import theirs from the
 * area modules directly; this table serves tools: the dev server's `screen.texts`, fixtures,
 * the code generator).
 */
import { listScreens, type ScreenName } from '../../catalogue/catalogue.js';
import * as account from './account.js';
import { COMMON_TEXTS } from './common.js';
import * as consent from './consent.js';
import * as login from './login.js';
import type { ScreenTexts } from './lookup.js';
import * as mfa from './mfa.js';
import * as organizations from './organizations.js';
import * as resetPassword from './reset-password.js';

export { fillNames } from './lookup.js';
export { COMMON_TEXTS };

/** The area modules (`@screenkit/core/default-screens/texts/<area>`) and their exports. */
export const TEXT_MODULES: Readonly<Record<string, Readonly<Record<string, ScreenTexts>>>> = {
  account,
  consent,
  login,
  mfa,
  organizations,
  'reset-password': resetPassword,
};

/** `mfa-email-challenge` -> `mfaEmailChallenge`. */
export const camelName = (screen: string) =>
  screen.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Where a screen's texts are exported: its area module and export name. */
export function textsExport(screen: ScreenName): { module: string; name: string } | undefined {
  const name = `${camelName(screen)}Texts`;
  for (const [module, exports] of Object.entries(TEXT_MODULES))
    if (Object.hasOwn(exports, name)) return { module, name };
  return undefined;
}

/** The built-in texts of every screen. */
export const DEFAULT_TEXTS = Object.fromEntries(
  listScreens().map((screen) => {
    const found = textsExport(screen);
    return [screen, found ? TEXT_MODULES[found.module]?.[found.name] : undefined];
  }),
) as Readonly<Record<ScreenName, ScreenTexts | undefined>>;

/** The shared texts a page's `screen.texts` carries beside its own (the buttons most screens show). */
export const SHARED_TEXT_KEYS = ['buttonText', 'backText', 'tryAnotherMethodText'] as const;

/** What the service puts in `screen.texts` for `screen` in `language` (names not yet filled). */
export function pageTexts(screen: ScreenName, language: string): Record<string, string> {
  const common = COMMON_TEXTS[language] ?? COMMON_TEXTS.en;
  const own = DEFAULT_TEXTS[screen];
  const texts: Record<string, string> = {};
  for (const key of SHARED_TEXT_KEYS) texts[key] = common[key] as string;
  return { ...texts, ...(own?.[language] ?? own?.en) };
}
