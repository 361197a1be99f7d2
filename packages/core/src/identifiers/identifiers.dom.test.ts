// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contextWithConnection, databaseConnection } from '../../test-fixtures/connections.js';
import { officialScreen } from '../../test-fixtures/official-sdk.js';
import { ContextError } from '../errors/context-error.js';
import { readUsernamePolicy, validateUsername } from '../username/index.js';
import { getLoginIdentifiers, getSignupIdentifiers } from './index.js';

interface OfficialLoginId {
  getLoginIdentifiers(): unknown;
}
interface OfficialSignupId {
  getSignupIdentifiers(): unknown;
  validateUsername(username: string): unknown;
}

const attribute = fc.record({
  signup_status: fc.constantFrom('required', 'optional', 'inactive'),
  identifier_active: fc.boolean(),
});
const connection = fc.record({
  strategy: fc.constantFrom('auth0', 'auth0', 'email', 'sms'),
  username_required: fc.boolean(),
  attributes: fc.option(
    fc.record({ email: attribute, phone: attribute, username: attribute }, { requiredKeys: [] }),
    { nil: undefined },
  ),
  validation: fc.option(
    fc.record({ min_length: fc.nat(6), max_length: fc.integer({ min: 4, max: 20 }) }),
    {
      nil: undefined,
    },
  ),
  allowed: fc.record({ email: fc.boolean(), phone_number: fc.boolean() }),
});

type Connection = typeof connection extends fc.Arbitrary<infer T> ? T : never;

function contextFor(screen: string, c: Connection) {
  const attributes: Record<string, Record<string, unknown>> | undefined = c.attributes && {
    ...c.attributes,
  };
  if (attributes?.username && c.validation)
    attributes.username = {
      ...attributes.username,
      validation: { ...c.validation, allowed_types: c.allowed },
    };
  return contextWithConnection(screen, screen, {
    name: 'conn',
    strategy: c.strategy,
    options: {
      username_required: c.username_required,
      ...(attributes && { attributes }),
      ...(c.validation && !attributes && { validation: { username: c.validation } }),
    },
  });
}

describe('identifiers and username policy against the official SDK', () => {
  it('login identifiers equal login-id.getLoginIdentifiers() for any connection', async () => {
    await fc.assert(
      fc.asyncProperty(connection, async (c) => {
        const context = contextFor('login-id', c);
        const sdk = await officialScreen<OfficialLoginId>('login-id', 'LoginId', context);
        expect(getLoginIdentifiers(context)).toEqual(sdk.getLoginIdentifiers());
      }),
      { numRuns: 120 },
    );
  });

  it('signup identifiers and username validation equal signup-id for any connection and username', async () => {
    const usernames = fc.oneof(
      fc.string({ maxLength: 22 }),
      fc.constantFrom('ada@example.com', '+14155550123', 'ab'),
    );
    await fc.assert(
      fc.asyncProperty(connection, fc.array(usernames, { maxLength: 4 }), async (c, names) => {
        const context = contextFor('signup-id', c);
        const sdk = await officialScreen<OfficialSignupId>('signup-id', 'SignupId', context);
        expect(getSignupIdentifiers(context)).toEqual(sdk.getSignupIdentifiers());
        const policy = readUsernamePolicy(context);
        for (const name of names)
          expect(validateUsername(name, policy)).toEqual(sdk.validateUsername(name));
      }),
      { numRuns: 120 },
    );
  });
});

describe('what a form shows', () => {
  it('a flexible-identifier connection: email required, username optional, phone hidden', () => {
    const context = contextWithConnection('signup', 'signup', databaseConnection());
    expect(getSignupIdentifiers(context)).toEqual([
      { type: 'email', required: true },
      { type: 'username', required: false },
    ]);
    expect(getLoginIdentifiers(context)).toEqual(['email', 'username']);
    expect(
      validateUsername('ada.lovelace@example.com', readUsernamePolicy(context)).errors.map(
        (e) => e.code,
      ),
    ).toEqual(['username-too-long', 'username-email-not-allowed']);
  });

  it('malformed connection settings are ContextErrors with the path', () => {
    const bad = (options: unknown) =>
      contextWithConnection('signup', 'signup', { name: 'c', strategy: 'auth0', options });
    expect(() =>
      getSignupIdentifiers(bad({ attributes: { email: { signup_status: 3 } } })),
    ).toThrow(
      expect.objectContaining({
        path: 'transaction.connection.options.attributes.email.signup_status',
      }),
    );
    expect(() =>
      readUsernamePolicy(
        bad({ attributes: { username: { validation: { min_length: 'three' } } } }),
      ),
    ).toThrow(ContextError);
    expect(() => getLoginIdentifiers(bad('options'))).toThrow(
      expect.objectContaining({ code: 'field_type', path: 'transaction.connection.options' }),
    );
  });
});
