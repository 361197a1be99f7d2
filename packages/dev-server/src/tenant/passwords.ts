/**
 * Passwords: bcrypt hashing (bcryptjs: pure JS, nothing downloaded at install) with a
 * configurable cost, and the database connection's password policy as the service applies it
 * (levels none/low/fair/good/excellent, `password_complexity_options.min_length`, no personal
 * info, dictionary). The rules and their checks are core's (`rulesForPolicyLevel`,
 * `validatePassword`), so the server enforces exactly what the screens show; only bcrypt's
 * byte limit and the built-in dictionary are the server's own. `checkPasswordPolicy` returns
 * the rules in the shape the service puts in `transaction.errors[].rules` and
 * `screen.data.password_policy`. One home for both the Management API (users.ts there) and the
 * login engine.
 */
import {
  type PasswordComplexityRule,
  type PasswordPolicyLevel,
  rulesForPolicyLevel,
  validatePassword,
} from '@screenkit/core';
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

const LEVELS: readonly PasswordPolicyLevel[] = ['none', 'low', 'fair', 'good', 'excellent'];

/** The connection's level (`options.passwordPolicy`), the service's `good` when unset. */
const levelOf = (connection: ConnectionRecord | undefined): PasswordPolicyLevel => {
  const level = connection?.options.passwordPolicy as PasswordPolicyLevel | undefined;
  return level && LEVELS.includes(level) ? level : 'good';
};

/** The rules the connection's level implies: core's table, the one the screens check against. */
const levelRules = (connection: ConnectionRecord | undefined) =>
  rulesForPolicyLevel(
    levelOf(connection),
    connection?.options.password_complexity_options?.min_length,
  );

/** The service's built-in list of common passwords (a few), before the connection's own words. */
const COMMON_PASSWORDS = ['password', '12345678', 'qwerty123'];

/** The policy as the screen shows it (`screen.data.password_policy` / `passwordPolicy`). */
export function describePolicy(connection: ConnectionRecord | undefined) {
  const length = levelRules(connection)[0] as PasswordComplexityRule; // length-at-least leads
  return { policy: levelOf(connection), minLength: length.args?.count as number };
}

/** A rule in the shape the service sends (no SDK-only fields). */
const asSent = ({ code, label, status, args, items }: PasswordComplexityRule): PasswordRule => ({
  code,
  label,
  status: status === 'valid' ? 'valid' : 'error',
  ...(args ? { args: args as PasswordRule['args'] } : {}),
  ...(items ? { items: items.map(asSent) } : {}),
});

/**
 * The connection's policy applied to `password`, with core's rules and checks (what the screen
 * told the user is what is enforced), plus what only the server can check: the whole dictionary,
 * the user's details, and bcrypt's byte limit.
 */
export function checkPasswordPolicy(
  password: string,
  connection: ConnectionRecord | undefined,
  user?: Pick<UserRecord, 'email' | 'username' | 'name'>,
): { ok: boolean; rules: PasswordRule[] } {
  const dictionary = connection?.options.password_dictionary;
  const { results } = validatePassword(
    password,
    {
      policy: levelOf(connection),
      passwordSecurityInfo: levelRules(connection),
      noPersonalInfo: !!user && connection?.options.password_no_personal_info?.enable === true,
      dictionary: dictionary?.enable
        ? { enabled: true, words: [...COMMON_PASSWORDS, ...(dictionary.dictionary ?? [])] }
        : undefined,
    },
    { personalInfo: [user?.email, user?.username, user?.name] },
  );
  const rules = withByteLimit(results.map(asSent), password);
  return { ok: rules.every((r) => r.status === 'valid'), rules };
}

/**
 * The checklist a signup page shows before anything is typed (`password_security_info`): the
 * level's rules, none met yet.
 */
export const policyChecklist = (connection: ConnectionRecord | undefined): PasswordRule[] =>
  withByteLimit(levelRules(connection).map(asSent), '');

/** bcrypt's limit, after the length rule: the one rule core does not know. */
function withByteLimit(rules: PasswordRule[], password: string): PasswordRule[] {
  const limit: PasswordRule = {
    code: 'password-policy-length-at-most',
    label: `At most ${MAX_PASSWORD_BYTES} bytes`,
    status: Buffer.byteLength(password) <= MAX_PASSWORD_BYTES ? 'valid' : 'error',
  };
  return [...rules.slice(0, 1), limit, ...rules.slice(1)];
}
