/**
 * The tenant's custom text (`/api/v2/prompts/{prompt}/custom-text/{language}`): per prompt and
 * language, `{ "<screen>": { "<key>": "<text>" } }`. Pages show it in `screen.texts` over the
 * built-in texts (rendering/locales/screen-texts.ts).
 */
import type { Collection, Store } from '../store/store.js';

/** One prompt's texts in one language: screen -> key -> text. */
export type PromptTexts = Record<string, Record<string, string>>;

/** The languages the service takes custom text in (the official client's PromptLanguageEnum). */
export const PROMPT_LANGUAGES: ReadonlySet<string> = new Set(
  (
    'am ar ar-EG ar-SA az bg bn bs ca-ES cnr cs cy da de el en en-CA es es-AR es-MX et eu-ES ' +
    'fa fi fr fr-CA fr-FR gl-ES gu he hi hr hu hy id is it ja ka kk kn ko lt lv mk ml mn mr ms ' +
    'my nb nl nn no pa pl pt pt-BR pt-PT ro ru sk sl so sq sr sv sw ta te th tl tr uk ur vi zgh ' +
    'zh-CN zh-HK zh-MO zh-TW'
  ).split(' '),
);

export const customTextKey = (prompt: string, language: string): string => `${prompt}/${language}`;

/** Keyed by `<prompt>/<language>`; a prompt and language never set has no record. */
export const customTexts = (store: Store): Collection<PromptTexts> =>
  store.collection('prompt-custom-text');

/**
 * The custom texts of one screen for a page in `locale`: the exact locale's (`fr-CA`) over
 * its language's (`fr`), so a tenant can write `fr` once and refine a region.
 */
export function screenCustomTexts(
  store: Store,
  prompt: string,
  screen: string,
  locale: string,
): Record<string, string> {
  const all = customTexts(store);
  const language = locale.split('-')[0] ?? locale;
  const general = language === locale ? undefined : all.get(customTextKey(prompt, language));
  const exact = all.get(customTextKey(prompt, locale));
  return { ...general?.[screen], ...exact?.[screen] };
}
