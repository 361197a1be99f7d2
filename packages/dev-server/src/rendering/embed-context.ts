/**
 * Puts the page context into an inline <script> without giving its data a way out. The
 * HTML tokenizer ends a script element at the first `</script` whatever JavaScript thinks
 * of it, and `<!--` can switch it into a state where `</script>` no longer ends it; U+2028
 * and U+2029 ended string literals before ES2019. Escaping `<`, `>`, `&` and both separators
 * as `\uXXXX` inside the JSON leaves the value identical for JavaScript and leaves no markup
 * for the HTML parser to see.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON text safe to place verbatim inside a <script> element. */
export function toScriptSafeJson(value: unknown): string {
  const json = JSON.stringify(value);
  // JSON.stringify(undefined) is undefined; the page must still parse.
  if (json === undefined) return 'null';
  return json.replace(UNSAFE, (char) => ESCAPES[char] as string);
}

/** The <script> that sets `window.universal_login_context`, as the service's page does. */
export function contextScript(context: unknown, nonce?: string): string {
  const nonceAttribute = nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"` : '';
  return `<script${nonceAttribute}>window.universal_login_context = ${toScriptSafeJson(context)};</script>`;
}
