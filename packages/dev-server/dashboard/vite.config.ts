// Builds the tenant dashboard's browser app into the package's dist/dashboard/ (the server
// side, src/devtools/dashboard/, serves it at /dashboard). Core is bundled from its sources.
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/dashboard/',
  resolve: { conditions: ['source', ...defaultClientConditions] },
  oxc: { jsx: { runtime: 'automatic' } },
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../dist/dashboard', import.meta.url)),
    emptyOutDir: true,
    // No source maps: the package ships dist/ only, and a map's sources must be packed too.
    sourcemap: false,
    // The module preload polyfill would be an inline script; the page allows none.
    modulePreload: { polyfill: false },
  },
});
