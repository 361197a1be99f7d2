/**
 * vitest globalSetup of the e2e project: ONE headless Chromium for the whole run. Each test file
 * connects to it and opens its own browser context (isolated cookies and storage), so adding a
 * browser test costs a context, not a browser start.
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium-launch.js';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumWsEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  project.provide('chromiumWsEndpoint', server.wsEndpoint());
  return () => server.close();
}
