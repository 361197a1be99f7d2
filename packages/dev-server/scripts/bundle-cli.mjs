// Bundles the built CLI (dist/cli.js and everything it imports, dependencies included) into
// one file: Node then parses one module instead of hundreds, which roughly halves the time
// from `screenkit dev` to the first answered request (bench/http.bench.mjs measures it).
// `node scripts/bundle-cli.mjs <entry> <outfile>` bundles another entry (the tests bundle
// src/cli.ts straight from source to check that the bundle runs).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/**
 * zod re-exports every locale as `z.locales` (a namespace esbuild cannot tree-shake: 40
 * translations, a quarter of the bundle to parse at every start). The CLI never reads them; it
 * keeps English, zod's default.
 */
const onlyEnglishZodLocale = {
  name: 'only-english-zod-locale',
  setup(build) {
    build.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, (args) => ({
      contents: 'export { default as en } from "./en.js";',
      resolveDir: dirname(args.path),
    }));
  },
};

const [entry, outfile] = process.argv.slice(2);
// jsonc-parser's `main` is a UMD build whose require() calls esbuild cannot follow: bundle its
// ESM build instead (an absolute path: aliases resolve from the working directory).
const jsoncEsm = createRequire(import.meta.url)
  .resolve('jsonc-parser')
  .replace(/[\\/]umd[\\/]main\.js$/, '/esm/main.js');
await build({
  entryPoints: [entry ?? fileURLToPath(new URL('../dist/cli.js', import.meta.url))],
  outfile: outfile ?? fileURLToPath(new URL('../dist/screenkit.bundle.mjs', import.meta.url)),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  // Workspace packages resolve to their sources when bundling from src/.
  conditions: entry?.endsWith('.ts') ? ['source'] : [],
  alias: { 'jsonc-parser': jsoncEsm },
  // Optional peers the CLI never loads at startup.
  external: ['vite', 'fsevents', 'playwright-core'],
  // CommonJS dependencies bundled into ESM still use require(), __filename and __dirname.
  banner: {
    js: [
      "import { createRequire as __ckRequire } from 'node:module';",
      "import { fileURLToPath as __ckPath } from 'node:url';",
      'const require = __ckRequire(import.meta.url);',
      'const __filename = __ckPath(import.meta.url);',
      "const __dirname = __ckPath(new URL('.', import.meta.url));",
    ].join(' '),
  },
  // The bundle may be copied anywhere: it carries the version instead of reading package.json.
  define: { 'process.env.SCREENKIT_VERSION': JSON.stringify(version) },
  plugins: [onlyEnglishZodLocale],
  logLevel: 'warning',
});
