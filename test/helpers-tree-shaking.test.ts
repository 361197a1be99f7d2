/**
 * Each core helper stays out of bundles that do not use it: importing one helper from the main
 * entry (or its subpath) pulls in only its own folder, the shared error/path readers and the
 * shape checks.
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
    // The shape checks count on their own: the rest of catalogue/ (every screen's name) may not come.
    .map((file) =>
      file.endsWith('packages/core/src/catalogue/shape.ts')
        ? 'catalogue/shape'
        : /packages\/core\/src\/([^/]+)\//.exec(file)?.[1],
    )
    .filter((folder): folder is string => folder !== undefined);
  return [...new Set(folders)].sort();
}

const ALLOWED_SHARED = ['catalogue/shape', 'context', 'errors', 'shared'];

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
