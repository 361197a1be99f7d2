/**
 * A browser context for one test file, on the run's shared Chromium (started once by
 * chromium-server.ts, the e2e project's globalSetup). Contexts share no cookies or storage.
 */
import { type BrowserContext, chromium } from 'playwright-core';
import { inject } from 'vitest';

export { CHROMIUM, CHROMIUM_ARGS } from './chromium-launch.js';

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.connect(inject('chromiumWsEndpoint'));
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  return {
    context,
    async close() {
      await context.close();
      await browser.close(); // closes this file's connection; the shared Chromium runs on
    },
  };
}
