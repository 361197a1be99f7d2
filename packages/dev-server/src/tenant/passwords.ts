/**
 * Passwords: bcrypt hashing (bcryptjs: pure JS, nothing downloaded at install) with a
 * configurable cost, and the database connection's password policy as the service applies it
 * (levels none/low/fair/good/excellent, `password_complexity_options.min_length`, no personal
 * info, dictionary). `checkPasswordPolicy` returns the rules in the shape the service puts in
 * `transaction.errors[].rules` and `screen.data.password_policy`. One home for both the
 * Management API (users.ts there) and the login engine.
 */
import type { Store } from '../store/store.js';
import type { ConnectionRecord } from './connections.js';
import { tenantSettings } from './settings.js';
import type { UserRecord } from './users.js';

/** Longest password bcrypt distinguishes (72 bytes); longer ones are refused, not truncated. */
export const MAX_PASSWORD_BYTES = 72;

/** bcryptjs loads with the first password (the Management API's start-up does not need it). */
const library = async () => (await import('bcryptjs')).default;

/** A password's hash at the tenant's cost (`password_hash_rounds`): every stored password. */
export function hashTenantPassword(store: Store, password: string): Promise<string> {
  return hashPassword(password, tenantSettings(store).password_hash_rounds);
}

export async function hashPassword(password: string, rounds: number): Promise<string> {
  return (await library()).hash(password, Math.min(Math.max(rounds, 4), 14));
}

export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  const bcrypt = await library();
  // A user without a password (social, passwordless) still costs one comparison, so timing
  // does not tell which accounts exist.
  dummyHash ??= bcrypt.hashSync('screenkit-no-password', 4);
  return bcrypt.compare(password, hash ?? dummyHash);
}

let dummyHash: string | undefined;

export interface PasswordRule {
  code: string;
  label: string;
  status: 'valid' | 'error';
  /** The numbers the label speaks of, as the service sends them (`{count, total}`). */
  args?: { count: number; total?: number };
  /** A rule with parts (3 of 4 character types): each part with its own status. */
  items?: PasswordRule[];
}

interface Level {
  minLength: number;
  /** How many of the 4 character types (lower, upper, digit, special) are needed. */
  types: number;
  noRepeats: boolean;
}

const LEVELS: Record<string, Level> = {
  none: { minLength: 1, types: 0, noRepeats: false },
  low: { minLength: 6, types: 0, noRepeats: false },
  fair: { minLength: 8, types: 3, noRepeats: false },
  good: { minLength: 8, types: 3, noRepeats: false },
  excellent: { minLength: 10, types: 3, noRepeats: true },
};

const CHAR_TYPES: Array<[code: string, label: string, RegExp]> = [
  ['password-policy-lower-case', 'Lower case letters (a-z)', /[a-z]/],
  ['password-policy-upper-case', 'Upper case letters (A-Z)', /[A-Z]/],
  ['password-policy-numbers', 'Numbers (0-9)', /[0-9]/],
  ['password-policy-special-characters', 'Special characters (e.g. !@#$%^&*)', /[^A-Za-z0-9]/],
];

/** The policy as the screen shows it (`screen.data.password_policy` / `passwordPolicy`). */
export function describePolicy(connection: ConnectionRecord | undefined) {
  const level = connection?.options.passwordPolicy ?? 'good';
  const rules = LEVELS[level] ?? (LEVELS.good as Level);
  return {
    policy: level,
    minLength: connection?.options.password_complexity_options?.min_length ?? rules.minLength,
    passwordSecurityInfo: { minLength: rules.minLength, characterTypes: rules.types },
  };
}

export function checkPasswordPolicy(
  password: string,
  connection: ConnectionRecord | undefined,
  user?: Pick<UserRecord, 'email' | 'username' | 'name'>,
): { ok: boolean; rules: PasswordRule[] } {
  const level = LEVELS[connection?.options.passwordPolicy ?? 'good'] ?? (LEVELS.good as Level);
  const minLength = connection?.options.password_complexity_options?.min_length ?? level.minLength;
  const rules: PasswordRule[] = [];
  const rule = (code: string, label: string, ok: boolean) =>
    rules.push({ code, label, status: ok ? 'valid' : 'error' });
  rule(
    'password-policy-length-at-least',
    `At least ${minLength} characters`,
    [...password].length >= minLength,
  );
  rule(
    'password-policy-length-at-most',
    `At most ${MAX_PASSWORD_BYTES} bytes`,
    Buffer.byteLength(password) <= MAX_PASSWORD_BYTES,
  );
  if (level.types > 0) {
    // As the service sends it: the heading with its numbers, each type a part with its status.
    const items: PasswordRule[] = CHAR_TYPES.map(([code, label, re]) => ({
      code,
      label,
      status: re.test(password) ? 'valid' : 'error',
    }));
    const present = items.filter((item) => item.status === 'valid').length;
    rules.push({
      code: 'password-policy-contains-at-least',
      label: `At least ${level.types} of the following ${CHAR_TYPES.length} types of characters:`,
      status: present >= level.types ? 'valid' : 'error',
      args: { count: level.types, total: CHAR_TYPES.length },
      items,
    });
  }
  if (level.noRepeats)
    rule(
      'password-policy-identical-chars',
      'No more than 2 identical characters in a row',
      !/(.)\1\1/.test(password),
    );
  if (connection?.options.password_no_personal_info?.enable && user) {
    const lower = password.toLowerCase();
    const personal = [user.email?.split('@')[0], user.username, user.name]
      .filter((v): v is string => typeof v === 'string' && v.length >= 3)
      .some((v) => lower.includes(v.toLowerCase()));
    rule('password-policy-no-personal-info', 'No personal information', !personal);
  }
  if (connection?.options.password_dictionary?.enable) {
    const words = connection.options.password_dictionary.dictionary ?? [];
    const common = ['password', '12345678', 'qwerty123', ...words];
    rule(
      'password-policy-not-in-dictionary',
      'Not a common password',
      !common.includes(password.toLowerCase()),
    );
  }
  return { ok: rules.every((r) => r.status === 'valid'), rules };
}
