/**
 * The files of a new project that are not copied from the template: package.json, Vite and
 * TypeScript config, README, the test that renders every screen against its fixture, and the
 * component of a screen the template has no hand-written code for.
 */
import type { ScreenName } from '@screenkit/core';
import { packageVersion, type TemplateSource } from './project.js';
import { promptOf, screenExport, type TemplateName } from './screen-names.js';

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
  const testDeps: Record<string, string> = { vitest: '^4.1.12', jsdom: '^26.1.0' };
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

export function viteConfig(template: TemplateName, home: ScreenName): string {
  const jsx = template === 'react' ? `\n  oxc: { jsx: { runtime: 'automatic' } },` : '';
  return `import { screenkit } from '@screenkit/dev-server/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  // \`vite dev\`: the Management API, /authorize and the login pages run inside this server;
  // open /preview to list every screen. \`screenkit build\` adds one entry per screen.
  plugins: [screenkit({ screen: '${home}' })],${jsx}
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
  test: { environment: 'jsdom', include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'] },
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
      types: ['vite/client'],
    },
    include: ['src', 'test', 'vite.config.ts', 'vitest.config.ts'],
  },
  null,
  2,
)}\n`;

export const GITIGNORE = 'node_modules/\ndist/\n.screenkit/\nscreenkit-report/\n';

/** The screen test: each folder under src/screens rendered against the dev server's fixture. */
export function screensTest(template: TemplateName): string {
  const ext = template === 'react' ? 'tsx' : 'ts';
  const mount =
    template === 'react'
      ? `const { act } = await import('react');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => mountScreen(exported));`
      : 'mountScreen(exported);';
  return `/**
 * Renders every screen folder under src/screens against its fixture: the dev server's built-in
 * context for the screen with screens/<prompt>/<screen>/default.json merged over it (the same
 * context \`pnpm dev\` shows).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadFixture } from '@screenkit/dev-server';
import { afterEach, expect, test } from 'vitest';
import { mountScreen } from '../src/mount.js';

// vitest runs from the project folder (\`pnpm test\`).
const projectDir = process.cwd();
const screens = readdirSync(join(projectDir, 'src', 'screens'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const exportName = (screen: string) =>
  \`${template === 'react' ? '' : 'render'}\${screen.replace(/(?:^|-)([a-z0-9])/g, (_, c: string) => c.toUpperCase())}Screen\`;

afterEach(() => {
  document.body.replaceChildren();
});

test.each(screens)('%s renders against its fixture', async (screen) => {
  const context = await loadFixture({ screen, projectDir });
  Object.assign(window, { universal_login_context: context });
  const module = await import(\`../src/screens/\${screen}/index.${ext}\`);
  const exported = module[exportName(screen)];
  expect(exported, \`src/screens/\${screen} exports \${exportName(screen)}\`).toBeTypeOf('function');
  ${mount}
  expect(document.body.textContent?.trim()).not.toBe('');
  expect(document.querySelector('button')).not.toBeNull();
});
`;
}

/** A screen the template has no code for: the generic form, named as the folder convention wants. */
export function generatedScreen(template: TemplateName, screen: ScreenName): string {
  const name = screenExport(template, screen);
  const header = `/** ${screen} (prompt ${promptOf(screen)}): generated from the catalogue by screenkit; replace with your own UI. */`;
  if (template === 'react') {
    return `import { GenericScreen } from '../generic.js';

${header}
export function ${name}() {
  return <GenericScreen />;
}
`;
  }
  return `import { renderGenericScreen } from '../generic.js';

${header}
export function ${name}(root: HTMLElement): void {
  renderGenericScreen(root);
}
`;
}

/** screens/<prompt>/<screen>/default.json: the project's layer over the built-in fixture. */
export function fixtureFile(): string {
  return `${JSON.stringify({ client: { name: 'My App' } }, null, 2)}\n`;
}

export function readme(
  name: string,
  template: TemplateName,
  screens: readonly ScreenName[],
): string {
  const list = screens.map((s) => `- \`${s}\` (prompt \`${promptOf(s)}\`)`).join('\n');
  return `# ${name}

Custom login screens for the identity service's advanced customization, made with screenkit
(${template === 'react' ? 'React, @screenkit/react' : 'plain TypeScript, @screenkit/core'}).

## Screens

${list}

Each lives in \`src/screens/<screen>/\`; its mock page context is
\`screens/<prompt>/<screen>/default.json\` (merged over the dev server's built-in one; add
\`<variant>.json\` files for more cases). Add one with \`npx screenkit add-screen <screen>\`.

## Commands

- \`pnpm dev\`: Vite with the screenkit plugin: the login pages, the Management API and
  /authorize run locally. Open \`/preview\` for every screen.
- \`pnpm test\`: renders every screen against its fixture (vitest, jsdom), and runs the
  screens' own tests (\`src/screens/<screen>/index.test.${template === 'react' ? 'tsx' : 'ts'}\`), written with
  ${template === 'react' ? '`renderScreen` from `@screenkit/react/testing`' : '`setupScreen` from `@screenkit/core/testing`'}: a screen rendered against any built-in
  fixture, variant and locale, its form posts captured and asserted on.
- \`pnpm build\`: \`screenkit build\`: one bundle per screen in \`dist/\` and
  \`dist/screenkit-manifest.json\` (each screen's JS and CSS with integrity hashes).
- \`pnpm deploy --assets-url https://cdn.example.com/login --domain login.example.com --client-id … --client-secret …\`:
  points each screen's rendering settings at the uploaded assets (one bulk PATCH).
  \`--dry-run\` prints the difference first; \`screenkit deploy --revert <screens>\` puts screens back
  to standard rendering.
- \`npx screenkit pull\` / \`npx screenkit export --format terraform|deploy-cli\`: the tenant's
  rendering settings as committed files (\`tenant/prompts/\`, the Deploy CLI's layout), which
  \`pnpm dev\` and \`pnpm deploy\` also read. A screen without a settings file gets the default
  context list (\`screen.texts\`, branding, ...) in both: \`pnpm dev\` shows what will be deployed.
- \`npx screenkit doctor --domain … --assets-url …\`: checks what breaks in production.
- \`pnpm check\`: \`screenkit check\`: renders every screen x variant in headless Chromium and
  fails on a screenshot that differs from \`screenkit-baselines/\`, an accessibility violation
  (axe-core), a console error or a failed request; \`screenkit-report/index.html\` shows why.
  \`pnpm check --update\` accepts the screenshots as the new baselines (commit them).

Upload \`dist/\` as is to the assets URL before deploying (keep the file names: they carry hashes).
`;
}
