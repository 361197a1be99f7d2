/**
 * `screenkit init` and `eject` in-process (the e2e test runs them as child processes): the
 * packaged templates are examples/ file for file, init writes only what a project owns,
 * `--screens` and `eject` copy default screens with package imports and their own test,
 * refusing a non-empty folder or a screen the project owns, and the nearest-name suggestion.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { copyTemplates, TEMPLATE_FILES, TEMPLATE_SOURCES } from '../scripts/copy-templates.mjs';
import { asProjectFile, ejectScreen } from '../src/project/eject.js';
import { initProject } from '../src/project/init.js';
import { cliFailure } from './cli-failure.js';
import { afterEachTest } from './http.js';

const { dir } = afterEachTest();
const EXAMPLES = fileURLToPath(new URL('../../../examples/', import.meta.url));
const PACKAGES = fileURLToPath(new URL('../../', import.meta.url));

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
  test('react: only what a project owns; every screen renders from the defaults', async () => {
    const project = join(await dir(), 'my-login');
    const { screens } = await initProject({
      dir: project,
      template: 'react',
      packages: 'registry',
    });
    expect(screens).toEqual([]);
    const files = await tree(project);
    // No screen folders (the example's own screens are examples), no fixture files.
    expect(
      [...files.keys()].filter((f) => f.startsWith('src/screens/') || f.startsWith('screens/')),
    ).toEqual([]);
    expect(files.get('src/main.tsx')).toBe(
      await readFile(join(EXAMPLES, 'react-consent/src/main.tsx'), 'utf8'),
    );
    expect(files.get('src/main.tsx')).toContain("from '@screenkit/react/screens'");
    const pkg = JSON.parse(files.get('package.json') as string);
    expect(pkg.scripts).toMatchObject({
      dev: 'vite',
      build: 'screenkit build',
      test: 'vitest run',
      deploy: 'screenkit deploy',
    });
    expect(pkg.dependencies['@screenkit/react']).toBe('^0.1.0');
    expect(files.get('README.md')).toContain('npx screenkit eject <screen>');
    expect(files.get('test/screens.test.tsx')).toContain('test.each(listScreens())');
  });

  test("the README's `pnpm <script>` commands run the project's scripts, not a pnpm command of that name", async () => {
    // pnpm runs its own command before a script of the same name: `pnpm deploy` is pnpm's deploy.
    const PNPM_OWN = new Set([
      'add',
      'audit',
      'bin',
      'config',
      'create',
      'dedupe',
      'deploy',
      'dlx',
      'doctor',
      'env',
      'fetch',
      'import',
      'init',
      'install',
      'licenses',
      'link',
      'list',
      'outdated',
      'pack',
      'patch',
      'prune',
      'publish',
      'rebuild',
      'remove',
      'root',
      'server',
      'setup',
      'store',
      'unlink',
      'update',
      'why',
    ]);
    for (const template of ['react', 'js'] as const) {
      const project = join(await dir(), template);
      await initProject({ dir: project, template, packages: 'registry' });
      const files = await tree(project);
      const scripts = Object.keys(JSON.parse(files.get('package.json') as string).scripts);
      const bare = [...(files.get('README.md') as string).matchAll(/`pnpm ([a-z-]+)/g)]
        .map((m) => m[1] as string)
        .filter((name) => scripts.includes(name));
      expect(bare).toContain('dev');
      expect(
        bare.filter((name) => PNPM_OWN.has(name)),
        template,
      ).toEqual([]);
    }
  });

  test('js with --screens ejects them; refuses a non-empty folder unless forced; unknown template', async () => {
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
    expect([...files.keys()].filter((f) => f.startsWith('src/screens/')).sort()).toEqual([
      'src/screens/login-id/index.test.ts',
      'src/screens/login-id/index.ts',
      'src/screens/mfa-sms-challenge/index.test.ts',
      'src/screens/mfa-sms-challenge/index.ts',
    ]);
    const sms = files.get('src/screens/mfa-sms-challenge/index.ts') as string;
    expect(sms).toContain('export function renderMfaSmsChallengeScreen(root: HTMLElement)');
    expect(sms).toContain("from '@screenkit/core/dom'");
    expect(sms).not.toMatch(/from '\.\.?\//);
    const unknown = await cliFailure(
      initProject({ dir: await dir(), template: 'vue', packages: 'registry' }),
    );
    expect(unknown.message).toBe('Unknown template "vue": use react or js (at --template)');
  });
});

describe('screenkit eject', () => {
  test("copies the package's default screen with package imports, and writes its test", async () => {
    const project = await dir();
    await initProject({ dir: project, template: 'react', packages: 'registry' });
    const ejected = await ejectScreen(project, 'passkey-enrollment');
    expect(ejected.files).toEqual([
      'src/screens/passkey-enrollment/index.tsx',
      'src/screens/passkey-enrollment/index.test.tsx',
    ]);
    const copy = await readFile(join(project, ejected.files[0] as string), 'utf8');
    const own = await readFile(join(PACKAGES, 'react/src/screens/passkey-enrollment.tsx'), 'utf8');
    // Not installed in this folder: generated from core's layout, the same code as the package's.
    expect(copy).toContain('export function PasskeyEnrollmentScreen()');
    expect(copy).toContain("from '@screenkit/react/ui'");
    expect(copy).toContain('screenkit eject passkey-enrollment');
    expect(asProjectFile(own, 'passkey-enrollment').replace(/\s+/g, '')).toBe(
      copy.replace(/\s+/g, ''),
    );
    const test = await readFile(join(project, ejected.files[1] as string), 'utf8');
    expect(test).toContain(
      "renderScreen(<PasskeyEnrollmentScreen />, { screen: 'passkey-enrollment' })",
    );
    expect(test).toContain("toBe('Create a passkey for Dev Tenant')");
    expect(test).toContain('expect(post.fields).toMatchObject({');
  });

  test('an unknown name suggests the nearest; twice is refused; outside a project too', async () => {
    const project = await dir();
    await initProject({
      dir: project,
      template: 'react',
      screens: ['login-id'],
      packages: 'registry',
    });
    const typo = await cliFailure(ejectScreen(project, 'passkey-enrolment'));
    expect(typo.code).toBe('unknown_screen');
    expect(typo.message).toMatch(
      /^Unknown screen "passkey-enrolment": did you mean "passkey-enrollment"\?/,
    );
    expect((await cliFailure(ejectScreen(project, 'login-id'))).code).toBe('screen_exists');
    expect((await cliFailure(ejectScreen(await dir(), 'login-id'))).code).toBe('not_a_project');
  });
});
