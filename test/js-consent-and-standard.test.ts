/**
 * The two other ways a consent page reaches a browser: the plain-TypeScript starter
 * (@screenkit/core only) under Vite, and the page host's own standard-mode page reached
 * through a real /authorize request. One browser for the file.
 */
import { DEMO_API, type DevServer, seedDemoTenant, startDevServer } from '@screenkit/dev-server';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser.js';
import { type ExampleServer, startExample } from './support/example-server.js';
import { watchExecution } from './support/xss-findings.js';

let example: ExampleServer;
let devServer: DevServer;
let browser: Browser;
let page: Page;
const executed: string[] = [];

beforeAll(async () => {
  [example, devServer, browser] = await Promise.all([
    startExample('js-consent'),
    startDevServer({ inMemory: true }),
    launchBrowser(),
  ]);
  page = await browser.context.newPage();
  await watchExecution(page, executed, '__screenkitPwned');
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([example?.close(), devServer?.close()]);
});

describe('js-consent starter (core only)', () => {
  it('renders the tenant partial and its own view, and accept lands on the callback', async () => {
    await page.goto(`${example.url}/preview/customized-consent/customized-consent`);
    const partial = page.getByRole('region', { name: 'Tenant partial' });
    await partial.locator('[data-field="beneficiary"]').waitFor();
    expect(await partial.locator('[data-field="amount"]').textContent()).toBe('2500');
    expect(await partial.locator('[data-field="currency"]').textContent()).toBe('USD');
    expect(await partial.locator('[data-field="beneficiary"]').textContent()).toBe('Hanna Herwitz');
    const details = page.getByRole('region', { name: 'Request details' });
    expect(await details.locator('[data-path="instructedAmount.currency"] dd').textContent()).toBe(
      'USD',
    );
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.waitForURL(/\/callback\?/);
    expect(new URL(page.url()).searchParams.get('code')).toMatch(/.{16,}/);
  });
});

describe('standard mode through /authorize', () => {
  it('shows the built-in consent page with the partial; its plain form denies and accepts', async () => {
    const { clientId } = await seedDemoTenant({
      baseUrl: devServer.url,
      managementToken: devServer.managementToken,
    });
    const details = [
      {
        type: 'money_transfer',
        instructedAmount: { amount: 42, currency: 'EUR' },
        beneficiary: '<img src=x onerror=__screenkitPwned("std")>',
      },
    ];
    const authorize = (state: string) =>
      `${devServer.url}/authorize?${new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: `${devServer.url}/callback`,
        audience: DEMO_API,
        scope: 'openid transfer:funds',
        state,
        authorization_details: JSON.stringify(details),
      })}`;

    await page.goto(authorize('client-state-1'));
    await page.waitForURL(/\/u\/customized-consent\?state=/);
    expect(await page.locator('[data-field="currency"]').textContent()).toBe('EUR');
    expect(await page.locator('[data-field="beneficiary"]').textContent()).toBe(
      details[0]?.beneficiary,
    );
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(/\/callback\?/);
    expect(new URL(page.url()).searchParams.get('error')).toBe('access_denied');
    expect(new URL(page.url()).searchParams.get('state')).toBe('client-state-1');

    await page.goto(authorize('client-state-2'));
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.waitForURL(/\/callback\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('code')).toMatch(/.{16,}/);
    expect(url.searchParams.get('state')).toBe('client-state-2');
    expect(executed).toEqual([]);
  });
});
