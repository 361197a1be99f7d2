/**
 * The dashboard's Roles page and a user's roles, in real Chromium, driven as a person would and
 * checked through the API: create a role, edit it (a refused name shows beside the field and
 * changes nothing), give it permissions from an API's scopes and take one back (a scope gone
 * since the page loaded is refused beside the field), give it to a user on the user's page and
 * see them on the role's Users tab, page through the list, delete it after a confirmation that
 * names it. An organization member's roles page with no roles links to the Roles page. axe
 * finds no violation on each page; the keyboard alone does each task.
 */
import { type DevServer, startDevServer } from '@screenkit/dev-server';
import type { Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser.js';
import {
  axeViolations,
  fieldError,
  managementApi,
  settled,
  tabTo,
} from './support/dashboard-page.js';

const API = 'https://orders.example.com/';
let server: DevServer;
let browser: Browser;
let page: Page;
let userId: string;
let orgId: string;

const { management, get } = managementApi(() => server);
const enc = encodeURIComponent;
const SCOPES = [
  { value: 'read:orders', description: 'Read orders' },
  { value: 'write:orders', description: 'Place orders' },
  { value: 'refund:orders', description: 'Refund orders' },
];

beforeAll(async () => {
  [server, browser] = await Promise.all([startDevServer({ inMemory: true }), launchBrowser()]);
  page = await browser.context.newPage();
  await management('POST', '/resource-servers', {
    identifier: API,
    name: 'Orders',
    scopes: SCOPES,
  });
  await management('POST', '/connections', { name: 'staff', strategy: 'auth0' });
  userId = (
    await management<{ user_id: string }>('POST', '/users', {
      connection: 'staff',
      email: 'ada@example.com',
      password: 'Quiet-River-82!',
    })
  ).body.user_id;
  orgId = (await management<{ id: string }>('POST', '/organizations', { name: 'acme' })).body.id;
  await management('POST', `/organizations/${orgId}/members`, { members: [userId] });
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
/** Answers the page's next confirm() with `accept`; resolves with its question. */
const nextDialog = (on: Page, accept: boolean) =>
  new Promise<string>((resolve) =>
    on.once('dialog', (dialog: Dialog) => {
      resolve(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    }),
  );
const roleNamed = async (name: string) =>
  (
    await get<{ id: string; name: string; description?: string }[]>(`/roles?name_filter=${name}`)
  ).find((r) => r.name === name);
const permissionsOf = async (roleId: string) =>
  (await get<{ permission_name: string }[]>(`/roles/${roleId}/permissions`)).map(
    (p) => p.permission_name,
  );
const rolesOfUser = async () =>
  (await get<{ name: string }[]>(`/users/${enc(userId)}/roles`)).map((r) => r.name);
const status = (on: Page, text: string) =>
  on.getByRole('status').filter({ hasText: text }).waitFor();

describe('dashboard: roles', () => {
  it('a member with no tenant roles is pointed to the Roles page, which creates the first', async () => {
    await open(page, `/dashboard/organizations/${orgId}/members/${enc(userId)}`);
    await page.getByRole('link', { name: 'Roles page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Roles' }).waitFor();
    await settled(page);
    await page.getByText('No roles yet.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Name', { exact: true }).fill('support');
    await page.getByLabel('Description', { exact: true }).fill('Answers tickets');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { level: 1, name: 'support' }).waitFor();
    expect(await roleNamed('support')).toMatchObject({ description: 'Answers tickets' });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('edits a role; a refused name shows beside the field and changes nothing', async () => {
    const role = await roleNamed('support');
    await open(page, `/dashboard/roles/${role?.id}`);
    await page.getByLabel('Name', { exact: true }).fill('x'.repeat(51));
    await page.getByRole('button', { name: 'Save' }).click();
    await fieldError(page, 'Name').waitFor();
    expect(await fieldError(page, 'Name').textContent()).toMatch(/name/);
    expect(await roleNamed('support')).toEqual(role);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Name', { exact: true }).fill('support');
    await page.getByLabel('Description', { exact: true }).fill('Answers and closes tickets');
    await page.getByRole('button', { name: 'Save' }).click();
    await status(page, 'Saved');
    expect((await roleNamed('support'))?.description).toBe('Answers and closes tickets');
  });

  it("gives a role permissions from an API's scopes and takes one back", async () => {
    const roleId = (await roleNamed('support'))?.id as string;
    await open(page, `/dashboard/roles/${roleId}`);
    await page.getByRole('link', { name: 'Permissions', exact: true }).click();
    await page.getByText('support grants no permission yet.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('API', { exact: true }).selectOption({ label: 'Orders' });
    for (const scope of ['read:orders', 'write:orders']) {
      await page.getByLabel('Permission', { exact: true }).selectOption(scope);
      await page.getByRole('button', { name: 'Add permission' }).click();
      await page.getByRole('cell', { name: scope, exact: true }).waitFor();
    }
    expect(await permissionsOf(roleId)).toEqual(['read:orders', 'write:orders']);
    expect(await page.getByRole('cell', { name: 'Place orders' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Remove the permission read:orders of Orders' }).click();
    await status(page, 'Permission removed');
    expect(await permissionsOf(roleId)).toEqual(['write:orders']);

    // A scope the API dropped after the page loaded: the API's refusal, beside the field.
    await management('PATCH', `/resource-servers/${enc(API)}`, { scopes: SCOPES.slice(0, 2) });
    await page.getByLabel('Permission', { exact: true }).selectOption('refund:orders');
    await page.getByRole('button', { name: 'Add permission' }).click();
    await fieldError(page, 'Permission').filter({ hasText: 'refund:orders' }).waitFor();
    expect(await permissionsOf(roleId)).toEqual(['write:orders']);
    await management('PATCH', `/resource-servers/${enc(API)}`, { scopes: SCOPES });
  });

  it("assigns a role on the user's page, lists its users, pages, and deletes it named", async () => {
    const roleId = (await roleNamed('support'))?.id as string;
    await open(page, `/dashboard/users/${enc(userId)}`);
    await page.getByText('No role yet.').waitFor();
    await page.getByLabel('Role', { exact: true }).selectOption({ label: 'support' });
    await page.getByRole('button', { name: 'Assign role' }).click();
    await page.getByRole('cell', { name: 'support', exact: true }).waitFor();
    expect(await rolesOfUser()).toEqual(['support']);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'support', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'support' }).waitFor();
    await page.getByRole('link', { name: 'Users', exact: true }).last().click();
    const holders = page.getByRole('table', { name: 'Users with the role support' });
    await holders.getByRole('link', { name: 'ada@example.com' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The list pages as the others do: 26 more roles make a second page.
    for (let i = 0; i < 26; i++) await management('POST', '/roles', { name: `r${i}` });
    await open(page, '/dashboard/roles');
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await pager.getByText('Page 1 of 2 (27 in all)').waitFor();
    await pager.getByRole('button', { name: 'Next' }).click();
    await pager.getByText('Page 2 of 2').waitFor();
    await settled(page);
    expect(await page.locator('tbody tr').count()).toBe(2);

    await open(page, `/dashboard/roles/${roleId}`);
    const declined = nextDialog(page, false);
    await page.getByRole('button', { name: 'Delete this role' }).click();
    expect(await declined).toBe('Delete support? 1 user will lose it.');
    expect((await management('GET', `/roles/${roleId}`)).status).toBe(200);
    const asked = nextDialog(page, true);
    await page.getByRole('button', { name: 'Delete this role' }).click();
    await asked;
    await page.getByRole('heading', { level: 1, name: 'Roles' }).waitFor();
    expect((await management('GET', `/roles/${roleId}`)).status).toBe(404);
    expect(await rolesOfUser()).toEqual([]);
  });

  it('the keyboard alone creates and edits a role, gives it a permission and a user, deletes it', async () => {
    const keys = await browser.context.newPage();
    const activate = async (target: ReturnType<Page['locator']>) => {
      await tabTo(keys, target);
      await keys.keyboard.press('Enter');
    };
    try {
      await open(keys, '/dashboard/roles');
      await tabTo(keys, keys.getByLabel('Name', { exact: true }));
      await keys.keyboard.type('kb-role');
      await keys.keyboard.press('Enter');
      await keys.getByRole('heading', { level: 1, name: 'kb-role' }).waitFor();
      const roleId = (await roleNamed('kb-role'))?.id as string;
      await tabTo(keys, keys.getByLabel('Description', { exact: true }));
      await keys.keyboard.type('Keyboard made');
      await keys.keyboard.press('Enter');
      await status(keys, 'Saved');
      expect((await roleNamed('kb-role'))?.description).toBe('Keyboard made');

      await activate(keys.getByRole('link', { name: 'Permissions', exact: true }));
      await settled(keys);
      await tabTo(keys, keys.getByLabel('Permission', { exact: true }));
      await keys.keyboard.type('write');
      await activate(keys.getByRole('button', { name: 'Add permission' }));
      await keys.getByRole('cell', { name: 'write:orders', exact: true }).waitFor();
      expect(await permissionsOf(roleId)).toEqual(['write:orders']);

      await open(keys, `/dashboard/users/${enc(userId)}`);
      await tabTo(keys, keys.getByLabel('Role', { exact: true }));
      await keys.keyboard.type('kb-role');
      await activate(keys.getByRole('button', { name: 'Assign role' }));
      await keys.getByRole('cell', { name: 'kb-role', exact: true }).waitFor();
      expect(await rolesOfUser()).toEqual(['kb-role']);
      await activate(keys.getByRole('button', { name: 'Remove the role kb-role' }));
      await status(keys, 'Role removed');
      expect(await rolesOfUser()).toEqual([]);

      await open(keys, `/dashboard/roles/${roleId}`);
      const asked = nextDialog(keys, true);
      await activate(keys.getByRole('button', { name: 'Delete this role' }));
      expect(await asked).toBe('Delete kb-role? 0 users will lose it.');
      await keys.getByRole('heading', { level: 1, name: 'Roles' }).waitFor();
      expect((await management('GET', `/roles/${roleId}`)).status).toBe(404);
    } finally {
      await keys.close();
    }
  });
});
