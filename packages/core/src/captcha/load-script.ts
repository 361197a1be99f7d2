// Loads a provider script once per page and resolves with its global when the script calls
// back (or fires `load`, for friendly_captcha). Touches `document` only when called.
import { ScreenkitError } from '../errors/screenkit-error.js';
import type { CaptchaConfig } from './captcha-config.js';

export class CaptchaLoadError extends ScreenkitError {
  declare readonly code: 'captcha_script_failed' | 'captcha_no_document';
}

/** Each script being or already loaded, with its element: a removed element loads again. */
const loading = new Map<string, { promise: Promise<unknown>; element: HTMLScriptElement }>();

function globalAt(path: string | null): unknown {
  if (!path) return undefined;
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value as Record<string, unknown> | undefined)?.[key],
      globalThis,
    );
}

/** Injects `config.script` (once) and resolves with the provider's global (e.g. `grecaptcha`). */
export function loadCaptchaScript(config: CaptchaConfig): Promise<unknown> {
  const script = config.script;
  if (!script) return Promise.resolve(undefined);
  const existing = loading.get(script.src);
  if (existing?.element.isConnected) return existing.promise;
  const doc = (globalThis as { document?: Document }).document;
  if (!doc)
    return Promise.reject(
      new CaptchaLoadError('captcha_no_document', '', 'Captcha scripts load in a browser only.'),
    );
  const element = doc.createElement('script');
  const promise = new Promise<unknown>((resolve, reject) => {
    element.src = script.src;
    element.async = true;
    element.defer = true;
    const g = globalThis as Record<string, unknown>;
    if (script.callbackName) {
      // Arkose hands its enforcement object to the callback; the others just signal readiness.
      g[script.callbackName] = (arg?: unknown) => {
        delete g[script.callbackName as string];
        resolve(arg ?? globalAt(config.global));
      };
      if (script.callbackAttribute)
        element.setAttribute(script.callbackAttribute, script.callbackName);
    } else {
      element.addEventListener('load', () => resolve(globalAt(config.global)));
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
