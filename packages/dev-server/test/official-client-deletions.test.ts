/**
 * The official `auth0` ManagementClient as the oracle of a deletion the dashboard offers:
 * `DELETE /connections/{id}` (its users go with it, applications and organizations stop listing
 * it).
 */
import { Management, ManagementClient, type ManagementError } from 'auth0';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DevServer, managementClientOptions, users } from '../src/index.js';
import { start } from './http.js';
import { seedFlowTenant } from './support/flow-driver.js';

/** The screens a login passes, in advanced mode so the driver reads their context. */
const LOGIN_SCREENS = [
  ['login-id', 'login-id'],
  ['login-password', 'login-password'],
  ['consent', 'consent'],
] as const;
let server: DevServer;
let management: ManagementClient;
let clientId: string;

beforeAll(async () => {
  server = await start();
  clientId = await seedFlowTenant(server, LOGIN_SCREENS);
  management = new ManagementClient({ ...managementClientOptions(server), maxRetries: 0 });
});
afterAll(() => server.close());

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e as ManagementError,
  );

const names = async (list: AsyncIterable<{ name?: string }>) => {
  const found: (string | undefined)[] = [];
  for await (const item of list) found.push(item.name);
  return found;
};

describe('official auth0 ManagementClient: deletions', () => {
  test('a connection deleted takes its users; applications and organizations stop listing it', async () => {
    const doomed = await management.connections.create({
      name: 'doomed-db',
      strategy: 'auth0',
      enabled_clients: [clientId],
    });
    const kept = await management.connections.create({
      name: 'kept-db',
      strategy: 'auth0',
      enabled_clients: [clientId],
    });
    const [doomedId, keptId] = [doomed.id as string, kept.id as string];
    const password = 'Correct-Horse-Battery-7';
    const alice = await management.users.create({
      connection: 'doomed-db',
      email: 'alice@example.com',
      password,
    });
    const bob = await management.users.create({
      connection: 'kept-db',
      email: 'bob@example.com',
      password,
    });
    // Bob also has a linked identity in the doomed connection: it is unlinked, he stays.
    const bobRecord = users(server.store).get(bob.user_id as string);
    await users(server.store).set(bob.user_id as string, {
      ...(bobRecord as NonNullable<typeof bobRecord>),
      identities: [
        ...(bobRecord?.identities ?? []),
        { connection: 'doomed-db', user_id: 'linked-1', provider: 'auth0', isSocial: false },
      ],
    });
    const org = await management.organizations.create({
      name: 'doomed-org',
      enabled_connections: [{ connection_id: doomedId }, { connection_id: keptId }],
    });
    await management.organizations.members.create(org.id as string, {
      members: [alice.user_id as string],
    });
    const enabled = () => management.clients.connections.get(clientId, { strategy: ['auth0'] });
    expect(await names(await enabled())).toEqual(expect.arrayContaining(['doomed-db', 'kept-db']));

    await management.connections.delete(doomedId);

    expect(await rejection(management.connections.get(doomedId))).toBeInstanceOf(
      Management.NotFoundError,
    );
    expect(await rejection(management.users.get(alice.user_id as string))).toBeInstanceOf(
      Management.NotFoundError,
    );
    const bobAfter = await management.users.get(bob.user_id as string);
    expect(bobAfter.identities?.map((i) => i.connection)).toEqual(['kept-db']);
    const listed = await names(await enabled());
    expect(listed).toContain('kept-db');
    expect(listed).not.toContain('doomed-db');
    const orgConnections = await management.organizations.enabledConnections.list(org.id as string);
    expect(orgConnections.data.map((e) => e.connection_id)).toEqual([keptId]);
    expect((await management.organizations.members.list(org.id as string)).data).toEqual([]);
    // The name is free again; an unknown id is a 404.
    await management.connections.create({ name: 'doomed-db', strategy: 'auth0' });
    const again = await rejection(management.connections.delete(doomedId));
    expect(again?.statusCode).toBe(404);
    expect(await rejection(management.clients.connections.get('nope'))).toBeInstanceOf(
      Management.NotFoundError,
    );
  });
});
