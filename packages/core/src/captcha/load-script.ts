// Loads a provider script once per page and resolves with its global when the script calls
// back (or fires `load`, for friendly_captcha). Touches `document` only when called, and the
// page's: a screen rendered into a frame loads the script there (shared/screen-window.ts).
import { ScreenkitError } from '../errors/screenkit-error.js';
import { type ScreenWindow, screenWindow } from '../shared/screen-window.js';
import type { CaptchaConfig } from './captcha-config.js';

export class CaptchaLoadError extends ScreenkitError {
  override name = 'CaptchaLoadError';
  declare readonly code: 'captcha_script_failed' | 'captcha_no_document';
}

type Loading = Map<string, { promise: Promise<unknown>; element: HTMLScriptElement }>;
/** Per page, each script being or already loaded, with its element: a removed one loads again. */
const loadingOn = new WeakMap<ScreenWindow, Loading>();

function globalAt(win: ScreenWindow, path: string | null): unknown {
  if (!path) return undefined;
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], win);
}

/**
 * Injects `config.script` (once per page) into `page` (default: this window) and resolves with
 * the provider's global there (e.g. `grecaptcha`).
 */
export function loadCaptchaScript(config: CaptchaConfig, page?: Window): Promise<unknown> {
  const script = config.script;
  if (!script) return Promise.resolve(undefined);
  const win = screenWindow(page);
  const loading: Loading = loadingOn.get(win) ?? new Map();
  loadingOn.set(win, loading);
  const existing = loading.get(script.src);
  if (existing?.element.isConnected) return existing.promise;
  const doc = win.document;
  if (!doc)
    return Promise.reject(
      new CaptchaLoadError('captcha_no_document', '', 'Captcha scripts load in a browser only.'),
    );
  const element = doc.createElement('script');
  const promise = new Promise<unknown>((resolve, reject) => {
    element.src = script.src;
    element.async = true;
    element.defer = true;
    if (script.callbackName) {
      // Arkose hands its enforcement object to the callback; the others just signal readiness.
      win[script.callbackName] = (arg?: unknown) => {
        delete win[script.callbackName as string];
        resolve(arg ?? globalAt(win, config.global));
      };
      if (script.callbackAttribute)
        element.setAttribute(script.callbackAttribute, script.callbackName);
    } else {
      element.addEventListener('load', () => resolve(globalAt(win, config.global)));
    }
    element.addEventListener('error', () => {
      loading.delete(script.src);
      element.remove();
      reject(
        new CaptchaLoadError(
          'captcha_script_failed',
          'screen.captcha',
          `Could not load the ${config.provider} script from ${script.src}.`,
        ),
      );
    });
    doc.body.appendChild(element);
  });
  loading.set(script.src, { promise, element });
  return promise;
}
