/**
 * The files of a new project that are not copied from the template: package.json, Vite and
 * TypeScript config, README, and the test that renders every screen against its fixture.
 */
import type { ScreenName } from '@screenkit/core';
import { packageVersion, type TemplateSource } from './project.js';
import { promptOf, type TemplateName } from './screen-names.js';

/** Workspace ranges become the published version; everything else keeps the example's range. */
function ranges(deps: Record<string, string> | undefined): Record<string, string> {
  const version = `^${packageVersion()}`;
  return Object.fromEntries(
    Object.entries(deps ?? {}).map(([name, range]) => [
      name,
      range.startsWith('workspace:') ? version : range,
    ]),
  );
}

export function packageJson(name: string, template: TemplateName, source: TemplateSource): string {
  // test/ and the configs run in Node: `typecheck` needs its types (the workspace has them at the root).
  const testDeps: Record<string, string> = {
    vitest: '^4.1.12',
    jsdom: '^26.1.0',
    '@types/node': '^20.19.0',
  };
  return `${JSON.stringify(
    {
      name,
      private: true,
      type: 'module',
      scripts: {
        dev: 'vite',
        build: 'screenkit build',
        test: 'vitest run',
        deploy: 'screenkit deploy',
        check: 'screenkit check',
        typecheck: 'tsc --noEmit',
      },
      screenkit: { template },
      dependencies: ranges(source.packageJson.dependencies),
      devDependencies: {
        ...ranges(source.packageJson.devDependencies),
        ...testDeps,
        typescript: '~7.0.2',
      },
    },
    null,
    2,
  )}\n`;
}

export function viteConfig(template: TemplateName): string {
  const jsx = template === 'react' ? `\n  oxc: { jsx: { runtime: 'automatic' } },` : '';
  return `import { screenkit } from '@screenkit/dev-server/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  // \`vite dev\`: the Management API, /authorize and the login pages run inside this server;
  // open /preview to list every screen. \`screenkit build\` adds one entry per screen.
  plugins: [screenkit({ screen: 'login-id' })],${jsx}
});
`;
}

export const VITEST_CONFIG = `import { screenkit } from '@screenkit/dev-server/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The plugin provides the partials modules (virtual:screenkit/partials/...) the screens import.
  plugins: [screenkit({ inMemory: true })],
  oxc: { jsx: { runtime: 'automatic' } },
  // test/: every screen against its fixture; src/: each screen's own tests (screenkit's testing kit).
  test: {
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    // screenkit's default screens go through Vite like the project's own (the default
    // customized-consent imports the plugin's partial module).
    server: { deps: { inline: ['@screenkit/core', '@screenkit/react'] } },
  },
});
`;

export const TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'Bundler',
      strict: true,
      jsx: 'react-jsx',
      skipLibCheck: true,
      noEmit: true,
      types: ['vite/client', 'node'],
    },
    include: ['src', 'test', 'vite.config.ts', 'vitest.config.ts'],
  },
  null,
  2,
)}\n`;

export const GITIGNORE = 'node_modules/\ndist/\n.screenkit/\nscreenkit-report/\n';

/** The screen test: every screen the project renders (its own folders and the defaults). */
export function screensTest(template: TemplateName): string {
  const react = template === 'react';
  const ext = react ? 'tsx' : 'ts';
  const defaults = react ? '@screenkit/react/screens' : '@screenkit/core/dom/screens';
  const mount = react
    ? `const { act } = await import('react');
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await act(async () => mountScreen(render as never));`
    : 'mountScreen(render as never);';
  return `/**
 * Renders every screen the project renders against its fixture (the dev server's built-in
 * context, with screens/<prompt>/<screen>/default.json merged over it when there is one): the
 * project's own folder under src/screens when it has one, else screenkit's default screen.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { listScreens } from '@screenkit/core';
import { DEFAULT_SCREENS } from '${defaults}';
import { loadFixture } from '@screenkit/dev-server';
import { afterEach, expect, test } from 'vitest';
import { mountScreen } from '../src/mount.js';

// vitest runs from the project folder (\`pnpm test\`).
const projectDir = process.cwd();
const exportName = (screen: string) =>
  \`${react ? '' : 'render'}\${screen.replace(/(?:^|-)([a-z0-9])/g, (_, c: string) => c.toUpperCase())}Screen\`;

afterEach(() => {
  document.body.replaceChildren();
});

test.each(listScreens())('%s renders against its fixture', async (screen) => {
  const context = await loadFixture({ screen, projectDir });
  Object.assign(window, { universal_login_context: context });
  const own = join(projectDir, 'src', 'screens', screen, 'index.${ext}');
  const render = existsSync(own)
    ? (await import(/* @vite-ignore */ own))[exportName(screen)]
    : await DEFAULT_SCREENS[screen]();
  expect(render, \`src/screens/\${screen} exports \${exportName(screen)}\`).toBeTypeOf('function');
  ${mount}
  expect(document.querySelector('h1')?.textContent?.trim()).not.toBe('');
});
`;
}

export function readme(
  name: string,
  template: TemplateName,
  screens: readonly ScreenName[],
): string {
  const list = screens.length
    ? screens.map((s) => `- \`${s}\` (prompt \`${promptOf(s)}\`)`).join('\n')
    : '- none yet';
  return `# ${name}

Custom login screens for the identity service's advanced customization, made with screenkit
(${template === 'react' ? 'React, @screenkit/react' : 'plain TypeScript, @screenkit/core'}).

## Screens

Every screen of the hosted login renders out of the box, from screenkit's default screens
(${template === 'react' ? '`@screenkit/react/screens/<screen>`' : '`@screenkit/core/dom/screens/<screen>`'}): inputs, links, social and passkey
buttons, codes, QR codes, push polling and WebAuthn, in English and French, themed by the
tenant's branding. Screens this project owns (\`src/screens/<screen>/\`):

${list}

\`npx screenkit eject <screen>\` copies a default screen into \`src/screens/<screen>/\` with its
own test; from then on the project renders, builds and checks its copy. A screen's mock page
context is the dev server's built-in one, with \`screens/<prompt>/<screen>/<variant>.json\`
merged over it when you add one.

## Commands

- \`pnpm dev\`: Vite with the screenkit plugin: the login pages, the Management API and
  /authorize run locally. Open \`/preview\` for every screen.
- \`pnpm test\`: renders every screen against its fixture (vitest, jsdom), and runs the
  screens' own tests (\`src/screens/<screen>/index.test.${template === 'react' ? 'tsx' : 'ts'}\`), written with
  ${template === 'react' ? '`renderScreen` from `@screenkit/react/testing`' : '`setupScreen` from `@screenkit/core/testing`'}: a screen rendered against any built-in
  fixture, variant and locale, its form posts captured and asserted on.
- \`pnpm build\`: \`screenkit build\`: one bundle per screen (all of them) in \`dist/\` and
  \`dist/screenkit-manifest.json\` (each screen's JS and CSS with integrity hashes).
- \`pnpm run deploy --assets-url https://cdn.example.com/login --domain login.example.com --client-id … --client-secret …\`:
  points each screen's rendering settings at the uploaded assets (one bulk PATCH). Say
  \`run\`: without it, pnpm runs its own \`deploy\` command instead.
  \`--dry-run\` prints the difference first; \`screenkit deploy --revert <screens>\` puts screens back
  to standard rendering.
- \`npx screenkit pull\` / \`npx screenkit export --format terraform|deploy-cli\`: the tenant's
  rendering settings as committed files (\`tenant/prompts/\`, the Deploy CLI's layout), which
  \`pnpm dev\` and \`pnpm run deploy\` also read. A screen without a settings file gets the default
  context list (\`screen.texts\`, branding, ...) in both: \`pnpm dev\` shows what will be deployed.
- \`npx screenkit doctor --domain … --assets-url …\`: checks what breaks in production.
- \`pnpm check\`: \`screenkit check\`: renders every screen x variant in headless Chromium and
  fails on a screenshot that differs from \`screenkit-baselines/\`, an accessibility violation
  (axe-core), a console error or a failed request; \`screenkit-report/index.html\` shows why.
  \`pnpm check --update\` accepts the screenshots as the new baselines (commit them).

Upload \`dist/\` as is to the assets URL before deploying (keep the file names: they carry hashes).
`;
}
