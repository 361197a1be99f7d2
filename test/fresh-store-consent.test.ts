/**
 * The standalone `screenkit dev` in Chromium on a fresh store folder: the first Accept on the
 * standard consent screen lands on the callback (the consent it stores is flow state and must
 * not reload the page under the form post's redirect), open pages reload when the tenant's
 * configuration changes, and the dev toolbar never covers the screen.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_API, type DevServer, seedDemoTenant, startDevServer } from '@screenkit/dev-server';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser.js';

let server: DevServer;
let storeDir: string;
let browser: Browser;
let page: Page;
let clientId: string;

beforeAll(async () => {
  storeDir = await mkdtemp(join(tmpdir(), 'screenkit-fresh-'));
  [server, browser] = await Promise.all([startDevServer({ storeDir }), launchBrowser()]);
  ({ clientId } = await seedDemoTenant({
    baseUrl: server.url,
    managementToken: server.managementToken,
  }));
  page = await browser.context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(storeDir, { recursive: true, force: true });
});

describe('standalone dev server in Chromium, fresh store', () => {
  it('the first Accept on the standard consent screen lands on the callback', async () => {
    const live = page.waitForResponse((r) => r.url().endsWith('/_screenkit/live'));
    await page.goto(
      `${server.url}/authorize?${new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: `${server.url}/callback`,
        audience: DEMO_API,
        scope: 'read:accounts',
        state: 'first-accept',
      })}`,
    );
    await page.waitForURL(/\/u\/consent\?state=/);
    // The page listens for live reloads: it must not reload on the consent the post stores.
    await live;
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.waitForURL(/\/callback\?/);
    // Let any reload the store write could trigger happen, then check where the page is.
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    const url = new URL(page.url());
    expect(url.pathname).toBe('/callback');
    expect(url.searchParams.get('state')).toBe('first-accept');
    expect(url.searchParams.get('code')).toMatch(/.{16,}/);
  });

  it('an open page reloads when the tenant configuration changes', async () => {
    const connected = page.waitForResponse((r) => r.url().endsWith('/_screenkit/live'));
    await page.goto(`${server.url}/preview/consent/consent`);
    await connected;
    const reloaded = page.waitForEvent('load');
    const res = await fetch(`${server.url}/api/v2/prompts/consent/screen/consent/rendering`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${server.managementToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ use_page_template: true }),
    });
    expect(res.status).toBe(200);
    await reloaded;
  });

  it('the dev toolbar sits above the screen, never over it', async () => {
    await page.goto(`${server.url}/preview/consent/consent`);
    const toolbar = page.locator('#screenkit-toolbar');
    await toolbar.waitFor();
    const bar = await toolbar.boundingBox();
    expect(bar).not.toBeNull();
    // The screen's buttons (the toolbar's own, in its shadow root, are part of the bar).
    const screenButtons = page.locator('body > :not(#screenkit-toolbar)').getByRole('button');
    for (const button of await screenButtons.all()) {
      const box = await button.boundingBox();
      if (!box || !bar) continue;
      const overlaps =
        box.x < bar.x + bar.width &&
        bar.x < box.x + box.width &&
        box.y < bar.y + bar.height &&
        bar.y < box.y + box.height;
      expect(overlaps).toBe(false);
    }
    expect(
      await page.evaluate(
        () => getComputedStyle(document.querySelector('#screenkit-toolbar') as Element).position,
      ),
    ).toBe('static');
  });
});
