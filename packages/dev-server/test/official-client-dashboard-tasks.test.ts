/**
 * The official `auth0` ManagementClient as the oracle of the calls the dashboard's management
 * pages make: `DELETE /connections/{id}` (its users go with it, applications and organizations
 * stop listing it), `DELETE /sessions/{id}` (that browser's login ends: `prompt=none` then
 * answers `login_required` over real HTTP, while the user's other session lives on), and
 * organization invitations paged past the first page (`page`, `per_page`, `include_totals`).
 */
import { Management, ManagementClient, type ManagementError } from 'auth0';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DevServer, managementClientOptions, users } from '../src/index.js';
import { start } from './http.js';
import { flowDriver, logIn, seedFlowTenant, silentError } from './support/flow-driver.js';
import { rejection } from './support/rejection.js';

const SAM = { email: 'sam@example.com', password: 'Quiet-River-82!' };
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

const names = async (list: AsyncIterable<{ name?: string }>) => {
  const found: (string | undefined)[] = [];
  for await (const item of list) found.push(item.name);
  return found;
};

describe('official auth0 ManagementClient: the dashboard management tasks', () => {
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

    expect(await rejection<ManagementError>(management.connections.get(doomedId))).toBeInstanceOf(
      Management.NotFoundError,
    );
    expect(
      await rejection<ManagementError>(management.users.get(alice.user_id as string)),
    ).toBeInstanceOf(Management.NotFoundError);
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
    const again = await rejection<ManagementError>(management.connections.delete(doomedId));
    expect(again?.statusCode).toBe(404);
    expect(
      await rejection<ManagementError>(management.clients.connections.get('nope')),
    ).toBeInstanceOf(Management.NotFoundError);
  });

  test('a session deleted ends that browser’s login; the other session of the user lives on', async () => {
    const laptop = flowDriver(server, clientId);
    const phone = flowDriver(server, clientId);
    const { id } = await laptop.tokens((await logIn(laptop, SAM)).url);
    await logIn(phone, SAM);
    const listed = [];
    for await (const s of await management.users.sessions.list(id.sub as string)) listed.push(s);
    expect(listed.map((s) => s.id)).toContain(id.sid);
    expect(listed).toHaveLength(2);
    expect(await management.sessions.get(id.sid as string)).toMatchObject({
      id: id.sid,
      user_id: id.sub,
      authentication: { methods: [{ name: 'pwd' }] },
    });
    expect([await silentError(laptop), await silentError(phone)]).toEqual([null, null]);

    await management.sessions.delete(id.sid as string);

    expect(await silentError(laptop)).toBe('login_required');
    expect(await silentError(phone)).toBeNull();
    expect(
      await rejection<ManagementError>(management.sessions.get(id.sid as string)),
    ).toBeInstanceOf(Management.NotFoundError);
    // Deleting it again is accepted (nothing left to end), as the service declares no 404.
    await management.sessions.delete(id.sid as string);
    const bad = await rejection<ManagementError>(management.sessions.get('not a session id'));
    expect([bad?.statusCode, (bad?.body as { errorCode?: string } | undefined)?.errorCode]).toEqual(
      [400, 'invalid_uri'],
    );
  });

  test('organization invitations page newest first past the first page, as the client pages them', async () => {
    await management.clients.update(clientId, {
      initiate_login_uri: 'https://app.example.com/login',
    });
    const org = (await management.organizations.create({ name: 'paged-invitations' })).id as string;
    for (let i = 1; i <= 27; i++)
      await management.organizations.invitations.create(org, {
        inviter: { name: 'Ada' },
        invitee: { email: `invitee-${String(i).padStart(2, '0')}@example.com` },
        client_id: clientId,
        send_invitation_email: false,
      });
    const emails = (page: { data: { invitee?: { email?: string } }[] }) =>
      page.data.map((i) => i.invitee?.email);
    const first = await management.organizations.invitations.list(org, { page: 0, per_page: 25 });
    expect(emails(first)).toHaveLength(25);
    expect(emails(first)[0]).toBe('invitee-27@example.com');
    const second = await management.organizations.invitations.list(org, {
      page: 1,
      per_page: 25,
      include_totals: true,
    });
    expect(emails(second)).toEqual(['invitee-02@example.com', 'invitee-01@example.com']);
    // The client's own iteration walks every page and stops after the short one.
    const all: (string | undefined)[] = [];
    for await (const i of await management.organizations.invitations.list(org, { per_page: 10 }))
      all.push(i.invitee?.email);
    expect(all).toHaveLength(27);
    expect(all.at(-1)).toBe('invitee-01@example.com');
  });
});
