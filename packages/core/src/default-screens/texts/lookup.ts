/**
 * How a default screen finds a text: the page's `screen.texts[key]` (the tenant's custom text,
 * or the service's default in the page's language), else the screen's own table in the page's
 * language, else the shared table, else English. `${name}` placeholders (`${name|fallback}`
 * where the page may lack the value) are filled from `vars`
 * (what the part shows) and the page (`clientName`, `companyName`, `organizationName`, and the
 * screen's own string data such as `email`), each once, never parsed as markup by the renderers.
 */

export type Texts = Readonly<Record<string, string>>;

/** A screen's built-in texts: English (the fallback of every language) and French. */
export interface ScreenTexts {
  readonly en: Texts;
  readonly fr: Texts;
  readonly [language: string]: Texts | undefined;
}

export interface TextSource {
  readonly screen: { readonly texts?: Readonly<Record<string, string>>; readonly data?: unknown };
  readonly transaction: { readonly locale?: string };
  readonly client?: { readonly name?: string } | undefined;
  readonly tenant?: { readonly friendly_name?: string; readonly name?: string } | undefined;
  readonly organization?: { readonly display_name?: string; readonly name?: string } | undefined;
}

export type TextVars = Readonly<Record<string, string | number | undefined>>;

/** `fr-CA` -> `fr`; a language with no table reads English. */
export function languageOf(locale: string | undefined): string {
  return (locale ?? 'en').toLowerCase().split(/[-_]/)[0] || 'en';
}

function pageVars(source: TextSource): Record<string, string> {
  const vars: Record<string, string> = {};
  const data = source.screen.data;
  if (data && typeof data === 'object')
    for (const [key, value] of Object.entries(data))
      if (typeof value === 'string') vars[key] = value;
  // The tenant's name is in the context only when context_configuration asks for it; the
  // application's name always is: each stands in for the other rather than leave a gap.
  const company = source.tenant?.friendly_name || source.tenant?.name || source.client?.name;
  const client = source.client?.name || company;
  if (client) vars.clientName = client;
  if (company) vars.companyName = company;
  const organization = source.organization?.display_name ?? source.organization?.name;
  if (organization) vars.organizationName = organization;
  return vars;
}

/**
 * Fills `${name}` from `vars`, and `${name|fallback}` with the fallback when the page has no
 * such value; an unknown name without fallback is left as written, so a typo shows.
 */
export function fillText(text: string, vars: TextVars): string {
  return text.replace(/\$\{(\w+)(?:\|([^}]*))?\}/g, (whole, name: string, fallback?: string) => {
    const value = Object.hasOwn(vars, name) ? vars[name] : undefined;
    if (value !== undefined && value !== '') return String(value);
    return fallback ?? whole;
  });
}

/**
 * Fills only the application's and tenant's names, as the service fills a page's `screen.texts`
 * before sending it; the placeholders of the page's own data (`${email|...}`) stay for the page.
 */
export function fillNames(text: string, names: { clientName: string; companyName: string }) {
  return text
    .replaceAll('${clientName}', names.clientName)
    .replaceAll('${companyName}', names.companyName);
}

export type TextLookup = (key: string, vars?: TextVars) => string;

/** The text function of one page: `text('buttonText')`, `text('resendCooldownText', { seconds: 9 })`. */
export function textLookup(source: TextSource, own: ScreenTexts, common: ScreenTexts): TextLookup {
  const page = source.screen.texts ?? {};
  const language = languageOf(source.transaction.locale);
  const tables = [own[language], common[language], own.en, common.en].filter(
    (table): table is Texts => table !== undefined,
  );
  const known = pageVars(source);
  return (key, vars = {}) => {
    let text = Object.hasOwn(page, key) ? page[key] : undefined;
    for (const table of tables) {
      if (text !== undefined) break;
      if (Object.hasOwn(table, key)) text = table[key];
    }
    return fillText(text ?? key, { ...known, ...vars });
  };
}
