/**
 * One uniqueness rule for users, whichever way they are made (tenant/create-user.ts): within a
 * connection, emails, usernames and phone numbers are one namespace of login identifiers, for
 * the Management API and self-service signup alike. Over HTTP, as a developer and a browser.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_DATABASE, type DevServer, users } from '../src/index.js';
import { type Call, client, start } from './http.js';
import { errorCodes, flowDriver, screenOf, seedFlowTenant } from './support/flow-driver.js';

let server: DevServer;
let api: Call;
let driver: ReturnType<typeof flowDriver>;

beforeAll(async () => {
  server = await start();
  const clientId = await seedFlowTenant(server, [
    ['signup-id', 'signup-id'],
    ['signup-password', 'signup-password'],
  ]);
  api = client(server);
  driver = flowDriver(server, clientId);
});
afterAll(() => server.close());

const newUser = (fields: Record<string, string>) =>
  api('POST', '/users', { connection: DEMO_DATABASE, password: 'Long-Enough-9', ...fields });

describe('user uniqueness', () => {
  test('an identifier taken as a username is taken as an email, through the API and signup', async () => {
    expect((await newUser({ username: 'river@example.com' })).status).toBe(201);

    const again = await newUser({ email: 'RIVER@example.com' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The user already exists.');

    const signup = await driver.authorize({ screen_hint: 'signup' });
    expect(screenOf(signup)).toBe('signup-id');
    const taken = await driver.post(signup, { email: 'river@example.com' });
    expect(errorCodes(taken)).toEqual(['user-exists']);
  });

  test('a user who signed up is a duplicate for the API, case aside', async () => {
    const signup = await driver.authorize({ screen_hint: 'signup' });
    const password = await driver.post(signup, { email: 'brook@example.com' });
    expect(screenOf(password)).toBe('signup-password');
    await driver.post(password, { password: 'Long-Enough-9' });
    expect(
      users(server.store)
        .list()
        .some((u) => u.email === 'brook@example.com'),
    ).toBe(true);

    expect((await newUser({ email: 'Brook@Example.com' })).status).toBe(409);
    expect((await newUser({ username: 'brook@example.com' })).status).toBe(409);
    // Another connection is another namespace.
    const sms = await api('POST', '/users', { connection: 'sms', phone_number: '+15550001111' });
    expect(sms.status, JSON.stringify(sms.body)).toBe(201);
  });
});
