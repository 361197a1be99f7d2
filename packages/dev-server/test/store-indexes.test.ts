/**
 * Indexes stay right through every mutation and a hand edit reloaded while the server runs:
 * several values per record (a user in two connections), the users list by connection and the
 * duplicate check through them, renderings listed by prompt and screen.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import { openStore, type StoreError, startDevServer } from '../src/index.js';
import type { MemoryCollection } from '../src/store/collection.js';
import { organizationMembers, organizationsOf } from '../src/tenant/organization-members.js';
import { users } from '../src/tenant/users.js';
import { afterEachTest, client, nextReload, until } from './http.js';

const { defer, dir } = afterEachTest();
const DB = 'Username-Password-Authentication';
const SCRIPT = { tag: 'script', attributes: { src: 'http://localhost:5173/main.js' } };

describe('store indexes', () => {
  test('a record indexed under several values is found under each, through update and delete', async () => {
    const store = await openStore({ inMemory: true });
    const people = store.collection<{ in: string[] }>('people');
    const byGroup = people.index('group', (p) => p.in);
    await people.setMany([
      ['a', { in: ['x', 'y'] }],
      ['b', { in: ['y'] }],
      ['c', { in: ['x', 'x', 'z'] }], // a repeated value counts once
    ]);
    expect(byGroup.keys('x')).toEqual(['a', 'c']);
    expect(byGroup.keys('y')).toEqual(['a', 'b']);
    await people.set('a', { in: ['y', 'z'] }); // keeps its place under y, leaves x, joins z
    expect(byGroup.keys('x')).toEqual(['c']);
    expect(byGroup.keys('y')).toEqual(['a', 'b']);
    expect(byGroup.keys('z')).toEqual(['c', 'a']);
    expect(byGroup.get('z')).toEqual([{ in: ['x', 'x', 'z'] }, { in: ['y', 'z'] }]);
    // Pages of one value's records, in the same order.
    const zPages = byGroup.pages('z');
    expect(zPages.size).toBe(2);
    expect(zPages.page(1, 5)).toEqual([{ in: ['y', 'z'] }]);
    expect(zPages.page(0, 1)).toEqual([{ in: ['x', 'x', 'z'] }]);
    expect(zPages.page(2, 1)).toEqual([]);
    expect(byGroup.pages('nothing')).toMatchObject({ size: 0 });
    await people.delete('c');
    expect(byGroup.keys('x')).toEqual([]);
    expect(byGroup.keys('z')).toEqual(['a']);
    // Odd shapes from hand-edited files are left out, never thrown on.
    await people.set('d', { in: 42 } as never);
    await people.set('e', null as never);
    expect(byGroup.keys('42')).toEqual([]);
    expect(byGroup.keys('y')).toEqual(['a', 'b']);
  });

  test('users: listed by connection and checked for duplicates through the indexes, after updates and deletes', async () => {
    const storeDir = await dir();
    const server = await startDevServer({ storeDir });
    defer(() => server.close());
    const api = client(server);
    expect((await api('POST', '/connections', { name: DB, strategy: 'auth0' })).status).toBe(201);
    const create = (email: string, extra: object = {}) =>
      api('POST', '/users', {
        connection: DB,
        email,
        password: 'Analytical-Engine-1843',
        ...extra,
      });
    const ada = (await create('ada@example.com', { name: 'Ada' })).body;
    const bob = (await create('bob@example.com')).body;
    expect((await create('ADA@example.com')).status).toBe(409);

    const listed = async (query: string) =>
      ((await api('GET', `/users?${query}`)).body as Array<{ email: string }>).map((u) => u.email);
    expect(await listed(`connection=${DB}`)).toEqual(['ada@example.com', 'bob@example.com']);
    expect(await listed(`connection=${DB}&q=bob`)).toEqual(['bob@example.com']);
    expect(await listed('per_page=1&page=1')).toEqual(['bob@example.com']);
    expect((await api('GET', '/users?include_totals=true&per_page=1')).body).toMatchObject({
      total: 2,
      length: 1,
    });

    await api('DELETE', `/users/${encodeURIComponent(bob.user_id)}`);
    expect(await listed(`connection=${DB}`)).toEqual(['ada@example.com']);
    expect((await create('bob@example.com')).status).toBe(201);

    // An update moves Ada's email: the old one is free, the new one taken.
    const renamed = await api('PATCH', `/users/${encodeURIComponent(ada.user_id)}`, {
      email: 'lovelace@example.com',
    });
    expect(renamed.status).toBe(200);
    expect((await create('LOVELACE@example.com')).status).toBe(409);
    expect((await create('ada@example.com')).status).toBe(201);
    expect(await listed(`connection=${DB}`)).toEqual([
      'lovelace@example.com',
      'bob@example.com',
      'ada@example.com',
    ]);
    expect(await listed('connection=elsewhere')).toEqual([]);
    expect(users(server.store).size).toBe(3);
  });

  test("a page's cached JSON texts follow every change: set, delete, clear, a reloaded hand edit", async () => {
    const store = await openStore({ inMemory: true });
    const things = store.collection<{ n: number }>('things');
    const texts = () => things.pageTexts(0, 10).join(',');
    await things.setMany([
      ['a', { n: 1 }],
      ['b', { n: 2 }],
    ]);
    expect(texts()).toBe('{"n":1},{"n":2}');
    expect(things.pageTexts(1, 1)).toEqual(['{"n":2}']);
    await things.set('b', { n: 3 });
    expect(texts()).toBe('{"n":1},{"n":3}');
    expect(things.pageTexts(1, 1)).toEqual(['{"n":3}']);
    await things.delete('a');
    expect(things.pageTexts(0, 1)).toEqual(['{"n":3}']);
    (things as MemoryCollection<{ n: number }>).replaceAll(new Map([['b', { n: 4 }]]), true);
    expect(texts()).toBe('{"n":4}');
    await things.clear();
    expect(texts()).toBe('');
    await store.close();
  });

  test('renderings: listed by prompt and by screen, in store order, after updates and a hand edit', async () => {
    const storeDir = await dir();
    const server = await startDevServer({ storeDir });
    defer(() => server.close());
    const api = client(server);
    const patch = (prompt: string, screen: string, mode = 'advanced') =>
      api('PATCH', `/prompts/${prompt}/screen/${screen}/rendering`, {
        rendering_mode: mode,
        head_tags: [SCRIPT],
      });
    for (const [prompt, screen] of [
      ['login-password', 'login-password'],
      ['login-id', 'login-id'],
      ['mfa-otp', 'mfa-otp-challenge'],
      ['mfa-otp', 'mfa-otp-enrollment-code'],
    ] as const)
      expect((await patch(prompt, screen)).status).toBe(200);
    const screens = async (query: string) =>
      ((await api('GET', `/prompts/rendering?${query}`)).body as Array<{ screen: string }>).map(
        (c) => c.screen,
      );
    expect(await screens('prompt=mfa-otp')).toEqual([
      'mfa-otp-challenge',
      'mfa-otp-enrollment-code',
    ]);
    expect(await screens('prompt=login-id,mfa-otp')).toEqual([
      'login-id',
      'mfa-otp-challenge',
      'mfa-otp-enrollment-code',
    ]);
    expect(await screens('screen=login-id,login-password,not-a-screen')).toEqual([
      'login-password',
      'login-id',
    ]);
    expect(await screens('prompt=mfa-otp&screen=login-id')).toEqual([]);
    expect(await patch('mfa-otp', 'mfa-otp-challenge', 'standard')).toMatchObject({ status: 200 });
    expect(await screens('prompt=mfa-otp&rendering_mode=advanced')).toEqual([
      'mfa-otp-enrollment-code',
    ]);

    // A hand edit removes one mfa-otp screen: the prompt index is rebuilt from the file.
    await until(async () => (await readdir(storeDir)).every((f) => !f.endsWith('.jsonl')));
    const file = join(storeDir, 'screen-renderings.json');
    const onDisk = JSON.parse(await readFile(file, 'utf8'));
    delete onDisk['mfa-otp/mfa-otp-enrollment-code'];
    const reloaded = nextReload(server, 'screen-renderings');
    await writeFile(file, JSON.stringify(onDisk, null, 2));
    expect((await reloaded).error).toBeUndefined();
    expect(await screens('prompt=mfa-otp')).toEqual(['mfa-otp-challenge']);
    expect(await screens('screen=mfa-otp-enrollment-code')).toEqual([]);
  });

  test('clients, connections, organizations, roles: a page and a name lookup never walk the collection; names follow renames and deletes', async () => {
    const server = await startDevServer({ inMemory: true });
    defer(() => server.close());
    const api = client(server);
    const body = async (method: string, path: string, sent?: unknown) => {
      const res = await api(method, path, sent);
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
      return res.body;
    };
    const names = async (path: string) =>
      ((await body('GET', path)) as Array<{ name: string }>).map((r) => r.name);
    for (const n of ['a', 'b', 'c']) {
      await body('POST', '/clients', { name: `app-${n}` });
      await body('POST', '/connections', { name: `db-${n}`, strategy: 'auth0' });
      await body('POST', '/organizations', { name: `org-${n}` });
      await body('POST', '/roles', { name: `role-${n}` });
    }
    const ada = (await body('POST', '/users', {
      connection: 'db-a',
      email: 'ada@example.com',
      password: 'Analytical-Engine-1843',
    })) as { user_id: string };
    const orgB = (await body('GET', '/organizations/name/org-b')) as { id: string };
    await body('POST', `/organizations/${orgB.id}/members`, { members: [ada.user_id] });
    const roleA = ((await body('GET', '/roles?per_page=1')) as Array<{ id: string }>)[0];
    await body('POST', `/organizations/${orgB.id}/members/${ada.user_id}/roles`, {
      roles: [roleA?.id],
    });

    // From here on, no request may read a whole collection.
    const walks = [
      'clients',
      'connections',
      'organizations',
      'roles',
      'organization-members',
      'users',
    ].map((name) => vi.spyOn(server.store.collection(name) as MemoryCollection<unknown>, 'list'));
    const clientsPage = (await body('GET', '/clients?per_page=1&page=1')) as Array<{
      tenant: string;
    }>;
    expect(clientsPage).toHaveLength(1);
    expect(clientsPage[0]?.tenant).toBeTypeOf('string'); // presented, as the whole list was
    expect(await names('/connections?per_page=1&page=1')).toEqual(['db-b']);
    expect(await names('/connections?name=db-c')).toEqual(['db-c']);
    expect(await names('/organizations?per_page=2&page=1')).toEqual(['org-c']);
    expect(await body('GET', '/organizations?take=1&from=1')).toMatchObject({
      organizations: [{ name: 'org-b' }],
      next: '2',
    });
    expect(await names('/roles?per_page=1&page=2')).toEqual(['role-c']);
    expect((await api('POST', '/organizations', { name: 'org-a' })).status).toBe(409);
    expect((await api('POST', '/roles', { name: 'role-a' })).status).toBe(409);
    expect((await api('POST', '/connections', { name: 'db-a', strategy: 'auth0' })).status).toBe(
      409,
    );
    expect(organizationsOf(server.store, ada.user_id).map((o) => o.name)).toEqual(['org-b']);
    expect(await body('GET', `/organizations/${orgB.id}/members?include_totals=true`)).toEqual({
      start: 0,
      limit: 50,
      total: 1,
      members: [{ user_id: ada.user_id, email: 'ada@example.com', name: 'ada@example.com' }],
    });

    // Renamed and deleted: the old name is free, the new one found and taken.
    await body('PATCH', `/organizations/${orgB.id}`, { name: 'org-renamed' });
    expect((await api('GET', '/organizations/name/org-b')).status).toBe(404);
    expect(await body('GET', '/organizations/name/org-renamed')).toMatchObject({ id: orgB.id });
    expect((await api('POST', '/organizations', { name: 'org-renamed' })).status).toBe(409);
    expect((await api('POST', '/organizations', { name: 'org-b' })).status).toBe(201);
    // A deleted role leaves the memberships that held it, and its name is free again.
    await body('DELETE', `/roles/${roleA?.id}`);
    expect(await body('GET', `/organizations/${orgB.id}/members/${ada.user_id}/roles`)).toEqual([]);
    expect((await api('POST', '/roles', { name: 'role-a' })).status).toBe(200);
    await body('DELETE', `/organizations/${orgB.id}/members`, { members: [ada.user_id] });
    expect(organizationsOf(server.store, ada.user_id)).toEqual([]);
    // A deleted user leaves every organization; a deleted organization takes its memberships.
    const orgC = (await body('GET', '/organizations/name/org-c')) as { id: string };
    for (const org of [orgB, orgC])
      await body('POST', `/organizations/${org.id}/members`, { members: [ada.user_id] });
    await body('DELETE', `/organizations/${orgC.id}`);
    expect(organizationsOf(server.store, ada.user_id).map((o) => o.id)).toEqual([orgB.id]);
    await body('DELETE', `/users/${encodeURIComponent(ada.user_id)}`);
    expect(await body('GET', `/organizations/${orgB.id}/members`)).toEqual([]);
    expect(organizationMembers(server.store).size).toBe(0);
    for (const walk of walks) expect(walk).not.toHaveBeenCalled();
  });

  test('memberships kept inside organizations by an earlier screenkit move to their own records at start, roles and all', async () => {
    const storeDir = await dir();
    const first = await startDevServer({ storeDir });
    const api = client(first);
    await api('POST', '/connections', { name: DB, strategy: 'auth0' });
    const ada = (
      await api('POST', '/users', {
        connection: DB,
        email: 'ada@example.com',
        password: 'Analytical-Engine-1843',
      })
    ).body as { user_id: string };
    const role = (await api('POST', '/roles', { name: 'admin' })).body as { id: string };
    await first.close();
    // The earlier shape: members and their roles inside the organization record.
    const legacy = {
      org_legacy1: {
        id: 'org_legacy1',
        name: 'legacy',
        members: [ada.user_id],
        member_roles: { [ada.user_id]: [role.id] },
        enabled_connections: [],
      },
    };
    await writeFile(join(storeDir, 'organizations.json'), JSON.stringify(legacy, null, 2));

    const server = await startDevServer({ storeDir });
    const again = client(server);
    expect(
      (await again('GET', '/organizations/org_legacy1/members')).body.map(
        (m: { user_id: string }) => m.user_id,
      ),
    ).toEqual([ada.user_id]);
    expect(
      (await again('GET', `/organizations/org_legacy1/members/${ada.user_id}/roles`)).body,
    ).toEqual([{ id: role.id, name: 'admin' }]);
    expect((await again('GET', '/organizations/org_legacy1')).body).toEqual({
      id: 'org_legacy1',
      name: 'legacy',
    });
    await server.close(); // writes the snapshots
    const onDisk = JSON.parse(await readFile(join(storeDir, 'organizations.json'), 'utf8'));
    expect(onDisk.org_legacy1).not.toHaveProperty('members');
  });

  test('a hand-edited membership with a wrong shape or key stops the start, named, and frees the store', async () => {
    const storeDir = await dir();
    const file = join(storeDir, 'organization-members.json');
    const good = { organization_id: 'org_a', user_id: 'auth0|1', roles: [] };
    const bad: Array<[unknown, RegExp]> = [
      [{ 'org_a/auth0|1': { ...good, roles: 'admin' } }, /"org_a\/auth0\|1" is invalid at roles/],
      [{ 'org_b/auth0|1': good }, /record "org_b\/auth0\|1": its key must be/],
    ];
    for (const [content, message] of bad) {
      await writeFile(file, JSON.stringify(content));
      const error = await startDevServer({ storeDir }).catch((e: unknown) => e);
      expect((error as StoreError).code).toBe('store_record_invalid');
      expect((error as Error).message).toContain(file);
      expect((error as Error).message).toMatch(message);
    }
    // A refused start closed the store (its lock is gone) once its key files were written.
    const leftAfter = async (folder: string) => [
      ...(await readdir(folder)),
      ...(await readdir(join(folder, 'keys'))),
    ];
    expect(await leftAfter(storeDir)).not.toContain('.lock');
    expect((await leftAfter(storeDir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    // So does a start whose port is taken.
    await writeFile(file, JSON.stringify({ 'org_a/auth0|1': good }));
    const fixed = await startDevServer({ storeDir });
    defer(() => fixed.close());
    const other = await dir();
    await expect(startDevServer({ storeDir: other, port: fixed.port })).rejects.toThrow(
      /EADDRINUSE/,
    );
    expect(await leftAfter(other)).not.toContain('.lock');
  });
});
