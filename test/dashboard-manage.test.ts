/**
 * The dashboard's management tasks beyond setup (issue 26's follow-ups), in real Chromium, each
 * driven as a person would and checked through the API: delete a connection (a confirmation
 * naming it and its users; its users go, applications stop listing it), sign out one session
 * of a user or all of them (that browser's `prompt=none` then answers `login_required`, over
 * HTTP), page through an organization's invitations past the first page, and a member's roles
 * (assign, remove). axe finds no violation on each new page; the keyboard alone does each task.
 */
import { type DevServer, startDevServer } from '@screenkit/dev-server';
import type { Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  flowDriver,
  logIn,
  seedFlowTenant,
  silentError,
} from '../packages/dev-server/test/support/flow-driver.js';
import { type Browser, launchBrowser } from './support/browser.js';
import { axeViolations, managementApi, settled, tabTo } from './support/dashboard-page.js';

const SAM = { email: 'sam@example.com', password: 'Quiet-River-82!' };
const LOGIN_SCREENS = [
  ['login-id', 'login-id'],
  ['login-password', 'login-password'],
  ['consent', 'consent'],
] as const;

let server: DevServer;
let browser: Browser;
let page: Page;
let clientId: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startDevServer({ inMemory: true }), launchBrowser()]);
  clientId = await seedFlowTenant(server, LOGIN_SCREENS);
  page = await browser.context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const { management, get } = managementApi(() => server);
const enc = encodeURIComponent;

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

/** A database connection enabled for the app, with one user; its id and the user's. */
async function connectionWithUser(name: string, email: string) {
  const { body: connection } = await management<{ id: string }>('POST', '/connections', {
    name,
    strategy: 'auth0',
    enabled_clients: [clientId],
  });
  const { body: user } = await management<{ user_id: string }>('POST', '/users', {
    connection: name,
    email,
    password: 'Correct-Horse-Battery-7',
  });
  return { connectionId: connection.id, userId: user.user_id };
}
const appConnections = async () =>
  (
    await get<{ connections: { name: string }[] }>(`/clients/${clientId}/connections`)
  ).connections.map((c) => c.name);

/** Sam logged in on two browsers (HTTP); each one's session id, and sam's user id. */
async function samOnTwoBrowsers() {
  const laptop = flowDriver(server, clientId);
  const phone = flowDriver(server, clientId);
  const { id } = await laptop.tokens((await logIn(laptop, SAM)).url);
  const { id: phoneId } = await phone.tokens((await logIn(phone, SAM)).url);
  return {
    laptop,
    phone,
    userId: id.sub as string,
    laptopSid: id.sid as string,
    phoneSid: phoneId.sid as string,
  };
}

/** An organization whose invitations go through the demo app (it needs a login route). */
async function organizationWithInvitations(name: string, count: number) {
  await management('PATCH', `/clients/${clientId}`, {
    initiate_login_uri: 'https://app.example.com/login',
  });
  const { body: org } = await management<{ id: string }>('POST', '/organizations', { name });
  for (let i = 1; i <= count; i++)
    await management('POST', `/organizations/${org.id}/invitations`, {
      inviter: { name: 'Ada' },
      invitee: { email: `invitee-${String(i).padStart(2, '0')}@example.com` },
      client_id: clientId,
      send_invitation_email: false,
    });
  return org.id;
}
const inviteeCells = (on: Page) =>
  on
    .getByRole('table', { name: 'Pending invitations' })
    .locator('tbody tr td:first-child')
    .allTextContents();

/** Sam's membership in acme (the demo seeds it), and two roles of the tenant. */
async function acmeAndRoles(prefix: string) {
  const { body: acme } = await management<{ id: string }>('GET', '/organizations/name/acme');
  const role = async (name: string) =>
    (await management<{ id: string }>('POST', '/roles', { name: `${prefix}${name}` })).body.id;
  const samId = (await get<{ user_id: string }[]>(`/users?q=${enc(SAM.email)}`))[0]?.user_id;
  return {
    orgId: acme.id,
    samId: samId as string,
    admin: await role('admin'),
    viewer: await role('viewer'),
  };
}
const heldRoles = async (orgId: string, userId: string) =>
  (await get<{ name: string }[]>(`/organizations/${orgId}/members/${enc(userId)}/roles`))
    .map((r) => r.name)
    .sort();

describe('the dashboard manages the tenant, driven in Chromium', () => {
  it('deletes a connection after a confirmation naming it and its users; its users go, the app stops listing it', async () => {
    const { connectionId, userId } = await connectionWithUser('old-db', 'gone@example.com');
    expect(await appConnections()).toContain('old-db');
    await open(page, `/dashboard/connections/${enc(connectionId)}`);
    expect(await axeViolations(page)).toEqual([]);
    const remove = page.getByRole('button', { name: 'Delete this connection' });

    const declined = nextDialog(page, false);
    await remove.click();
    expect(await declined).toBe(
      'Delete old-db? Its 1 user will be deleted with it, and no application or organization will offer it.',
    );
    await settled(page);
    expect((await management('GET', `/connections/${connectionId}`)).status).toBe(200);

    const accepted = nextDialog(page, true);
    await remove.click();
    await accepted;
    await page.getByRole('heading', { level: 1, name: 'Connections' }).waitFor();
    expect((await management('GET', `/connections/${connectionId}`)).status).toBe(404);
    expect((await management('GET', `/users/${enc(userId)}`)).status).toBe(404);
    expect(await appConnections()).not.toContain('old-db');
    await settled(page);
    expect(await page.getByRole('link', { name: 'old-db' }).count()).toBe(0);
  });

  it("signs out one of a user's sessions, then every one: each browser's prompt=none then answers login_required", async () => {
    const { laptop, phone, userId, laptopSid, phoneSid } = await samOnTwoBrowsers();
    await open(page, `/dashboard/users/${enc(userId)}`);
    const sessions = page.getByRole('table', { name: 'Live sessions' });
    await sessions.getByText(laptopSid).waitFor();
    await sessions.getByText(phoneSid).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `Sign out session ${laptopSid}` }).click();
    await page.getByRole('status').filter({ hasText: 'Signed out' }).waitFor();
    await settled(page);
    expect(await sessions.getByText(laptopSid).count()).toBe(0);
    expect([await silentError(laptop), await silentError(phone)]).toEqual(['login_required', null]);

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByText('No live session.').waitFor();
    expect(await silentError(phone)).toBe('login_required');
  });

  it("pages through an organization's invitations past the first page, newest first", async () => {
    const orgId = await organizationWithInvitations('invites-paged', 27);
    await open(page, `/dashboard/organizations/${enc(orgId)}/invitations`);
    const first = await inviteeCells(page);
    expect(first).toHaveLength(25);
    expect(first[0]).toBe('invitee-27@example.com');
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await pager.getByRole('button', { name: 'Next' }).click();
    await settled(page);
    expect(await inviteeCells(page)).toEqual(['invitee-02@example.com', 'invitee-01@example.com']);
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await pager.getByRole('button', { name: 'Previous' }).click();
    await settled(page);
    expect((await inviteeCells(page))[0]).toBe('invitee-27@example.com');
  });

  it("a member's roles page lists, assigns and removes roles; the Members tab removes a member", async () => {
    const { orgId, samId, admin } = await acmeAndRoles('');
    await open(page, `/dashboard/organizations/${enc(orgId)}/members`);
    await page.getByRole('link', { name: `Roles of ${SAM.email}` }).click();
    await page.getByRole('heading', { level: 2, name: `Roles of ${SAM.email}` }).waitFor();
    await settled(page);
    await page.getByText('No role in Acme Corp.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Role', { exact: true }).selectOption(admin);
    await page.getByRole('button', { name: 'Assign role' }).click();
    await page.getByRole('cell', { name: 'admin', exact: true }).waitFor();
    await page.getByLabel('Role', { exact: true }).selectOption({ label: 'viewer' });
    await page.getByRole('button', { name: 'Assign role' }).click();
    await page.getByRole('cell', { name: 'viewer', exact: true }).waitFor();
    expect(await heldRoles(orgId, samId)).toEqual(['admin', 'viewer']);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Remove the role admin' }).click();
    await page.getByRole('status').filter({ hasText: 'Role removed' }).waitFor();
    await settled(page);
    expect(await page.getByRole('cell', { name: 'admin', exact: true }).count()).toBe(0);
    expect(await heldRoles(orgId, samId)).toEqual(['viewer']);

    // Back on the Members tab, removing a member works too (a DELETE with a body, which the
    // dashboard's proxy used to drop).
    await page.getByRole('link', { name: 'Members', exact: true }).first().click();
    await page.getByRole('button', { name: 'Remove jane@example.com' }).click();
    await page.getByRole('status').filter({ hasText: 'Member removed' }).waitFor();
    const members = await get<{ email: string }[]>(`/organizations/${orgId}/members`);
    expect(members.map((m) => m.email)).toEqual([SAM.email]);
  });

  it('the keyboard alone does each task above', async () => {
    const keys = await browser.context.newPage();
    const press = (key: string) => keys.keyboard.press(key);
    const activate = async (target: ReturnType<Page['locator']>) => {
      await tabTo(keys, target);
      await press('Enter');
    };
    try {
      // Delete a connection (the confirmation is answered as a keyboard user would: Enter).
      const { connectionId } = await connectionWithUser('keys-db', 'keys@example.com');
      await open(keys, `/dashboard/connections/${enc(connectionId)}`);
      const asked = nextDialog(keys, true);
      await activate(keys.getByRole('button', { name: 'Delete this connection' }));
      expect(await asked).toMatch(/^Delete keys-db\? Its 1 user/);
      await keys.getByRole('heading', { level: 1, name: 'Connections' }).waitFor();
      expect((await management('GET', `/connections/${connectionId}`)).status).toBe(404);

      // Sign out one session.
      const { laptop, userId, laptopSid } = await samOnTwoBrowsers();
      await open(keys, `/dashboard/users/${enc(userId)}`);
      await activate(keys.getByRole('button', { name: `Sign out session ${laptopSid}` }));
      await keys.getByRole('status').filter({ hasText: 'Signed out' }).waitFor();
      expect(await silentError(laptop)).toBe('login_required');

      // Page through invitations.
      const invited = await organizationWithInvitations('invites-keys', 26);
      await open(keys, `/dashboard/organizations/${enc(invited)}/invitations`);
      await activate(
        keys.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }),
      );
      await settled(keys);
      expect(await inviteeCells(keys)).toEqual(['invitee-01@example.com']);

      // Assign a member a role, then remove it.
      const { orgId, samId } = await acmeAndRoles('kb-');
      await open(keys, `/dashboard/organizations/${enc(orgId)}/members`);
      await activate(keys.getByRole('link', { name: `Roles of ${SAM.email}` }));
      await keys.getByRole('heading', { level: 2, name: `Roles of ${SAM.email}` }).waitFor();
      await settled(keys);
      await tabTo(keys, keys.getByLabel('Role', { exact: true }));
      await keys.keyboard.type('kb-admin');
      await activate(keys.getByRole('button', { name: 'Assign role' }));
      await keys.getByRole('cell', { name: 'kb-admin', exact: true }).waitFor();
      expect(await heldRoles(orgId, samId)).toContain('kb-admin');
      await activate(keys.getByRole('button', { name: 'Remove the role kb-admin' }));
      await keys.getByRole('status').filter({ hasText: 'Role removed' }).waitFor();
      expect(await heldRoles(orgId, samId)).not.toContain('kb-admin');
    } finally {
      await keys.close();
    }
  });
});
