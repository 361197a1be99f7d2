// Bundles the built CLI (dist/cli.js and everything it imports, dependencies included) into
// one entry file plus chunks: Node then parses a few modules instead of hundreds, which roughly
// halves the time from `screenkit dev` to the first answered request (bench/http.bench.mjs and
// bench/scaling.bench.mjs measure it), and what is imported lazily is not parsed at start.
// `node scripts/bundle-cli.mjs <entry> <outfile>` bundles another entry (the tests bundle
// src/cli.ts straight from source to check that the bundle runs).
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/**
 * The sources import zod as a namespace (`import * as z from 'zod'`), not `import { z }`: esbuild
 * then keeps only the parts of zod they use (the static chunk halves, ~50 M instructions less
 * at every start, bench/cold-start.bench.mjs), where the `z` object keeps all of it.
 *
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

/**
 * @hono/node-server imports node:http2 only to recognise HTTP/2 requests (`instanceof
 * Http2ServerRequest`) and close their streams. The CLI serves HTTP/1 alone (server.ts uses
 * node:http), so a class nothing is an instance of stands in: loading node:http2 costs about a
 * tenth of the start-up.
 */
const noHttp2 = {
  name: 'no-http2',
  setup(build) {
    build.onResolve({ filter: /^(node:)?http2$/ }, (args) =>
      /[\\/]@hono[\\/]node-server[\\/]/.test(args.importer)
        ? { path: 'http2-unused', namespace: 'no-http2' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'no-http2' }, () => ({
      contents: 'export class Http2ServerRequest {} export const constants = {};',
    }));
  },
};

const [entry, outfileArg] = process.argv.slice(2);
const outfile =
  outfileArg ?? fileURLToPath(new URL('../dist/screenkit.bundle.mjs', import.meta.url));
// jsonc-parser's `main` is a UMD build whose require() calls esbuild cannot follow: bundle its
// ESM build instead (an absolute path: aliases resolve from the working directory).
const jsoncEsm = createRequire(import.meta.url)
  .resolve('jsonc-parser')
  .replace(/[\\/]umd[\\/]main\.js$/, '/esm/main.js');
const CHUNKS = 'screenkit-chunks';
// Chunk names carry content hashes: drop the previous build's, which nothing imports any more.
rmSync(`${dirname(outfile)}/${CHUNKS}`, { recursive: true, force: true });
await build({
  // The entry keeps `outfile`'s name; what it imports lazily (`import()`) goes to chunks beside
  // it, parsed only when first needed: `screenkit dev` does not compile the project commands,
  // the login pages or WebAuthn before it answers its first request.
  entryPoints: {
    [basename(outfile, extname(outfile))]:
      entry ?? fileURLToPath(new URL('../dist/cli.js', import.meta.url)),
  },
  outdir: dirname(outfile),
  outExtension: { '.js': extname(outfile) },
  chunkNames: `${CHUNKS}/[name]-[hash]`,
  splitting: true,
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
  plugins: [onlyEnglishZodLocale, noHttp2],
  logLevel: 'warning',
});
