/**
 * What `screenkit export` prints, run as a child process: a Deploy CLI folder (one file per
 * screen) is summed up in one line naming the folder, a few Terraform files are named, and a
 * missing --format says which values it takes.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { listScreens } from '@screenkit/core';
import { expect, test } from 'vitest';
import { promptOf } from '../src/project/screen-names.js';
import { writeTenantFiles } from '../src/project/tenant-files.js';
import { runCliToEnd } from './child-server.js';
import { afterEachTest } from './http.js';

const { dir } = afterEachTest();

test('export says what it wrote in a line or two, and asks for a missing --format', async () => {
  const project = await dir();
  const screens = listScreens().slice(0, 40);
  await writeTenantFiles(join(project, 'tenant'), {
    renderings: screens.map((screen) => ({
      prompt: promptOf(screen),
      screen,
      rendering_mode: 'advanced',
      context_configuration: ['screen.texts'],
    })),
    partials: {},
  });

  const deployCli = await runCliToEnd(['export', '--format', 'deploy-cli', '--dir', project]);
  expect(deployCli.code, deployCli.stderr).toBe(0);
  const written = await readdir(join(project, 'deploy-cli'), { recursive: true });
  const files = written.filter((name) => name.endsWith('.json')).length;
  expect(files).toBeGreaterThanOrEqual(screens.length);
  expect(deployCli.stdout).toBe(`Wrote ${files} files under deploy-cli/\n`);

  const terraform = await runCliToEnd(['export', '--format', 'terraform', '--dir', project]);
  expect(terraform.stdout).toBe('Wrote 1 file(s): terraform/screen_renderers.tf\n');

  const missing = await runCliToEnd(['export', '--dir', project]);
  expect(missing.code).toBe(1);
  expect(missing.stderr).toContain('--format terraform or --format deploy-cli');
  expect(missing.stderr).not.toContain('""');
});
