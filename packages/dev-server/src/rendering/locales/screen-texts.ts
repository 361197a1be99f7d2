/**
 * The texts a login page carries in `screen.texts`, in the locale the service picks: the first
 * of the request's `ui_locales` that the tenant enables, else the tenant's first locale. The
 * dev tenant speaks English and French, with the default screens' built-in texts (core's
 * default-screens/texts: one table for the pages, the fixtures and the default screens). The
 * tenant's custom text (`/prompts/{prompt}/custom-text/{language}`) goes over them, and the
 * application's and the tenant's names are filled in as the service does. Other placeholders
 * (`${email|...}`) are the page's to fill from its own data.
 */

import type { ScreenName } from '@screenkit/core';
import { pageTexts } from '@screenkit/core/default-screens/texts/index';

export const SUPPORTED_LOCALES = ['en', 'fr'] as const;
type Locale = (typeof SUPPORTED_LOCALES)[number];
type Texts = Record<string, string>;

/** `${clientName}` (the service's form, the built-in texts') and `{clientName}` (older custom text). */
const PLACEHOLDER = /\$?\{(clientName|companyName)\}/g;

/**
 * The screen's texts in `locale` (an unsupported locale gets English), the tenant's `custom`
 * texts for that locale over them, with `${clientName}` and `${companyName}` filled in as the
 * service does. Other placeholders stay as written.
 */
export function screenTexts(
  screen: string,
  locale: string,
  names: { clientName: string; companyName: string },
  custom: Texts = {},
): Texts {
  const language: Locale = (SUPPORTED_LOCALES as readonly string[]).includes(locale)
    ? (locale as Locale)
    : 'en';
  const texts: Texts = pageTexts(screen as ScreenName, language);
  texts.pageTitle = `${texts.title ?? screen} | ${names.companyName}`;
  Object.assign(texts, custom);
  const filled: Texts = {};
  for (const [key, value] of Object.entries(texts))
    filled[key] = value.replace(PLACEHOLDER, (_, name: keyof typeof names) => names[name]);
  return filled;
}
