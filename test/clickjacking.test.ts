/**
 * Clickjacking, tried in real Chromium (issue 28): a page on another origin frames the dev
 * server's inbox (the codes and reset links of every user) and a gallery thumbnail (framable
 * by its own origin only). Chromium must refuse both, while the same page frames its own
 * origin's content fine (so the test sees a refusal, not a page that frames nothing).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type DevServer, startDevServer } from '@screenkit/dev-server';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser.js';

let server: DevServer;
let browser: Browser;
let page: Page;
let attacker: Server;
let attackerUrl: string;

const OWN =
  '<!DOCTYPE html><html><head><title>own</title></head><body><h1>Own frame</h1></body></html>';

beforeAll(async () => {
  [server, browser] = await Promise.all([startDevServer({ inMemory: true }), launchBrowser()]);
  // Another origin (another port of 127.0.0.1) whose page frames the dev server's pages.
  attacker = createServer((req, res) => {
    res.setHeader('content-type', 'text/html');
    if (req.url === '/own') return res.end(OWN);
    res.end(`<!DOCTYPE html><html><head><title>evil</title></head><body>
<iframe name="own" src="/own"></iframe>
<iframe name="inbox" src="${server.url}/_screenkit/inbox"></iframe>
<iframe name="thumbnail" src="${server.url}/preview/login-id/login-id?frame=1"></iframe>
</body></html>`);
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
  page = await browser.context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await new Promise((resolve) => attacker?.close(resolve));
});

/** The heading the frame shows, or undefined when Chromium refused to load the page in it. */
async function heading(frame: Frame | null): Promise<string | undefined> {
  if (!frame || frame.url().startsWith('chrome-error:')) return undefined;
  return (await frame.locator('h1').first().textContent({ timeout: 2000 })) ?? undefined;
}

describe('pages framed by another origin', () => {
  it('the inbox and a gallery thumbnail stay empty; the attacker frames only its own pages', async () => {
    const framed = Promise.all(
      [`${server.url}/_screenkit/inbox`, `${server.url}/preview/login-id/login-id?frame=1`].map(
        (url) => page.waitForResponse((r) => r.url() === url),
      ),
    );
    await page.goto(attackerUrl, { waitUntil: 'load' });
    const responses = await framed;
    expect(await heading(page.frame({ name: 'own' }))).toBe('Own frame');
    // The dev server answered; Chromium kept the answers out of the frames.
    expect(await heading(page.frame({ name: 'inbox' }))).toBeUndefined();
    expect(page.frame({ name: 'inbox' })?.url()).toMatch(/^chrome-error:/);
    expect(page.frame({ name: 'thumbnail' })?.url()).toMatch(/^chrome-error:/);
    expect(responses.map((r) => r.headers()['x-frame-options'])).toEqual(['DENY', 'SAMEORIGIN']);
  });
});
