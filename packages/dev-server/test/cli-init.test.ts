/**
 * `screenkit init` and `add-screen` in-process (the e2e test runs them as child processes):
 * the packaged templates are examples/ file for file, the default screens, generated screens
 * from the catalogue, refusing a non-empty folder, and the nearest-name suggestion.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { copyTemplates, TEMPLATE_FILES, TEMPLATE_SOURCES } from '../scripts/copy-templates.mjs';
import { addScreen } from '../src/project/add-screen.js';
import { initProject } from '../src/project/init.js';
import { DEFAULT_SCREENS } from '../src/project/screen-names.js';
import { cliFailure } from './cli-failure.js';
import { afterEachTest } from './http.js';

const { dir } = afterEachTest();
const EXAMPLES = fileURLToPath(new URL('../../../examples/', import.meta.url));

async function tree(root: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else files.set(relative(root, path), await readFile(path, 'utf8'));
    }
  };
  await walk(root);
  return files;
}

describe('templates', () => {
  test('the packaged copy (what pnpm build ships) is examples/ file for file', async () => {
    const out = await dir();
    await copyTemplates(out);
    for (const [template, example] of Object.entries(TEMPLATE_SOURCES)) {
      const copied = await tree(join(out, template));
      let expected = new Map<string, string>();
      for (const file of TEMPLATE_FILES) {
        const source = join(EXAMPLES, example, file);
        const files = file.includes('.')
          ? new Map([[file, await readFile(source, 'utf8')]])
          : new Map([...(await tree(source))].map(([k, v]) => [join(file, k), v]));
        expected = new Map([...expected, ...files]);
      }
      expected.set(
        'template.json',
        await readFile(join(EXAMPLES, example, 'package.json'), 'utf8'),
      );
      expect(copied).toEqual(expected);
    }
  });
});

describe('screenkit init', () => {
  test('react, default screens: hand-written folders from the example, the rest generated', async () => {
    const project = join(await dir(), 'my-login');
    const { screens } = await initProject({
      dir: project,
      template: 'react',
      packages: 'registry',
    });
    expect(screens).toEqual(DEFAULT_SCREENS);
    const files = await tree(project);
    for (const screen of DEFAULT_SCREENS) {
      expect(files.has(`src/screens/${screen}/index.tsx`), screen).toBe(true);
    }
    // login-id is the example's own code; signup is generated from the catalogue.
    expect(files.get('src/screens/login-id/index.tsx')).toBe(
      await readFile(join(EXAMPLES, 'react-consent/src/screens/login-id/index.tsx'), 'utf8'),
    );
    expect(files.get('src/screens/signup/index.tsx')).toContain('export function SignupScreen()');
    expect(files.get('screens/mfa-otp/mfa-otp-challenge/default.json')).toBeDefined();
    const pkg = JSON.parse(files.get('package.json') as string);
    expect(pkg.scripts).toMatchObject({
      dev: 'vite',
      build: 'screenkit build',
      test: 'vitest run',
      deploy: 'screenkit deploy',
    });
    expect(pkg.dependencies['@screenkit/react']).toBe('^0.1.0');
    expect(files.get('README.md')).toContain('`mfa-otp-challenge` (prompt `mfa-otp`)');
    expect(files.get('test/screens.test.tsx')).toContain('loadFixture');
  });

  test('js with --screens; refuses a non-empty folder unless forced; unknown template', async () => {
    const project = await dir();
    await writeFile(join(project, 'notes.txt'), 'mine');
    const refused = await cliFailure(
      initProject({ dir: project, template: 'js', screens: ['login-id'], packages: 'registry' }),
    );
    expect(refused.code).toBe('folder_not_empty');
    await initProject({
      dir: project,
      template: 'js',
      screens: ['login-id', 'mfa-sms-challenge'],
      force: true,
      packages: 'registry',
    });
    const files = await tree(project);
    expect(files.get('notes.txt')).toBe('mine');
    expect(
      [...files.keys()]
        .filter((f) => f.startsWith('src/screens/') && f.endsWith('index.ts'))
        .sort(),
    ).toEqual(['src/screens/login-id/index.ts', 'src/screens/mfa-sms-challenge/index.ts']);
    expect(files.get('src/screens/mfa-sms-challenge/index.ts')).toContain(
      'export function renderMfaSmsChallengeScreen(root: HTMLElement): void',
    );
    const unknown = await cliFailure(
      initProject({ dir: await dir(), template: 'vue', packages: 'registry' }),
    );
    expect(unknown.message).toBe('Unknown template "vue": use react or js (at --template)');
  });
});

describe('screenkit add-screen', () => {
  test('adds component and fixture; an unknown name suggests the nearest; twice is refused', async () => {
    const project = await dir();
    await initProject({
      dir: project,
      template: 'react',
      screens: ['login-id'],
      packages: 'registry',
    });
    const added = await addScreen(project, 'passkey-enrollment');
    expect(added.files).toEqual([
      'src/screens/passkey-enrollment/index.tsx',
      'screens/passkeys/passkey-enrollment/default.json',
    ]);
    expect(await readFile(join(project, added.files[0] as string), 'utf8')).toContain(
      'export function PasskeyEnrollmentScreen()',
    );
    const typo = await cliFailure(addScreen(project, 'passkey-enrolment'));
    expect(typo.code).toBe('unknown_screen');
    expect(typo.message).toMatch(
      /^Unknown screen "passkey-enrolment": did you mean "passkey-enrollment"\?/,
    );
    expect((await cliFailure(addScreen(project, 'passkey-enrollment'))).code).toBe('screen_exists');
    expect((await cliFailure(addScreen(await dir(), 'login-id'))).code).toBe('not_a_project');
  });
});
