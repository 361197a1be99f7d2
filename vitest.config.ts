import { defineConfig } from 'vitest/config';

// Tests run against package sources through the "source" export condition, so no rebuild is
// needed between edits; the tests under test/built/ import the built packages on purpose.
// The default customized-consent screen imports the tenant's partial from the screenkit Vite
// plugin's virtual module; outside a project, tests get the plugin's fallback (core's default).
const resolve = {
  conditions: ['source'],
  alias: {
    'virtual:screenkit/partials/customized-consent/customized-consent/form-content': new URL(
      './packages/core/test-fixtures/default-consent-partial.ts',
      import.meta.url,
    ).pathname,
  },
};
// Unit projects share one module graph per worker (isolate: false): re-importing Handlebars,
// parse5, jsdom and the official SDK for every file cost more than the tests themselves. The
// browser project stays isolated: sharing its module graph made form posts in later files hang
// (tried on 2026-11-24: two browser flows failed only in the whole-project run).

export default defineConfig({
  resolve,
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    // Three files at once on two cores: the browser flows mostly wait on Chromium and child
    // processes (with two, the machine sat 40% idle). Measured 2026-11-27, quiet: 221 s with 3
    // or 4 workers, 290 s with 2; 4 paid twice the module imports of 3.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          include: ['packages/core/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'react',
          include: ['packages/react/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: 15_000, // jsdom with userEvent: seconds per test on a loaded 2-core machine
          isolate: false,
        },
      },
      {
        // The starters' own screen tests (the testing kit as a user's project runs it).
        extends: true,
        test: {
          name: 'examples',
          include: ['examples/*/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: 15_000, // jsdom with userEvent: seconds per test on a loaded 2-core machine
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dev-server',
          include: [
            'packages/dev-server/src/**/*.test.ts',
            'packages/dev-server/test/**/*.test.ts',
          ],
          environment: 'node',
          globalSetup: ['packages/dev-server/test/cli-bundle-setup.ts'],
          testTimeout: 20_000,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/**/*.test.ts'],
          globalSetup: [
            'test/support/chromium-server.ts',
            'packages/dev-server/test/cli-bundle-setup.ts',
          ],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
