/**
 * The dashboard's RBAC settings, in real Chromium, checked through the API: an API's "Add
 * permissions in the access token" toggle (its `token_dialect`, only offered with RBAC on).
 * axe finds no violation; the keyboard alone does it.
 */
import { type DevServer, startDevServer } from '@screenkit/dev-server';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser.js';
import { axeViolations, managementApi, settled, tabTo } from './support/dashboard-page.js';

const API = 'https://orders.example.com/';
let server: DevServer;
let browser: Browser;
let page: Page;
let apiId: string;

const { management, get } = managementApi(() => server);

beforeAll(async () => {
  [server, browser] = await Promise.all([startDevServer({ inMemory: true }), launchBrowser()]);
  page = await browser.context.newPage();
  apiId = (
    await management<{ id: string }>('POST', '/resource-servers', {
      identifier: API,
      name: 'Orders',
      scopes: [{ value: 'read:orders', description: 'Read orders' }],
    })
  ).body.id;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(on: Page, path: string) {
  await on.goto(`${server.url}${path}`);
  await on.getByRole('heading', { level: 1 }).waitFor();
  await settled(on);
}
type Rs = { enforce_policies?: boolean; token_dialect?: string };
const storedApi = () => get<Rs>(`/resource-servers/${apiId}`);
const status = (on: Page, text: string) =>
  on.getByRole('status').filter({ hasText: text }).waitFor();

describe('dashboard: RBAC', () => {
  it('"Add permissions in the access token" sets the dialect, offered only with RBAC on', async () => {
    await open(page, `/dashboard/apis/${apiId}`);
    const rbac = page.getByLabel('Enable RBAC', { exact: true });
    const toggle = page.getByLabel('Add permissions in the access token', { exact: true });
    expect(await toggle.isDisabled()).toBe(true);
    await rbac.check();
    await toggle.check();
    await page.getByRole('button', { name: 'Save' }).click();
    await status(page, 'Saved');
    expect(await storedApi()).toMatchObject({
      enforce_policies: true,
      token_dialect: 'access_token_authz',
    });
    expect(await axeViolations(page)).toEqual([]);

    // A fresh page shows what was saved; turned off, the dialect is the plain one again.
    await open(page, `/dashboard/apis/${apiId}`);
    expect(await toggle.isChecked()).toBe(true);
    await toggle.uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await status(page, 'Saved');
    expect(await storedApi()).toMatchObject({
      enforce_policies: true,
      token_dialect: 'access_token',
    });

    // The RFC 9068 profile keeps its shape: the toggle adds or drops `_authz`.
    await management('PATCH', `/resource-servers/${apiId}`, { token_dialect: 'rfc9068_profile' });
    await open(page, `/dashboard/apis/${apiId}`);
    await toggle.check();
    await page.getByRole('button', { name: 'Save' }).click();
    await status(page, 'Saved');
    expect((await storedApi()).token_dialect).toBe('rfc9068_profile_authz');
  });

  it('the keyboard alone turns RBAC and the permissions claim on', async () => {
    await management('PATCH', `/resource-servers/${apiId}`, {
      enforce_policies: false,
      token_dialect: 'access_token',
    });
    const keys = await browser.context.newPage();
    try {
      await open(keys, `/dashboard/apis/${apiId}`);
      await tabTo(keys, keys.getByLabel('Enable RBAC', { exact: true }));
      await keys.keyboard.press('Space');
      await tabTo(keys, keys.getByLabel('Add permissions in the access token', { exact: true }));
      await keys.keyboard.press('Space');
      await tabTo(keys, keys.getByRole('button', { name: 'Save' }));
      await keys.keyboard.press('Enter');
      await status(keys, 'Saved');
      expect(await storedApi()).toMatchObject({
        enforce_policies: true,
        token_dialect: 'access_token_authz',
      });
    } finally {
      await keys.close();
    }
  });
});
