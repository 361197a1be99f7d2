/**
 * The dashboard's RBAC settings, in real Chromium, checked through the API: an API's "Add
 * permissions in the access token" toggle (its `token_dialect`, only offered with RBAC on), and
 * a user's own permissions on their page (listed beside those their roles grant, added from an
 * API's scopes, removed). axe finds no violation; the keyboard alone does each.
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
let userId: string;

const { management, get } = managementApi(() => server);

beforeAll(async () => {
  [server, browser] = await Promise.all([startDevServer({ inMemory: true }), launchBrowser()]);
  page = await browser.context.newPage();
  apiId = (
    await management<{ id: string }>('POST', '/resource-servers', {
      identifier: API,
      name: 'Orders',
      scopes: [
        { value: 'read:orders', description: 'Read orders' },
        { value: 'write:orders', description: 'Place orders' },
      ],
    })
  ).body.id;
  await management('POST', '/connections', { name: 'staff', strategy: 'auth0' });
  userId = (
    await management<{ user_id: string }>('POST', '/users', {
      connection: 'staff',
      email: 'ada@example.com',
      password: 'Quiet-River-82!',
    })
  ).body.user_id;
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
type Held = { permission_name: string; sources: { source_name: string; source_type: string }[] };
/** The user's permissions, each as `name: where from`. */
const permissionsOfUser = async () =>
  (await get<Held[]>(`/users/${enc(userId)}/permissions`)).map(
    (p) =>
      `${p.permission_name}: ${p.sources.map((s) => s.source_name || s.source_type).join(', ')}`,
  );
const enc = encodeURIComponent;
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

  it("a user's page lists their permissions, adds one of an API's scopes and removes it", async () => {
    const role = (await management<{ id: string }>('POST', '/roles', { name: 'support' })).body;
    const permissions = [{ resource_server_identifier: API, permission_name: 'write:orders' }];
    await management('POST', `/roles/${role.id}/permissions`, { permissions });
    await management('POST', `/users/${enc(userId)}/roles`, { roles: [role.id] });

    await open(page, `/dashboard/users/${enc(userId)}`);
    const table = page.getByRole('table', { name: 'Permissions of ada@example.com' });
    // What the role grants is listed with the role, and removed there, not here.
    await table.getByRole('link', { name: 'role support' }).waitFor();
    expect(await table.getByRole('button').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('API', { exact: true }).selectOption({ label: 'Orders' });
    await page.getByLabel('Permission', { exact: true }).selectOption('read:orders');
    await page.getByRole('button', { name: 'Add permission' }).click();
    await table.getByRole('cell', { name: 'read:orders', exact: true }).waitFor();
    expect(await permissionsOfUser()).toEqual(['read:orders: DIRECT', 'write:orders: support']);
    expect(await table.getByRole('cell', { name: 'Read orders' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Remove the permission read:orders of Orders' }).click();
    await status(page, 'Permission removed');
    expect(await permissionsOfUser()).toEqual(['write:orders: support']);
    expect(await table.getByRole('cell', { name: 'read:orders', exact: true }).count()).toBe(0);

    // Given directly too, it can be taken back here; the role's stays.
    await page.getByLabel('Permission', { exact: true }).selectOption('write:orders');
    await page.getByRole('button', { name: 'Add permission' }).click();
    const remove = page.getByRole('button', {
      name: 'Remove the permission write:orders of Orders',
    });
    await remove.waitFor();
    await remove.click();
    await status(page, 'Permission removed');
    expect(await permissionsOfUser()).toEqual(['write:orders: support']);
  });

  it('the keyboard alone gives a user a permission and takes it back', async () => {
    const keys = await browser.context.newPage();
    try {
      await open(keys, `/dashboard/users/${enc(userId)}`);
      await tabTo(keys, keys.getByLabel('Permission', { exact: true }));
      await keys.keyboard.type('read');
      await tabTo(keys, keys.getByRole('button', { name: 'Add permission' }));
      await keys.keyboard.press('Enter');
      const remove = keys.getByRole('button', {
        name: 'Remove the permission read:orders of Orders',
      });
      await remove.waitFor();
      expect(await permissionsOfUser()).toEqual(['read:orders: DIRECT', 'write:orders: support']);
      await tabTo(keys, remove);
      await keys.keyboard.press('Enter');
      await status(keys, 'Permission removed');
      expect(await permissionsOfUser()).toEqual(['write:orders: support']);
    } finally {
      await keys.close();
    }
  });
});
