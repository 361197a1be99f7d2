/**
 * `/authorize?connection=<database connection>` over real HTTP, with two database connections
 * enabled for one application: the login and the signup use the one the request names (its
 * users, its password policy, the page context's connection), not the application's first.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DevServer, users } from '../src/index.js';
import { client, start } from './http.js';
import { errorCodes, flowDriver, screenOf, seedFlowTenant } from './support/flow-driver.js';

let server: DevServer;
let clientId: string;

beforeAll(async () => {
  server = await start();
  clientId = await seedFlowTenant(server, [
    ['login-id', 'login-id'],
    ['login-password', 'login-password'],
    ['signup-id', 'signup-id'],
    ['signup-password', 'signup-password'],
    ['consent', 'consent'],
  ]);
  // A second database connection for the same application, with a stricter policy.
  const partners = await client(server)('POST', '/connections', {
    name: 'Partners-DB',
    strategy: 'auth0',
    enabled_clients: [clientId],
    options: { passwordPolicy: 'low', password_complexity_options: { min_length: 16 } },
  });
  expect(partners.status, JSON.stringify(partners.body)).toBe(201);
});
afterAll(() => server.close());

describe('/authorize?connection= naming a database connection', () => {
  test('signup and login use that connection: its users, its password policy, its context', async () => {
    const { authorize, post } = flowDriver(server, clientId);
    const signup = await authorize({ connection: 'Partners-DB', screen_hint: 'signup' });
    expect(screenOf(signup)).toBe('signup-id');
    expect(signup.context.transaction.connection.name).toBe('Partners-DB');
    // Sam is a user of the default connection only: free to sign up on this one.
    const password = await post(signup, { email: 'sam@example.com' });
    expect(screenOf(password)).toBe('signup-password');
    expect(password.context.transaction.connection.name).toBe('Partners-DB');
    expect(password.context.screen.data.passwordPolicy).toMatchObject({
      policy: 'low',
      minLength: 16,
    });
    // Long enough for the default connection (8), not for this one (16).
    const weak = await post(password, { password: 'Long-Enough-9' });
    expect(errorCodes(weak)).toEqual(['password-policy-not-conformant']);
    const done = await post(weak, { password: 'Partners-Long-Enough-9' });
    expect(screenOf(done)).toBe('consent');
    const sams = users(server.store)
      .list()
      .filter((u) => u.email === 'sam@example.com');
    expect(sams.map((u) => u.identities[0]?.connection).sort()).toEqual([
      'Partners-DB',
      'Username-Password-Authentication',
    ]);

    // A login naming the connection finds its user with its password.
    const login = flowDriver(server, clientId);
    const id = await login.authorize({ connection: 'Partners-DB' });
    expect(screenOf(id)).toBe('login-id');
    expect(id.context.transaction.connection.name).toBe('Partners-DB');
    const pwd = await login.post(id, { username: 'sam@example.com' });
    expect(pwd.context.transaction.connection.name).toBe('Partners-DB');
    const consent = await login.post(pwd, { password: 'Partners-Long-Enough-9' });
    expect(screenOf(consent)).toBe('consent');
    const { id: claims } = await login.tokens(
      (await login.post(consent, { action: 'accept' })).url,
    );
    expect(claims.sub).toBe(
      sams.find((u) => u.identities[0]?.connection === 'Partners-DB')?.user_id,
    );

    // Without `connection=` the application's first database connection is used, as before.
    const plain = await flowDriver(server, clientId).authorize();
    expect(plain.context.transaction.connection.name).toBe('Username-Password-Authentication');
  });
});
