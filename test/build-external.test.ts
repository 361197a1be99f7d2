/**
 * `screenkit build` (the CLI as a child process) of a fresh React project whose Vite config
 * leaves React out of the bundle (`external`, React from a CDN, as
 * bench/size-acul-template.bench.mjs builds it): the build succeeds, the manifest lists only
 * files of dist/ (each with its integrity), and the screens import React by name. Before the
 * fix in project/build.ts the external modules were taken for chunks of the build and the
 * manifest step failed with ENOENT on react/jsx-runtime.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listScreens } from '@screenkit/core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { bundleCli, linkDependencies } from './support/cli-project.js';

let cli: Awaited<ReturnType<typeof bundleCli>>;
let work: string;

beforeAll(async () => {
  [cli, work] = await Promise.all([bundleCli(), mkdtemp(join(tmpdir(), 'screenkit-external-'))]);
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** Vite builds every screen of the catalogue: generous on a loaded machine (no time asserted). */
const SLOW = 240_000;

test(
  'a build with React external lists only its own files and imports React by name',
  async () => {
    const dir = join(work, 'cdn-react');
    const init = await cli.run(['init', dir, '--template', 'react', '--packages', 'registry']);
    expect(init.code, init.stdout + init.stderr).toBe(0);
    await linkDependencies(dir, 'react-consent');
    const config = join(dir, 'vite.config.ts');
    const text = await readFile(config, 'utf8');
    expect(text).toMatch(/\n\}\);\n$/);
    await writeFile(
      config,
      text.replace(
        /\n\}\);\n$/,
        '\n  build: { rolldownOptions: { external: /^(react|react-dom|scheduler)(\\/.*)?$/ } },\n});\n',
      ),
    );

    const build = await cli.run(['build'], dir);
    expect(build.code, build.stdout + build.stderr).toBe(0);
    const manifest = JSON.parse(
      await readFile(join(dir, 'dist', 'screenkit-manifest.json'), 'utf8'),
    ) as {
      screens: Record<string, Record<'js' | 'css' | 'preload', unknown>>;
    };
    expect(Object.keys(manifest.screens).sort()).toEqual([...listScreens()].sort());
    const code: string[] = [];
    for (const entry of Object.values(manifest.screens)) {
      const files = [entry.js, entry.css, entry.preload].flat() as {
        file: string;
        integrity: string;
      }[];
      for (const { file, integrity } of files) {
        expect(file).toMatch(/^assets\//);
        const bytes = await readFile(join(dir, 'dist', file));
        expect(integrity).toBe(`sha384-${createHash('sha384').update(bytes).digest('base64')}`);
        if (file.endsWith('.js')) code.push(bytes.toString());
      }
    }
    // React stayed out of the bundle: imported by name, for the page's import map to resolve.
    const all = code.join('\n');
    expect(all).toMatch(/from\s*"react(\/jsx-runtime)?"/);
    expect(all).not.toContain('react.production');
  },
  SLOW,
);
