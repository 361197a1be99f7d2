// Every value a template prints goes through `escapeHtml` (the compiler is patched to call it
// instead of Handlebars' own), so no data can produce markup.

const SPECIAL = /[&<>"'`=]/;
const SPECIALS = /[&<>"'`=]/g;
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
  '`': '&#x60;',
  '=': '&#x3D;',
};
const entity = (c: string) => ENTITIES[c] as string;

/**
 * Text for HTML, safe in element content and quoted attribute values. Strings, numbers, booleans
 * and bigints print; `null`, `undefined`, objects and arrays print nothing (Handlebars would print
 * "[object Object]", or call a `toString` an attacker controls). `=` and backtick are escaped too,
 * as Handlebars does.
 */
export function escapeHtml(value: unknown): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  else return '';
  return SPECIAL.test(text) ? text.replace(SPECIALS, entity) : text;
}

const SAFE_SCHEMES = /^(?:https?|mailto|tel):/i;
const ANY_SCHEME = /^[^/?#]*?:/;
// Browsers ignore these inside a scheme ("java\tscript:" still runs), so drop them first.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
const IGNORED = /[\u0000-\u0020\u007f-\u009f]/g;

/**
 * A URL that cannot run script: http(s), mailto and tel URLs and relative ones pass; any other
 * scheme (`javascript:`, `data:`, `vbscript:`...) becomes `about:blank`. Templates apply it by
 * themselves to a value that starts a URL attribute (`href="{{x}}"`, `src`, `action`...).
 */
export function safeUrl(value: unknown): string {
  if (typeof value !== 'string') return escapeHtml(value);
  const compact = value.replace(IGNORED, '');
  if (ANY_SCHEME.test(compact) && !SAFE_SCHEMES.test(compact)) return 'about:blank';
  return escapeHtml(value);
}
