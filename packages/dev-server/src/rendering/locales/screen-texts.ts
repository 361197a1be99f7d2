/**
 * The texts a login page carries in `screen.texts`, in the locale the service picks: the first
 * of the request's `ui_locales` that the tenant enables, else the tenant's first locale. The
 * dev tenant speaks English and French, with the default screens' built-in texts (core's
 * default-screens/texts: one table for the pages, the fixtures and the default screens), the
 * application's and the tenant's names filled in as the service does. Other placeholders
 * (`${email|...}`) are the page's to fill from its own data.
 */

import type { ScreenName } from '@screenkit/core';
import { fillNames, pageTexts } from '@screenkit/core/default-screens/texts/index';

export const SUPPORTED_LOCALES = ['en', 'fr'] as const;
type Locale = (typeof SUPPORTED_LOCALES)[number];
type Texts = Record<string, string>;

/**
 * The screen's texts in `locale` (an unsupported locale gets English), with `${clientName}` and
 * `${companyName}` filled in.
 */
export function screenTexts(
  screen: string,
  locale: string,
  names: { clientName: string; companyName: string },
): Texts {
  const language: Locale = (SUPPORTED_LOCALES as readonly string[]).includes(locale)
    ? (locale as Locale)
    : 'en';
  const texts: Texts = pageTexts(screen as ScreenName, language);
  texts.pageTitle = `${texts.title ?? screen} | \${companyName}`;
  const filled: Texts = {};
  for (const [key, value] of Object.entries(texts)) filled[key] = fillNames(value, names);
  return filled;
}
