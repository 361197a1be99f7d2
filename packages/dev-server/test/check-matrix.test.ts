/**
 * `screenkit check`'s matrix and baselines without a browser: locales as a dimension (the
 * default locale keeps the plain baseline name, another gets `.<locale>`), bad locales as
 * option errors, and stale baselines (screen or variant gone) found and removed, while the
 * baselines of locales a run did not ask for are kept.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listScreens } from '@screenkit/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkMatrix, DEFAULT_LOCALE } from '../src/project/check/matrix.js';
import { removeBaselines, staleBaselines } from '../src/project/check/stale-baselines.js';
import type { Project } from '../src/project/project.js';

let project: Project;
beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'screenkit-matrix-'));
  project = { dir, template: 'react' };
  for (const screen of ['login-id', 'signup'])
    await mkdir(join(dir, 'src', 'screens', screen), { recursive: true }).then(() =>
      writeFile(join(dir, 'src', 'screens', screen, 'index.tsx'), 'export {};\n'),
    );
  await mkdir(join(dir, 'screens', 'login-id', 'login-id'), { recursive: true });
  await writeFile(join(dir, 'screens', 'login-id', 'login-id', 'blocked.json'), '{}');
});
afterAll(() => rm(project.dir, { recursive: true, force: true }));

describe('checkMatrix', () => {
  test('every screen of the catalogue, owned or default, times its variants', async () => {
    const pages = await checkMatrix(project, { variants: ['default'] });
    expect(pages.map((p) => p.screen)).toEqual([...listScreens()].sort());
  });

  test("the tenant's default locale only by default: plain ids, baselines and preview URLs", async () => {
    expect(DEFAULT_LOCALE).toBe('en');
    const pages = await checkMatrix(project, {
      screens: ['login-id', 'signup'],
      variants: ['default', 'blocked'],
    });
    expect(pages).toEqual([
      {
        prompt: 'login-id',
        screen: 'login-id',
        variant: 'default',
        locale: 'en',
        id: 'login-id/default',
        baseline: 'login-id/default.png',
        path: '/preview/login-id/login-id?variant=default',
      },
      expect.objectContaining({ id: 'login-id/blocked', baseline: 'login-id/blocked.png' }),
      expect.objectContaining({
        id: 'signup/default',
        path: '/preview/signup/signup?variant=default',
      }),
    ]);
  });

  test('--locales: every page once per locale, the others with locale= and their own baseline', async () => {
    const pages = await checkMatrix(project, {
      screens: ['signup'],
      variants: ['default'],
      locales: ['en', 'pt-BR'],
    });
    expect(pages.map((p) => [p.locale, p.baseline, p.path])).toEqual([
      ['en', 'signup/default.png', '/preview/signup/signup?variant=default'],
      ['pt-BR', 'signup/default.pt-BR.png', '/preview/signup/signup?variant=default&locale=pt-BR'],
    ]);
  });

  test('a locale that is not a language tag, or none, is an option error naming --locales', async () => {
    await expect(checkMatrix(project, { locales: ['en', 'fr"><x'] })).rejects.toMatchObject({
      code: 'invalid_option',
      path: '--locales',
      message: expect.stringMatching(/is not a language tag such as "fr"/),
    });
    await expect(checkMatrix(project, { locales: [] })).rejects.toMatchObject({
      path: '--locales',
    });
  });
});

describe('stale baselines', () => {
  test('a removed screen, a removed variant and stray names are stale; other locales are kept; --update removes them', async () => {
    const baselines = join(project.dir, 'screenkit-baselines');
    const files = [
      'login-id/default.png',
      'login-id/default.fr.png', // a locale this run may not ask for: kept
      'login-id/blocked.png',
      'login-id/gone-variant.png',
      'login-id/notes.txt', // not a baseline: ignored
      'signup/with-errors.pt-BR.png',
      'removed-screen/default.png',
      'removed-screen/deeper/default.png',
      'stray.png',
    ];
    for (const file of files) {
      await mkdir(join(baselines, file, '..'), { recursive: true });
      await writeFile(join(baselines, file), 'png');
    }
    const stale = await staleBaselines(project, baselines);
    expect(stale).toEqual([
      'login-id/gone-variant.png',
      'removed-screen/deeper/default.png',
      'removed-screen/default.png',
      'stray.png',
    ]);
    await removeBaselines(baselines, stale);
    expect(await readdir(baselines)).toEqual(['login-id', 'signup']);
    expect((await readdir(join(baselines, 'login-id'))).sort()).toEqual([
      'blocked.png',
      'default.fr.png',
      'default.png',
      'notes.txt',
    ]);
    expect(await staleBaselines(project, baselines)).toEqual([]);
    expect(await staleBaselines(project, join(project.dir, 'no-baselines-yet'))).toEqual([]);
  });
});
