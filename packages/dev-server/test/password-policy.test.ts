/**
 * The database connection's password policy over real HTTP: the server refuses exactly what
 * the screen's checklist (core's rules) says is unmet, for every level; the checklist the page
 * gets is core's; the dictionary and personal-data rules carry core's codes; personal data is
 * the service's (whole values, an email's part before the `@`), not any fragment of them.
 */
import { readPasswordPolicy, rulesForPolicyLevel, validatePassword } from '@screenkit/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DevServer } from '../src/index.js';
import { client, start } from './http.js';
import { flowDriver, type Page, screenOf, seedFlowTenant } from './support/flow-driver.js';

let server: DevServer;
let clientId: string;

beforeAll(async () => {
  server = await start();
  clientId = await seedFlowTenant(server, [
    ['signup-id', 'signup-id'],
    ['signup-password', 'signup-password'],
    ['consent', 'consent'],
  ]);
});
afterAll(() => server.close());

let made = 0;

/** A database connection of the app with `options`, and a signup on it up to the password. */
async function signupOn(options: Record<string, unknown>, email = `new.${++made}@example.com`) {
  const name = `Policy-${++made}`;
  const created = await client(server)('POST', '/connections', {
    name,
    strategy: 'auth0',
    enabled_clients: [clientId],
    options,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const driver = flowDriver(server, clientId);
  const id = await driver.authorize({ connection: name, screen_hint: 'signup' });
  const page = await driver.post(id, { email });
  expect(screenOf(page)).toBe('signup-password');
  return { page, post: (password: string) => driver.post(page, { password }) };
}

interface SentRule {
  code: string;
  status: string;
  items?: SentRule[];
}
const connectionOptions = (page: Page) => page.context.transaction.connection.options;
const unmet = (page: Page): string[] =>
  (page.context.transaction.errors?.[0]?.rules as SentRule[] | undefined)
    ?.filter((r) => r.status === 'error')
    .map((r) => r.code) ?? [];

describe('the server enforces the checklist the screen shows', () => {
  test.each(['low', 'fair', 'good', 'excellent'] as const)(
    "%s: the page gets core's rules for the level, and bcrypt's byte limit",
    async (level) => {
      const { page } = await signupOn({ passwordPolicy: level });
      const sent = connectionOptions(page).authentication_methods.password
        .password_security_info as SentRule[];
      const core = rulesForPolicyLevel(level).map((r) => r.code);
      expect(sent.map((r) => r.code)).toEqual([
        core[0],
        'password-policy-length-at-most',
        ...core.slice(1),
      ]);
    },
  );

  test('fair: lower case, upper case and a number, each required (not 3 of 4)', async () => {
    const { page, post } = await signupOn({ passwordPolicy: 'fair' });
    expect(connectionOptions(page).password_options.complexity).toMatchObject({
      character_type_rule: 'all',
      character_types: ['lowercase', 'uppercase', 'number'],
    });
    // Lower case, a number and a special character: 3 of 4 types, but no upper case.
    const weak = await post('quiet-river-82!');
    expect(unmet(weak)).toEqual(['password-policy-upper-case']);
    // What the screen checks before posting says the same.
    const policy = readPasswordPolicy(page.context);
    expect(
      validatePassword('quiet-river-82!', policy)
        .results.filter((r) => !r.isValid)
        .map((r) => r.code),
    ).toEqual(['password-policy-upper-case']);
    expect(screenOf(await post('Quiet-river-82'))).toBe('consent');
  });

  test("the dictionary rule has core's code; the built-in list and the connection's words", async () => {
    const { post } = await signupOn({
      passwordPolicy: 'low',
      password_dictionary: { enable: true, dictionary: ['Correct-Horse'] },
    });
    expect(unmet(await post('password'))).toEqual(['password-policy-not-dictionary']);
    expect(unmet(await post('correct-horse'))).toEqual(['password-policy-not-dictionary']);
    expect(screenOf(await post('Battery-Staple'))).toBe('consent');
  });

  test("personal data: the email's part before the @, not a piece of it", async () => {
    const email = `ada.lovelace.${++made}@example.com`;
    const { post } = await signupOn(
      { passwordPolicy: 'low', password_no_personal_info: { enable: true } },
      email,
    );
    const local = email.split('@')[0] as string;
    expect(unmet(await post(`${local}!`))).toEqual(['password-policy-no-personal-info']);
    // "ada", "lovelace" and "example" are pieces, not the user's data.
    expect(screenOf(await post('Lovelace-at-example'))).toBe('consent');
  });
});
