/**
 * vitest globalSetup of the e2e project: one Vite cache folder for the run. The first starter
 * server pre-bundles the @screenkit packages (from source) into it and the later test files reuse
 * that; a fresh folder per run means an edit to the packages' sources is never served stale.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    viteCacheDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'screenkit-e2e-vite-'));
  project.provide('viteCacheDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
