#!/usr/bin/env node
/**
 * Takes the README's screenshots of the demo in headless Chromium (Debian's /usr/bin/chromium
 * through playwright-core): docs/consent-preview.png, the consent preview, and
 * docs/dashboard.png, the dashboard's Permissions tab of the demo's Bank API. Rerun after
 * `pnpm build`: `node scripts/screenshot.mjs [consent|dashboard]` (both by default).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CHROMIUM_ARGS,
  DEFAULT_CHROMIUM,
} from '../packages/dev-server/dist/project/check/chromium-args.js';
import { startDemo } from './demo-server.mjs';

// playwright-core is a dependency of the test workspace package.
const { chromium } = createRequire(new URL('../test/package.json', import.meta.url))(
  'playwright-core',
);
const { PNG } = createRequire(new URL('../packages/dev-server/package.json', import.meta.url))(
  'pngjs',
);
const docs = (name) => fileURLToPath(new URL(`../docs/${name}`, import.meta.url));
const only = process.argv[2];

/** Re-encodes a PNG at zlib's best compression, without alpha (the pages are opaque). */
function optimised(buffer) {
  const png = PNG.sync.read(buffer);
  return PNG.sync.write(png, { colorType: 2, deflateLevel: 9, filterType: -1 });
}

const { vite, url, previewUrl } = await startDemo({ port: 0, logLevel: 'warn' });
const profile = await mkdtemp(join(tmpdir(), 'screenkit-shot-'));
try {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM,
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: { width: 900, height: 1100 },
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  if (only !== 'dashboard') {
    await page.goto(previewUrl);
    await page.locator('[data-field="beneficiary"]').waitFor();
    await page.screenshot({ path: docs('consent-preview.png'), fullPage: true });
    console.log(`wrote ${docs('consent-preview.png')}`);
  }
  if (only !== 'consent') {
    await page.setViewportSize({ width: 1000, height: 620 });
    await page.goto(`${url}/dashboard`);
    await page.getByRole('link', { name: 'Bank API' }).click();
    await page.getByRole('link', { name: 'Permissions' }).click();
    await page.getByRole('list', { name: 'Authorization details types' }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    await writeFile(docs('dashboard.png'), optimised(await page.screenshot({ fullPage: true })));
    console.log(`wrote ${docs('dashboard.png')}`);
  }
  await context.close();
} finally {
  await rm(profile, { recursive: true, force: true });
  await vite.close();
}
