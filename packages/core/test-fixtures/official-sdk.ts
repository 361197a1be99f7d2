// The official SDK's internal helpers, loaded from its dist by file path (its package exports
// only expose screen classes). Tests use them as oracles: same input, same output.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PACKAGE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../node_modules/@auth0/auth0-acul-js/dist',
);

/** Imports `dist/<file>` of @auth0/auth0-acul-js@1.8.0, e.g. `utils/passkeys.js`. */
export function importOfficial<T>(file: string): Promise<T> {
  return import(/* @vite-ignore */ pathToFileURL(join(PACKAGE, file)).href) as Promise<T>;
}

type ScreenClass<T> = new () => T;

/**
 * An instance of the official SDK's screen class over `context`. The SDK caches the context in a
 * static of its BaseContext on first use; that cache is cleared so each call sees its own context.
 */
export async function officialScreen<T>(
  screen: string,
  className: string,
  context: unknown,
): Promise<T> {
  const module = await importOfficial<Record<string, ScreenClass<T>>>(`screens/${screen}/index.js`);
  const Screen = (module.default ?? module[className]) as ScreenClass<T>;
  let base: unknown = Screen;
  while (Object.getPrototypeOf(base) !== Function.prototype) base = Object.getPrototypeOf(base);
  (base as { context: unknown }).context = null;
  (globalThis as { universal_login_context?: unknown }).universal_login_context = context;
  (window as unknown as { universal_login_context?: unknown }).universal_login_context = context;
  return new Screen();
}
