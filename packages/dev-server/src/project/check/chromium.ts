/** One headless Chromium for a whole `screenkit check` run. */
import type { Browser } from 'playwright-core';
import { CliError } from '../cli-error.js';
import { CHROMIUM_ARGS } from './chromium-args.js';

/** Arguments that make screenshots the same on identical machines, run after run. */
const STABLE_RENDERING_ARGS = [
  '--force-color-profile=srgb',
  '--font-render-hinting=none',
  '--hide-scrollbars',
  '--disable-lcd-text',
];

/**
 * Every host name but the pages server's fails to resolve: a page that loads from elsewhere (a
 * font CDN) would not render the same offline. Blocked here rather than with Playwright's request
 * routing, which turns Chromium's HTTP cache off and stops every request for a round trip to
 * Node: with it, each page re-downloaded and recompiled its modules and axe-core.
 */
export const OFFLINE_ARGS = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];

/** playwright-core is an optional peer: only `screenkit check` needs it. */
async function loadPlaywright(): Promise<typeof import('playwright-core')> {
  try {
    return await import('playwright-core');
  } catch {
    throw new CliError(
      'playwright_missing',
      'playwright-core',
      '`screenkit check` drives Chromium through playwright-core: add it to the project (`pnpm add -D playwright-core`)',
    );
  }
}

export async function launchChromium(executablePath: string): Promise<Browser> {
  const { chromium } = await loadPlaywright();
  try {
    return await chromium.launch({
      executablePath,
      args: [...CHROMIUM_ARGS, ...STABLE_RENDERING_ARGS, ...OFFLINE_ARGS],
      headless: true,
    });
  } catch (error) {
    throw new CliError(
      'chromium_failed',
      executablePath,
      `Cannot start Chromium at ${executablePath} (pass --chromium <path> or set SCREENKIT_CHROMIUM): ${(error as Error).message.split('\n')[0]}`,
    );
  }
}
