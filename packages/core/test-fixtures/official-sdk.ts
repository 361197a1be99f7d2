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
