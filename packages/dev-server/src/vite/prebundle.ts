/**
 * `vite dev` pre-bundles the @screenkit packages a project's pages import, linked or installed.
 *
 * Vite pre-bundles an installed dependency into a few files, but serves a linked one (a
 * workspace package, `pnpm link`, the starters in this repository) as source: ~130 modules of
 * @screenkit/core and @screenkit/react per page. The gallery (`/preview`) opens a dozen pages
 * at once, all on one renderer thread of the browser, and each page fetched, revalidated and
 * evaluated every one of them: its first screenful took 5 to 7.5 s inside the React starter
 * against 0.8 s on the standalone server (bench/gallery.bench.mjs). Listed in
 * `optimizeDeps.include`, a linked package is bundled like an installed one (Vite's advice for
 * linked dependencies), and an installed one is never discovered late (a late discovery
 * re-optimizes and reloads every open page).
 *
 * A linked package is then read once per optimization: after editing its sources, restart with
 * `vite --force`, or pass `prebundle: false` to serve it as source.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The browser packages whose entries pages import. */
const PACKAGES = ['@screenkit/core', '@screenkit/react'];
/** Entries no page imports: the test kits (they need a test runner) and the fixtures data. */
const NOT_FOR_PAGES = new Set(['./testing', './fixtures', './package.json']);

/** `name`'s package.json as Node would find it from `root` (node_modules of root and above). */
function findPackage(root: string, name: string): string | undefined {
  for (let dir = root; ; dir = dirname(dir)) {
    const file = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return file;
    if (dirname(dir) === dir) return undefined;
  }
}

/** The page entries of the @screenkit packages the project has, e.g. `@screenkit/core/passkeys`. */
export function screenkitPageEntries(root: string): string[] {
  const entries: string[] = [];
  for (const name of PACKAGES) {
    const file = findPackage(root, name);
    if (!file) continue;
    const { exports } = JSON.parse(readFileSync(file, 'utf8')) as { exports?: object };
    for (const key of Object.keys(exports ?? { '.': '' })) {
      if (NOT_FOR_PAGES.has(key) || key.includes('*') || !key.startsWith('.')) continue;
      // A stylesheet is no module to pre-bundle (Vite warns "Cannot optimize dependency").
      if (key.endsWith('.css')) continue;
      entries.push(key === '.' ? name : `${name}${key.slice(1)}`);
    }
  }
  return entries;
}

export function prebundleScreenkit(enabled: boolean): Plugin {
  return {
    name: 'screenkit:prebundle',
    apply: 'serve',
    config(config) {
      if (!enabled) return undefined;
      // An entry the project (or a plugin before this one) keeps out of pre-bundling stays out.
      const excluded = config.optimizeDeps?.exclude ?? [];
      const include = screenkitPageEntries(resolve(config.root ?? process.cwd())).filter(
        (entry) => !excluded.some((out) => entry === out || entry.startsWith(`${out}/`)),
      );
      return include.length > 0 ? { optimizeDeps: { include } } : undefined;
    },
  };
}
