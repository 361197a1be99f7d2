// Every value a template prints goes through `escapeHtml` (the compiler is patched to call it
// instead of Handlebars' own), so no data can produce markup.

const ENTITIES: Record<number, string> = {
  38: '&amp;',
  60: '&lt;',
  62: '&gt;',
  34: '&quot;',
  39: '&#x27;',
  96: '&#x60;',
  61: '&#x3D;',
};

/** One of & < > " ' ` = (the test runs in native code: most values have none). */
const SPECIAL = /[&<>"'`=]/;

function isSpecial(c: number): boolean {
  return c === 38 || c === 60 || c === 62 || c === 34 || c === 39 || c === 96 || c === 61;
}

function escapeFrom(text: string, first: number): string {
  let out = text.slice(0, first);
  let last = first;
  for (let i = first; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isSpecial(c)) {
      out += text.slice(last, i) + (ENTITIES[c] as string);
      last = i + 1;
    }
  }
  return out + text.slice(last);
}

/**
 * Text for HTML, safe in element content and quoted attribute values. Strings, numbers, booleans
 * and bigints print; `null`, `undefined`, objects, arrays and functions print nothing
 * (Handlebars would print "[object Object]", or call a `toString` or `toHTML` the data brings).
 * `=` and backtick are escaped too, as Handlebars does.
 */
export function escapeHtml(value: unknown): string {
  if (typeof value !== 'string') {
    return typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'
      ? String(value)
      : '';
  }
  return SPECIAL.test(value) ? escapeFrom(value, value.search(SPECIAL)) : value;
}

const SAFE_SCHEMES = /^(?:https?|mailto|tel):/i;
const ANY_SCHEME = /^[^/?#]*?:/;
// Browsers ignore these inside a scheme ("java\tscript:" still runs), so drop them first.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
const IGNORED = /[\u0000-\u0020\u007f-\u009f]/g;

/**
 * A URL that cannot run script: http(s), mailto and tel URLs and relative ones pass; any other
 * scheme (`javascript:`, `data:`, `vbscript:`...) becomes `about:blank`. Templates apply it by
 * themselves to a value that starts a URL attribute (`href="{{x}}"`, `src`, `action`...); the
 * result is then escaped like any printed value (so it is not escaped here).
 */
export function safeUrl(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const compact = value.replace(IGNORED, '');
  return ANY_SCHEME.test(compact) && !SAFE_SCHEMES.test(compact) ? 'about:blank' : value;
}
