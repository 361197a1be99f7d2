// @vitest-environment jsdom
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  contextWithConnection,
  databaseConnection,
  securityInfo,
} from '../../test-fixtures/connections.js';
import { officialScreen } from '../../test-fixtures/official-sdk.js';
import { ContextError } from '../errors/context-error.js';
import {
  readPasswordComplexityPolicy,
  readPasswordPolicy,
  validatePassword,
  validatePasswordFor,
} from './index.js';

interface OfficialSignupPassword {
  validatePassword(password: string): unknown;
}

beforeAll(() => {
  vi.spyOn(console, 'log').mockImplementation(() => {}); // the SDK logs every policy it validates
});

const passwords = fc.oneof(
  fc.string({ maxLength: 16 }),
  fc.stringMatching(/^[aA1!]{0,12}$/),
  fc.constantFrom('', 'Passw0rd!', 'aaaBBB111', 'correct horse', 'Aa1!Aa1!Aa1!', 'zzzZZZ999###'),
);

describe('validatePassword against the official SDK', () => {
  it.each([
    [
      'excellent with password_security_info',
      { policy: 'excellent', min_length: 10, password_security_info: securityInfo(10) },
    ],
    [
      'good, rules without items',
      { policy: 'good', min_length: 8, password_security_info: [securityInfo(8)[0]] },
    ],
    ['low without rules', { policy: 'low', min_length: 6 }],
    ['none', { policy: 'none' }],
  ])('gives the same per-rule results for any password (%s)', async (_name, password) => {
    const context = contextWithConnection(
      'signup-password',
      'signup-password',
      databaseConnection({ authentication_methods: { password } }),
    );
    const sdk = await officialScreen<OfficialSignupPassword>(
      'signup-password',
      'SignupPassword',
      context,
    );
    const policy = readPasswordPolicy(context);
    fc.assert(
      fc.property(passwords, (pw) => {
        expect(validatePassword(pw, policy)).toEqual(sdk.validatePassword(pw));
      }),
      { numRuns: 150 },
    );
  });

  it('uses the complexity policy when the connection has one, like the SDK', async () => {
    const context = contextWithConnection(
      'signup-password',
      'signup-password',
      databaseConnection({
        password_options: {
          complexity: {
            character_type_rule: 'all',
            character_types: ['uppercase', 'number', 'special'],
            min_length: 12,
            identical_characters: 'allow',
            sequential_characters: 'block',
            max_length_exceeded: 'error',
          },
        },
      }),
    );
    const sdk = await officialScreen<OfficialSignupPassword>(
      'signup-password',
      'SignupPassword',
      context,
    );
    const policies = {
      passwordPolicy: readPasswordPolicy(context),
      complexityPolicy: readPasswordComplexityPolicy(context),
    };
    fc.assert(
      fc.property(passwords, (pw) => {
        expect(validatePasswordFor(pw, policies)).toEqual(sdk.validatePassword(pw));
      }),
      { numRuns: 150 },
    );
  });
});

describe('beyond the SDK', () => {
  it('derives the rules of a level sent without password_security_info', () => {
    const result = validatePassword('aaaBBB111', { policy: 'excellent' });
    expect(result.results.map((r) => [r.code, r.isValid])).toEqual([
      ['password-policy-length-at-least', false],
      ['password-policy-contains-at-least', true],
      ['password-policy-identical-chars', false],
    ]);
    expect(validatePassword('abcdEF12', { policy: 'fair' }).isValid).toBe(true);
    expect(
      validatePassword('abcdefgh', { policy: 'fair' })
        .results.filter((r) => !r.isValid)
        .map((r) => r.code),
    ).toEqual(['password-policy-upper-case', 'password-policy-numbers']);
  });

  it('checks personal info and the custom dictionary when the connection turns them on', () => {
    const policy = readPasswordPolicy(
      contextWithConnection(
        'signup',
        'signup',
        databaseConnection({
          password_no_personal_info: { enable: true },
          password_dictionary: { enable: true, dictionary: ['Tr0ub4dor&3x'] },
        }),
      ),
    );
    const byCode = (pw: string, info?: string[]) =>
      Object.fromEntries(
        validatePassword(pw, policy, { personalInfo: info }).results.map((r) => [r.code, r]),
      );
    expect(
      byCode('Ada.Lovelace#1815', ['ada.lovelace@example.com'])['password-policy-no-personal-info']
        ?.isValid,
    ).toBe(false);
    expect(
      byCode('Xy!9qwertzuiop', ['ada.lovelace@example.com'])['password-policy-no-personal-info']
        ?.isValid,
    ).toBe(true);
    // The service's personal data: whole values and an email's part before the @, not pieces.
    expect(
      byCode('Lovelace-at-example', ['ada.lovelace@example.com'])[
        'password-policy-no-personal-info'
      ]?.isValid,
    ).toBe(true);
    expect(byCode('Xy!9qwertzuiop')['password-policy-no-personal-info']).toMatchObject({
      isValid: true,
      checkedByServer: true,
    });
    expect(byCode('tr0ub4dor&3X')['password-policy-not-dictionary']?.isValid).toBe(false);
  });
});

describe('a password policy that is not a policy', () => {
  const read = (password: unknown) =>
    readPasswordPolicy(
      contextWithConnection(
        'signup',
        'signup',
        databaseConnection({ authentication_methods: { password } }),
      ),
    );
  it.each([
    ['a string', 'strong', 'transaction.connection.options.authentication_methods.password'],
    [
      'an unknown level',
      { policy: 'extreme' },
      'transaction.connection.options.authentication_methods.password.policy',
    ],
    [
      'a negative min_length',
      { policy: 'low', min_length: -1 },
      'transaction.connection.options.authentication_methods.password.min_length',
    ],
    [
      'rules not an array',
      { policy: 'good', password_security_info: {} },
      'transaction.connection.options.authentication_methods.password.password_security_info',
    ],
    [
      'a rule without code',
      { policy: 'good', password_security_info: [{ label: 'x' }] },
      'transaction.connection.options.authentication_methods.password.password_security_info[0].code',
    ],
    [
      'a bad child rule',
      { policy: 'good', password_security_info: [{ code: 'c', items: [7] }] },
      'transaction.connection.options.authentication_methods.password.password_security_info[0].items[0]',
    ],
  ])('%s is a ContextError at its path', (_name, password, path) => {
    let error: unknown;
    try {
      read(password);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ContextError);
    expect(error).toMatchObject({ path });
  });

  it('no password method (passwordless) is no policy, not an error', () => {
    expect(
      readPasswordPolicy({
        transaction: { connection: { name: 'email', strategy: 'email', options: {} } },
      }),
    ).toBeNull();
    expect(readPasswordPolicy({ transaction: {} })).toBeNull();
  });
});
