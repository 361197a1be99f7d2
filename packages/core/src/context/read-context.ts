import { ContextError } from '../errors/context-error.js';
import { screenWindow } from '../shared/screen-window.js';
import type { UniversalLoginContext } from './types.js';
import { validateContext } from './validate-context.js';

/** Where a context can come from: the page (default), an object, or JSON text. */
export type ContextSource = UniversalLoginContext | Record<string, unknown> | string;

/**
 * Returns the validated page context. With no source it reads
 * `window.universal_login_context` at call time (never at import time, and never cached, so a
 * later call sees a context the page replaced), of `page` when given (a same-origin frame a
 * screen is rendered into); it also takes an object or a JSON string.
 */
export function readContext(source?: ContextSource, page?: Window): UniversalLoginContext {
  return parseContextSource(source, validateContext, page);
}

/**
 * `readContext` with the check passed in (`bindScreen` passes the catalogue-free one); no
 * source: the context of `page` (a frame the screen is rendered into), else of this window.
 */
export function parseContextSource(
  source: ContextSource | undefined,
  validate: (value: unknown) => UniversalLoginContext,
  page?: Window,
): UniversalLoginContext {
  let value: unknown = source;
  if (source === undefined) {
    const win = screenWindow(page).window as { universal_login_context?: unknown } | undefined;
    value = win?.universal_login_context;
  } else if (typeof source === 'string') {
    try {
      value = JSON.parse(source);
    } catch (error) {
      throw new ContextError(
        'context_invalid_json',
        '',
        `The login page context is not valid JSON: ${(error as Error).message}`,
      );
    }
  }
  return validate(value);
}
