/**
 * vitest globalSetup (dev-server and e2e projects): one folder for the run's CLI bundles, inside
 * the package so a bundle resolves `vite` from there as an installed CLI does, removed when the
 * run ends (a worker's own exit handlers do not always run).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    cliBundleDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(fileURLToPath(new URL('../.precompiled-test-cli-', import.meta.url)));
  project.provide('cliBundleDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
