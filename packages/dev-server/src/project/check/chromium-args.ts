/**
 * Debian's Chromium through playwright-core: headless, no sandbox (containers), no background
 * traffic (CI networks are often closed, and Chromium would keep retrying). `screenkit check`
 * and the repository's browser tests (test/support/chromium-launch.ts) launch with these.
 */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
