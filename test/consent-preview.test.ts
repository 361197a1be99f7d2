/**
 * The main job, in real headless Chromium: the React starter under Vite with the screenkit
 * plugin shows the customized-consent preview from the tenant's partial, accepts into a code,
 * switches screens from the toolbar, renders hostile authorization_details as inert text, and
 * follows partial edits made through the Management API.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser.js';
import { type ExampleServer, startExample } from './support/example-server.js';
import { watchExecution } from './support/xss-findings.js';

const PREVIEW = '/preview/customized-consent/customized-consent';
let server: ExampleServer;
let browser: Browser;
let page: Page;
const executed: string[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startExample('react-consent'), launchBrowser()]);
  page = await browser.context.newPage();
  // Any script payload that runs calls this (or opens a dialog): the tests assert it never does.
  await watchExecution(page, executed, '__screenkitPwned');
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openPreview(path = PREVIEW): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await page.locator('main.card').waitFor();
}

describe('React starter under Vite', () => {
  it('shows the transfer amount, currency and beneficiary from the tenant template', async () => {
    await openPreview();
    const partial = page.getByRole('region', { name: 'Tenant partial' });
    await expect.poll(() => partial.locator('[data-field="amount"]').textContent()).toBe('2500');
    expect(await partial.locator('[data-field="currency"]').textContent()).toBe('USD');
    expect(await partial.locator('[data-field="beneficiary"]').textContent()).toBe('Hanna Herwitz');
    // The hand-written React view of the same entries.
    const details = page.getByRole('region', { name: 'Request details' });
    expect(await details.locator('[data-path="beneficiary"] dd').textContent()).toBe(
      'Hanna Herwitz',
    );
    expect(await details.locator('article').count()).toBe(2);
  });

  it('accept lands on the client callback with a code and the state', async () => {
    await openPreview();
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.waitForURL(/\/callback\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('code')).toMatch(/.{16,}/);
    expect(url.searchParams.get('state')).toMatch(/^preview-/);
    expect(await page.locator('td[data-param="code"]').textContent()).toBe(
      url.searchParams.get('code'),
    );
  });

  it('the toolbar switches screen and variant', async () => {
    await openPreview();
    await page.getByTestId('screen-select').selectOption('login-id/login-id');
    await page.waitForURL(/\/preview\/login-id\/login-id$/);
    await page.locator('input[name="username"]').waitFor();
    // The starter's committed settings (tenant/) ask for screen.texts: the fixture's title.
    expect(await page.locator('h1').textContent()).toBe('Welcome');
    await page.getByTestId('variant-select').selectOption('with-errors');
    await page.waitForURL(/variant=with-errors/);
    expect(await page.locator('.errors li').first().textContent()).toContain('Email is not valid.');
  });

  it('renders script payloads in authorization_details as text and runs nothing', async () => {
    const payloads = [
      '<img src=x onerror="__screenkitPwned(\'img\')">',
      '<script>__screenkitPwned("script")</script>',
      '</script><script>__screenkitPwned("breakout")</script>',
      '"><svg onload=__screenkitPwned("svg")>',
      'javascript:__screenkitPwned("href")',
    ];
    // Leave the dev page first: the store change below makes the plugin reload open pages.
    await page.goto('about:blank');
    await fetch(`${server.url}/_screenkit/sample-requests/customized-consent`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${server.managementToken}`,
      },
      body: JSON.stringify({
        client_id: server.clientId,
        scope: 'transfer:funds',
        authorization_details: [
          {
            type: 'money_transfer',
            instructedAmount: { amount: 1, currency: payloads[3] },
            beneficiary: payloads[0],
            subject: payloads[1],
            sourceAccount: payloads[2],
            destinationAccount: payloads[4],
          },
        ],
      }),
    });
    await openPreview();
    const partial = page.getByRole('region', { name: 'Tenant partial' });
    await expect
      .poll(() => partial.locator('[data-field="beneficiary"]').textContent())
      .toBe(payloads[0]);
    expect(await partial.locator('[data-field="currency"]').textContent()).toBe(payloads[3]);
    const details = page.getByRole('region', { name: 'Request details' });
    expect(await details.locator('[data-path="subject"] dd').textContent()).toBe(payloads[1]);
    expect(await page.locator('main img, main svg, main script').count()).toBe(0);
    await page.waitForTimeout(200); // let any onerror/onload fire if one had slipped through
    expect(executed).toEqual([]);
  });

  it('editing the stored partial through the Management API changes the page on reload', async () => {
    await openPreview();
    const reloaded = page.waitForEvent('load');
    await server.api('PUT', '/prompts/customized-consent/partials', {
      'customized-consent': {
        'form-content':
          '<p data-field="edited">Pay {{transaction.params.authorization_details[0].instructedAmount.amount}} to {{ transaction.params.authorization_details[0].beneficiary }}</p>',
      },
    });
    // The plugin reloads the open page itself when the store changes.
    await reloaded;
    const edited = page.locator('[data-field="edited"]');
    await edited.waitFor();
    expect(await edited.textContent()).toBe(
      'Pay 1 to <img src=x onerror="__screenkitPwned(\'img\')">',
    );
    // And a plain reload shows the same stored partial.
    await page.reload();
    await edited.waitFor();
    expect(executed).toEqual([]);
  });
});
