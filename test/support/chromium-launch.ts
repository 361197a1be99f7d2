/**
 * Debian's Chromium through playwright-core: headless, no sandbox (containers), no background
 * traffic (this machine's network is closed, and Chromium would keep retrying).
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
