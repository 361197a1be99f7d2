/**
 * The official `auth0` ManagementClient against a role's permissions (`/roles/{id}/permissions`),
 * its users (`/roles/{id}/users`) and a user's roles (`/users/{id}/roles`): the bodies, the
 * paging the client drives, the errors it types, and what goes when a role or a user is deleted.
 */
import { Management, ManagementClient } from 'auth0';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DevServer, managementClientOptions } from '../src/index.js';
import { start } from './http.js';
import { rejection } from './support/rejection.js';

let server: DevServer;
let management: ManagementClient;
const API = 'https://orders.example.com/';

beforeAll(async () => {
  server = await start();
  management = new ManagementClient({ ...managementClientOptions(server), maxRetries: 0 });
  await management.resourceServers.create({
    identifier: API,
    name: 'Orders',
    scopes: [
      { value: 'read:orders', description: 'Read orders' },
      { value: 'write:orders', description: 'Place orders' },
    ],
  });
  await management.connections.create({ name: 'roles-db', strategy: 'auth0' });
});
afterAll(() => server.close());

const newUser = async (email: string) =>
  (await management.users.create({ connection: 'roles-db', email, password: 'Quiet-River-82!' }))
    .user_id as string;
const perm = (permission_name: string, resource_server_identifier = API) => ({
  resource_server_identifier,
  permission_name,
});

describe('official auth0 ManagementClient: role permissions and role members', () => {
  test("a role's permissions: add, list paged with the API's names, remove; unknown ones refused", async () => {
    const role = await management.roles.create({ name: 'clerk' });
    const id = role.id as string;
    await management.roles.permissions.add(id, {
      permissions: [perm('read:orders'), perm('write:orders'), perm('read:orders')],
    });
    const page = await management.roles.permissions.list(id, { per_page: 1 });
    expect(page.data).toEqual([
      {
        resource_server_identifier: API,
        resource_server_name: 'Orders',
        permission_name: 'read:orders',
        description: 'Read orders',
      },
    ]);
    expect(page.response.total).toBe(2);
    const names = async () =>
      (await management.roles.permissions.list(id)).data.map((p) => p.permission_name);

    const unknownScope = await rejection(
      management.roles.permissions.add(id, { permissions: [perm('delete:orders')] }),
    );
    expect(unknownScope).toBeInstanceOf(Management.BadRequestError);
    expect(unknownScope?.body).toMatchObject({
      errorCode: 'invalid_body',
      message: expect.stringContaining('delete:orders'),
    });
    const unknownApi = await rejection(
      management.roles.permissions.add(id, {
        permissions: [perm('write:orders'), perm('read:x', 'https://nope.example.com/')],
      }),
    );
    expect(unknownApi?.body).toMatchObject({ message: expect.stringContaining('nope.example') });
    await management.roles.permissions.delete(id, { permissions: [perm('read:orders')] });
    expect(await names()).toEqual(['write:orders']);

    expect(await rejection(management.roles.permissions.list('rol_missing000000'))).toBeInstanceOf(
      Management.NotFoundError,
    );
    const empty = await rejection(management.roles.permissions.add(id, { permissions: [] }));
    expect(empty).toBeInstanceOf(Management.BadRequestError);
  });

  test("a role's users and a user's roles: assign, list, remove; deletes cascade", async () => {
    const [admin, viewer] = await Promise.all([
      management.roles.create({ name: 'admin', description: 'Administers' }),
      management.roles.create({ name: 'viewer' }),
    ]);
    const [ann, bob, cy] = [
      await newUser('ann@example.com'),
      await newUser('bob@example.com'),
      await newUser('cy@example.com'),
    ];
    await management.roles.users.assign(admin.id as string, { users: [ann, bob, cy] });
    // The client pages by checkpoint: `take` 2 then `from` the answer's `next`.
    const holders: string[] = [];
    for await (const user of await management.roles.users.list(admin.id as string, { take: 2 }))
      holders.push(user.email as string);
    expect(holders).toEqual(['ann@example.com', 'bob@example.com', 'cy@example.com']);

    await management.users.roles.assign(ann, { roles: [viewer.id as string] });
    const rolesOf = async (user: string) =>
      (await management.users.roles.list(user)).data.map((r) => r.name);
    expect(await rolesOf(ann)).toEqual(['admin', 'viewer']);
    expect((await management.users.roles.list(ann)).data[0]).toEqual(admin);
    await management.users.roles.delete(ann, { roles: [admin.id as string] });
    expect(await rolesOf(ann)).toEqual(['viewer']);

    const badRole = await rejection(management.users.roles.assign(bob, { roles: ['rol_nope'] }));
    expect(badRole?.body).toMatchObject({
      errorCode: 'invalid_body',
      message: expect.stringContaining('rol_nope'),
    });
    expect(await rejection(management.users.roles.list('auth0|nobody'))).toBeInstanceOf(
      Management.NotFoundError,
    );
    const badUser = await rejection(
      management.roles.users.assign(viewer.id as string, { users: ['auth0|nobody'] }),
    );
    expect(badUser).toBeInstanceOf(Management.BadRequestError);

    // A deleted user leaves the role; a deleted role leaves its users.
    await management.users.delete(bob);
    const after = await management.roles.users.list(admin.id as string, { take: 10 });
    expect(after.data.map((u) => u.user_id)).toEqual([cy]);
    await management.roles.delete(viewer.id as string);
    expect(await rolesOf(ann)).toEqual([]);
    await management.roles.create({ name: 'viewer' });
    expect(await rolesOf(ann)).toEqual([]);
  });
});
