/**
 * What @screenkit/dev-server packs (the tarball `screenkit init` vendors, packed as
 * check-packages.mjs and bench/pack-size.bench.mjs pack it): the CLI runs from its bundle
 * (dist/screenkit.bundle.mjs and its chunks), so the commands' modules are left to it instead of
 * shipping a second time with their maps, declarations and sources; and check-packages' rule
 * that every module a packed module imports is packed, which keeps that cut safe.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { unpack } from '@publint/pack';
import { describe, expect, test } from 'vitest';
import { checkoutAt, packFromCheckout } from '../packages/dev-server/src/project/checkout-packs.js';
import { packingProblems } from '../scripts/check-packages.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const encoder = new TextEncoder();
const file = (name: string, text: string) => ({ name, data: encoder.encode(text) });
const CHANGELOG = file('CHANGELOG.md', '');

describe('check-packages: every module a packed module imports is packed', () => {
  test('an import of a module left out is named, in code and in declarations', () => {
    expect(
      packingProblems([
        CHANGELOG,
        file(
          'dist/a.js',
          "import { b } from './b.js';\nexport const lazy = () => import('./c.js');",
        ),
        file(
          'dist/a.d.ts',
          "import type { B } from './b.js';\nexport declare const c: import('./c.js').C;",
        ),
        file('dist/b.js', ''),
      ]),
    ).toEqual([
      'dist/a.js: imports ./c.js, which is not packed',
      'dist/a.d.ts: imports ./b.js, which is not packed',
      'dist/a.d.ts: imports ./c.js, which is not packed',
    ]);
  });

  test('code shown in a template string or a comment, an asset, a package: not imports', () => {
    expect(
      packingProblems([
        CHANGELOG,
        file(
          'dist/starter.js',
          "/** `import x from './gone.js'` */\nimport 'node:fs';\nimport { z } from 'zod';\nexport const test = `\nimport { mount } from '../src/mount.js';\n`;",
        ),
        file('dist/partial.d.ts', "import consent from './consent.hbs';\nexport default consent;"),
      ]),
    ).toEqual([]);
  });
});

describe('@screenkit/dev-server packed', () => {
  test('the CLI runs from its bundle: the commands are not packed a second time', async () => {
    const checkout = checkoutAt(ROOT);
    if (!checkout) throw new Error(`${ROOT} is not a screenkit checkout`);
    const [devServer] = await packFromCheckout(checkout, ['@screenkit/dev-server']).then((all) =>
      all.filter((p) => p.name === '@screenkit/dev-server'),
    );
    const { files, rootDir } = await unpack(
      new Uint8Array(await readFile(devServer?.tarball ?? '')),
    );
    const packed = files.map((f) => ({ ...f, name: f.name.slice(rootDir.length + 1) }));
    const names = new Set(packed.map((f) => f.name));
    // What the bin runs, and what the library's exports (the Vite plugin) need.
    for (const kept of [
      'bin/screenkit.js',
      'dist/screenkit.bundle.mjs',
      'dist/index.js',
      'dist/vite/index.js',
      'dist/project/tenant-files.js',
      'src/project/tenant-files.ts',
    ])
      expect(names, kept).toContain(kept);
    // Commands only the CLI runs: in the bundle, not again as modules, maps, types, sources.
    for (const left of [
      'dist/cli.js',
      'src/cli.ts',
      'dist/project/deploy.js',
      'dist/project/deploy.js.map',
      'dist/project/deploy.d.ts',
      'src/project/deploy.ts',
      'dist/project/check/run-check.js',
      'dist/fixtures/seed-command.js',
    ])
      expect(names, left).not.toContain(left);
    expect(packingProblems(packed)).toEqual([]);
  }, 120_000);
});
