/**
 * Each core helper stays out of bundles that do not use it: importing one helper from the main
 * entry (or its subpath) pulls in only its own folder and the shared error/path readers.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { CORE_BUNDLE_OPTIONS, inputsWithBytes } from './support/bundled-inputs.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

async function bundledFolders(source: string): Promise<string[]> {
  const result = await build({
    stdin: { contents: source, resolveDir: join(root, 'test'), loader: 'ts' },
    ...CORE_BUNDLE_OPTIONS,
  });
  const output = Object.values(result.metafile.outputs)[0];
  const folders = inputsWithBytes(output)
    .map((file) => /packages\/core\/src\/([^/]+)\//.exec(file)?.[1])
    .filter((folder): folder is string => folder !== undefined);
  return [...new Set(folders)].sort();
}

const ALLOWED_SHARED = ['context', 'errors', 'shared'];

describe('core helpers tree-shake', () => {
  it.each([
    ['passkeys', 'getPasskeyCredential'],
    ['polling', 'createPollingControl'],
    ['resend', 'createResendControl'],
    ['password', 'validatePassword'],
    ['username', 'validateUsername'],
    ['identifiers', 'getSignupIdentifiers'],
    ['captcha', 'readCaptcha'],
    ['theme', 'flattenTheme'],
    ['federated', 'getFederatedButtons'],
  ])('%s: only its folder from the main entry and from its subpath', async (folder, name) => {
    for (const from of ['@screenkit/core', `@screenkit/core/${folder}`]) {
      const folders = await bundledFolders(
        `import { ${name} } from '${from}'; console.log(${name});`,
      );
      expect(folders.filter((f) => !ALLOWED_SHARED.includes(f))).toEqual([folder]);
    }
  });
});
