// Bundles the built CLI (dist/cli.js and everything it imports, dependencies included) into
// one file: Node then parses one module instead of hundreds, which roughly halves the time
// from `screenkit dev` to the first answered request (bench/http.bench.mjs measures it).
import { build } from 'esbuild';

await build({
  entryPoints: [new URL('../dist/cli.js', import.meta.url).pathname],
  outfile: new URL('../dist/screenkit.bundle.mjs', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
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
  logLevel: 'warning',
});
