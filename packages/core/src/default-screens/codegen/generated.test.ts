/**
 * The committed default screens are exactly what their layouts generate (emit.ts, formatted by
 * the repository's Biome): a layout changed without regenerating fails here, naming the files.
 * Regenerate with `SCREENKIT_WRITE_SCREENS=1 npx vitest run packages/core/src/default-screens/codegen`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { listScreens } from '../../catalogue/catalogue.js';
import { emitDomScreen, emitReactScreen, screenNames } from './emit.js';

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const DOM_DIR = 'packages/core/src/dom/screens';
const REACT_DIR = 'packages/react/src/screens';

function lazyIndex(kind: 'dom' | 'react'): string {
  const entries = listScreens().map((screen) => {
    const names = screenNames(screen);
    const file = `./${screen}.js`;
    const name = kind === 'dom' ? names.domExport : names.reactExport;
    return `  '${screen}': () => import('${file}').then((m) => m.${name}),`;
  });
  const type = kind === 'dom' ? `(root: HTMLElement) => MountedScreen` : 'ComponentType';
  const typeImport =
    kind === 'dom'
      ? `import type { MountedScreen } from '../index.js';`
      : `import type { ComponentType } from 'react';`;
  return `/**
 * Every default screen, loaded on demand: a project's development entry renders whichever
 * screen the page context names without bundling the other 90 into its first chunk.
 * Generated with the screens (default-screens/codegen in @screenkit/core).
 */
import type { ScreenName } from '@screenkit/core';
${typeImport}

export const DEFAULT_SCREENS: Readonly<Record<ScreenName, () => Promise<${type}>>> = {
${entries.join('\n')}
};
`.replace(
    "from '@screenkit/core'",
    kind === 'dom' ? "from '../../catalogue/catalogue.js'" : "from '@screenkit/core'",
  );
}

function expectedFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const screen of listScreens()) {
    files.set(`${DOM_DIR}/${screen}.ts`, emitDomScreen(screen));
    files.set(`${REACT_DIR}/${screen}.tsx`, emitReactScreen(screen));
  }
  files.set(`${DOM_DIR}/index.ts`, lazyIndex('dom'));
  files.set(`${REACT_DIR}/index.ts`, lazyIndex('react'));
  return files;
}

/** The files as Biome formats them (one Biome run over a scratch copy). */
function formatted(files: Map<string, string>): Map<string, string> {
  const scratch = mkdtempSync(join(tmpdir(), 'screenkit-codegen-'));
  try {
    for (const [path, text] of files) {
      mkdirSync(dirname(join(scratch, path)), { recursive: true });
      writeFileSync(join(scratch, path), text);
    }
    writeFileSync(join(scratch, 'biome.json'), readFileSync(join(ROOT, 'biome.json')));
    execFileSync(join(ROOT, 'node_modules/.bin/biome'), ['check', '--write', '.'], {
      cwd: scratch,
      stdio: 'pipe',
    });
    return new Map(
      [...files.keys()].map((path) => [path, readFileSync(join(scratch, path), 'utf8')]),
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

test('every default screen file is what its layout generates', { timeout: 60_000 }, () => {
  const files = formatted(expectedFiles());
  if (process.env.SCREENKIT_WRITE_SCREENS === '1') {
    for (const [path, text] of files) {
      mkdirSync(dirname(join(ROOT, path)), { recursive: true });
      writeFileSync(join(ROOT, path), text);
    }
  }
  const stale = [...files].filter(
    ([path, text]) =>
      !existsSync(join(ROOT, path)) || readFileSync(join(ROOT, path), 'utf8') !== text,
  );
  expect(
    stale.map(([path]) => path),
    'regenerate: SCREENKIT_WRITE_SCREENS=1 npx vitest run packages/core/src/default-screens/codegen',
  ).toEqual([]);
});
