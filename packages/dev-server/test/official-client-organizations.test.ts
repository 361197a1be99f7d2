/**
 * The official `auth0` ManagementClient against /api/v2/organizations (with members and
 * enabled connections), /api/v2/tenants/settings and /api/v2/branding: only the host changes.
 */
import { Management, ManagementClient } from 'auth0';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DevServer, managementClientOptions, signManagementToken } from '../src/index.js';
import { client, start } from './http.js';
import { rejection } from './support/rejection.js';

let server: DevServer;
let management: ManagementClient;

beforeAll(async () => {
  server = await start();
  management = new ManagementClient({ ...managementClientOptions(server), maxRetries: 0 });
});
afterAll(() => server.close());

describe('official auth0 ManagementClient: organizations', () => {
  test('create, get, get by name, list (checkpoint paging), update, delete; bad names and conflicts', async () => {
    const acme = await management.organizations.create({
      name: 'acme',
      display_name: 'Acme Corp',
      branding: { colors: { primary: '#0a7d55', page_background: '#eef7f2' } },
      metadata: { plan: 'enterprise' },
    });
    expect(acme.id).toMatch(/^org_/);
    await management.organizations.create({ name: 'globex' });
    await management.organizations.create({ name: 'initech' });
    expect((await management.organizations.get(acme.id as string)).display_name).toBe('Acme Corp');
    expect((await management.organizations.getByName('acme')).id).toBe(acme.id);
    const names: string[] = [];
    for await (const org of await management.organizations.list({ take: 2 }))
      names.push(org.name as string);
    expect(names).toEqual(['acme', 'globex', 'initech']);
    const updated = await management.organizations.update(acme.id as string, {
      display_name: 'Acme Corporation',
    });
    expect(updated).toMatchObject({ name: 'acme', display_name: 'Acme Corporation' });
    expect(updated).not.toHaveProperty('members');

    const conflict = await rejection(management.organizations.create({ name: 'globex' }));
    expect(conflict).toBeInstanceOf(Management.ConflictError);
    const bad = await rejection(management.organizations.create({ name: 'Not Valid!' }));
    expect(bad).toBeInstanceOf(Management.BadRequestError);
    expect(bad?.body).toMatchObject({
      statusCode: 400,
      errorCode: 'invalid_body',
      message: expect.stringContaining('name'),
    });
    const initech = await management.organizations.getByName('initech');
    await management.organizations.delete(initech.id as string);
    expect(await rejection(management.organizations.get(initech.id as string))).toBeInstanceOf(
      Management.NotFoundError,
    );
    expect(await rejection(management.organizations.get('not-an-id'))).toBeInstanceOf(
      Management.BadRequestError,
    );
  });

  test('members: add, list, remove; enabled connections: add, list, update, remove', async () => {
    await management.connections.create({
      name: 'Username-Password-Authentication',
      strategy: 'auth0',
    });
    const ada = await management.users.create({
      connection: 'Username-Password-Authentication',
      email: 'ada@example.com',
      password: 'Analytical-Engine-1843',
      name: 'Ada Lovelace',
    });
    const org = await management.organizations.create({ name: 'members-test' });
    const id = org.id as string;
    await management.organizations.members.create(id, { members: [ada.user_id as string] });
    const members = [];
    for await (const m of await management.organizations.members.list(id)) members.push(m);
    expect(members).toEqual([
      { user_id: ada.user_id, email: 'ada@example.com', name: 'Ada Lovelace' },
    ]);
    // Checkpoint pages of one, as the client walks them (`from`, `take`, `next`).
    const more = [];
    for (const email of ['second-page@example.com', 'third-page@example.com']) {
      const user = await management.users.create({
        connection: 'Username-Password-Authentication',
        email,
        password: 'Analytical-Engine-1843',
      });
      more.push(user.user_id as string);
    }
    await management.organizations.members.create(id, { members: more });
    const paged = [];
    for await (const m of await management.organizations.members.list(id, { take: 1 }))
      paged.push(m.user_id);
    expect(paged).toEqual([ada.user_id, ...more]);
    await management.organizations.members.delete(id, { members: more });
    const unknownUser = await rejection(
      management.organizations.members.create(id, { members: ['auth0|nobody'] }),
    );
    expect(unknownUser).toBeInstanceOf(Management.BadRequestError);
    await management.organizations.members.delete(id, { members: [ada.user_id as string] });
    expect((await management.organizations.members.list(id)).data).toEqual([]);

    const [db] = (await management.connections.list()).data;
    const added = await management.organizations.enabledConnections.add(id, {
      connection_id: db?.id as string,
      assign_membership_on_login: true,
    });
    expect(added).toMatchObject({
      connection_id: db?.id,
      assign_membership_on_login: true,
      connection: { name: 'Username-Password-Authentication', strategy: 'auth0' },
    });
    const listed = [];
    for await (const c of await management.organizations.enabledConnections.list(id))
      listed.push(c.connection_id);
    expect(listed).toEqual([db?.id]);
    const changed = await management.organizations.enabledConnections.update(id, db?.id as string, {
      assign_membership_on_login: false,
    });
    expect(changed.assign_membership_on_login).toBe(false);
    await management.organizations.enabledConnections.delete(id, db?.id as string);
    expect(
      await rejection(management.organizations.enabledConnections.get(id, db?.id as string)),
    ).toBeInstanceOf(Management.NotFoundError);
  });

  test('invitations: create (URL on the login route), list, get, delete; bad bodies refused', async () => {
    const app = await management.clients.create({
      name: 'Invites App',
      initiate_login_uri: 'https://app.example.com/login',
    });
    const org = await management.organizations.create({ name: 'invites-test' });
    const id = org.id as string;
    const invitation = await management.organizations.invitations.create(id, {
      inviter: { name: 'Ada Lovelace' },
      invitee: { email: 'grace@example.com' },
      client_id: app.client_id as string,
      ttl_sec: 3600,
      roles: [],
    });
    expect(invitation).toMatchObject({
      id: expect.stringMatching(/^uinv_/),
      organization_id: id,
      inviter: { name: 'Ada Lovelace' },
      invitee: { email: 'grace@example.com' },
      client_id: app.client_id,
    });
    const url = new URL(invitation.invitation_url as string);
    expect(`${url.origin}${url.pathname}`).toBe('https://app.example.com/login');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      invitation: invitation.ticket_id,
      organization: id,
      organization_name: 'invites-test',
    });
    const ttl =
      Date.parse(invitation.expires_at as string) - Date.parse(invitation.created_at as string);
    expect(ttl).toBe(3600_000);
    const listed = [];
    for await (const i of await management.organizations.invitations.list(id)) listed.push(i.id);
    expect(listed).toEqual([invitation.id]);
    const got = await management.organizations.invitations.get(id, invitation.id as string);
    expect(got).toEqual(invitation);

    const badEmail = await rejection(
      management.organizations.invitations.create(id, {
        inviter: { name: 'Ada' },
        invitee: { email: 'not-an-email' },
        client_id: app.client_id as string,
      }),
    );
    expect(badEmail).toBeInstanceOf(Management.BadRequestError);
    expect(badEmail?.body).toMatchObject({ errorCode: 'invalid_body' });
    await management.organizations.invitations.delete(id, invitation.id as string);
    expect(
      await rejection(management.organizations.invitations.get(id, invitation.id as string)),
    ).toBeInstanceOf(Management.NotFoundError);
  });

  test("roles: create, list, get; a member's roles in an organization: assign, list, remove", async () => {
    const admin = await management.roles.create({ name: 'admin', description: 'Administers' });
    expect(admin).toEqual({
      id: expect.stringMatching(/^rol_/),
      name: 'admin',
      description: 'Administers',
    });
    const viewer = await management.roles.create({ name: 'viewer' });
    expect((await management.roles.get(admin.id as string)).name).toBe('admin');
    expect((await management.roles.list({ name_filter: 'view' })).data.map((r) => r.id)).toEqual([
      viewer.id,
    ]);
    const dup = await rejection(management.roles.create({ name: 'admin' }));
    expect(dup).toBeInstanceOf(Management.ConflictError);

    const grace = await management.users.create({
      connection: 'Username-Password-Authentication',
      email: 'grace@example.com',
      password: 'Compiler-Hopper-1952',
    });
    const userId = grace.user_id as string;
    const org = await management.organizations.create({ name: 'roles-test' });
    const id = org.id as string;
    const notMember = await rejection(
      management.organizations.members.roles.assign(id, userId, { roles: [admin.id as string] }),
    );
    expect(notMember).toBeInstanceOf(Management.BadRequestError);
    await management.organizations.members.create(id, { members: [userId] });
    const unknown = await rejection(
      management.organizations.members.roles.assign(id, userId, { roles: ['rol_nope'] }),
    );
    expect(unknown?.body).toMatchObject({ errorCode: 'invalid_body' });
    await management.organizations.members.roles.assign(id, userId, {
      roles: [admin.id as string, viewer.id as string],
    });
    const held = async () =>
      (await management.organizations.members.roles.list(id, userId)).data.map((r) => r.name);
    expect(await held()).toEqual(['admin', 'viewer']);
    await management.organizations.members.roles.delete(id, userId, {
      roles: [admin.id as string],
    });
    expect(await held()).toEqual(['viewer']);
    await management.roles.delete(viewer.id as string);
    expect(await held()).toEqual([]);
  });

  test('a token without read:organizations gets 403 insufficient_scope', async () => {
    const token = await signManagementToken(server.keys, { scopes: ['read:users'] });
    const res = await client({ url: server.url, managementToken: token })('GET', '/organizations');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Insufficient scope, expected any of: read:organizations',
      errorCode: 'insufficient_scope',
    });
  });
});

describe('official auth0 ManagementClient: tenant settings and branding', () => {
  test('tenant settings: get, update locales and names; a malformed locale refused', async () => {
    const before = await management.tenants.settings.get();
    expect(before.enabled_locales).toEqual(['en', 'fr']);
    const after = await management.tenants.settings.update({
      friendly_name: 'Bank of Screenkit',
      support_email: 'support@bank.example.com',
      enabled_locales: ['fr', 'en'],
    });
    expect(after).toMatchObject({
      friendly_name: 'Bank of Screenkit',
      support_email: 'support@bank.example.com',
      enabled_locales: ['fr', 'en'],
    });
    const bad = await rejection(
      management.tenants.settings.update({
        enabled_locales: ['not a locale' as Management.TenantSettingsSupportedLocalesEnum],
      }),
    );
    expect(bad?.body).toMatchObject({
      errorCode: 'invalid_body',
      message: expect.stringContaining('enabled_locales[0]'),
    });
  });

  test('branding: get and update colors and logo', async () => {
    const branding = await management.branding.update({
      colors: { primary: '#112233' },
      logo_url: 'https://cdn.example.com/logo.svg',
    });
    expect(branding).toMatchObject({
      colors: { primary: '#112233', page_background: '#f4f4f6' },
      logo_url: 'https://cdn.example.com/logo.svg',
    });
    expect(await management.branding.get()).toEqual(branding);
    const bad = await rejection(management.branding.update({ colors: { primary: 'red' } }));
    expect(bad).toBeInstanceOf(Management.BadRequestError);
  });

  test("an organization's colours follow the tenant branding's one colour rule", async () => {
    const org = await management.organizations.create({ name: 'colour-rule' });
    const accepted = async (color: string) => {
      const colors = { primary: color, page_background: color };
      const asBranding = await rejection(management.branding.update({ colors }));
      const asOrg = await rejection(
        management.organizations.update(org.id as string, { branding: { colors } }),
      );
      expect(asOrg?.constructor, color).toBe(asBranding?.constructor);
      return asOrg === undefined;
    };
    // #rgb, #rrggbb and #rrggbbaa in either case; nothing else.
    const good = ['#abc', '#A1B2C3', '#a1b2c3cc'];
    const bad = ['red', '#abcd', '#ggg', 'a1b2c3', ''];
    for (const color of [...good, ...bad])
      expect(await accepted(color), color).toBe(good.includes(color));
  });
});
