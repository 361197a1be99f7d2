import { ScreenkitError } from '@screenkit/core';

export type CliErrorCode =
  | 'unknown_screen'
  | 'unknown_template'
  | 'folder_not_empty'
  | 'not_a_project'
  | 'screen_exists'
  | 'build_failed'
  | 'no_manifest'
  | 'manifest_missing_screen'
  | 'invalid_option'
  | 'tenant_unreachable'
  | 'unauthorized'
  | 'forbidden'
  | 'rate_limited'
  | 'api_error'
  | 'invalid_answer'
  | 'unsafe_name'
  | 'token_failed'
  | 'invalid_config'
  | 'playwright_missing'
  | 'chromium_failed'
  | 'pages_failed'
  | 'not_a_checkout'
  | 'not_built'
  | 'stale_build'
  | 'pack_failed';

/**
 * A command cannot go on: the CLI prints the message as one line and exits non-zero. `path` is
 * the offending option, file or screen. Both are made printable here (printable()): they often
 * carry what a tenant answered, which may hold newlines or terminal escapes.
 */
export class CliError extends ScreenkitError {
  override name = 'CliError';
  declare readonly code: CliErrorCode;

  constructor(code: CliErrorCode, path: string, message: string) {
    super(code, printable(path), printable(message));
  }
}

/** Control characters (newlines, terminal escapes) as their JSON escapes: one line, inert. */
export function printable(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => {
    const json = JSON.stringify(c).slice(1, -1);
    return json === c ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : json;
  });
}

/** A value named in a message: quoted as JSON, cut at 80 characters. */
export function quote(value: unknown): string {
  const text = typeof value === 'string' ? value : String(JSON.stringify(value));
  const cut = text.length > 80 ? `${text.slice(0, 80)}…` : text;
  return JSON.stringify(cut);
}

/** A short excerpt of a text answer (an error page): tags dropped, whitespace collapsed. */
export function excerpt(text: string, max = 120): string {
  const flat = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat || '(empty body)';
}
