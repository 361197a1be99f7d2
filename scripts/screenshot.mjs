#!/usr/bin/env node
/**
 * Takes docs/consent-preview.png: the demo's consent preview in headless Chromium (Debian's
 * /usr/bin/chromium through playwright-core). Rerun after `pnpm build`: `node scripts/screenshot.mjs`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
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
const out = fileURLToPath(new URL('../docs/consent-preview.png', import.meta.url));

const { vite, previewUrl } = await startDemo({ port: 0, logLevel: 'warn' });
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
  await page.goto(previewUrl);
  await page.locator('[data-field="beneficiary"]').waitFor();
  await page.screenshot({ path: out, fullPage: true });
  await context.close();
  console.log(`wrote ${out}`);
} finally {
  await rm(profile, { recursive: true, force: true });
  await vite.close();
}
