// The connection's password policy as the page context carries it
// (`transaction.connection.options.authentication_methods.password` and, on newer tenants,
// `transaction.connection.options.password_options.complexity`), read the way the official
// SDK's getPasswordPolicy / getPasswordComplexityPolicy read it, but checked: a policy that is
// not a policy is a ContextError with the path.
import {
  CONNECTION_OPTIONS_PATH,
  type ConnectionContext,
  connectionOptions,
  type Obj,
  oneOf,
  optionalArray,
  optionalBoolean,
  optionalCount,
  optionalObject,
  optionalString,
  requiredObject,
  requiredString,
} from '../shared/read-path.js';

/** The service's policy levels, weakest first. */
export const PASSWORD_POLICY_LEVELS = ['none', 'low', 'fair', 'good', 'excellent'] as const;
export type PasswordPolicyLevel = (typeof PASSWORD_POLICY_LEVELS)[number];

/** One rule, with the service's codes (`password-policy-length-at-least`, ...). */
export interface PasswordComplexityRule {
  code: string;
  label: string;
  status: 'valid' | 'error';
  isValid: boolean;
  args?: { count: number; total?: number; example?: string };
  items?: PasswordComplexityRule[];
  /** Only the service can check this rule (dictionary without the word list): reported valid. */
  checkedByServer?: true;
}

export interface PasswordPolicy {
  enabled?: boolean;
  minLength?: number;
  policy: PasswordPolicyLevel;
  passwordSecurityInfo?: PasswordComplexityRule[];
  /** `password_no_personal_info.enable` of the connection. */
  noPersonalInfo?: boolean;
  /** `password_dictionary` of the connection: on, with its custom words if the context has them. */
  dictionary?: { enabled: boolean; words: string[] };
}

export interface PasswordComplexityPolicy {
  character_type_rule: 'all' | 'at_least';
  character_types: Array<'uppercase' | 'lowercase' | 'number' | 'special'>;
  min_length: number;
  identical_characters: 'block' | 'allow';
  sequential_characters: 'block' | 'allow';
  max_length_exceeded: 'error' | 'allow';
}

const PASSWORD_PATH = `${CONNECTION_OPTIONS_PATH}.authentication_methods.password`;
const COMPLEXITY_PATH = `${CONNECTION_OPTIONS_PATH}.password_options.complexity`;

function readRule(value: unknown, path: string): PasswordComplexityRule {
  const rule = requiredObject(value, path);
  const code = requiredString(rule.code, `${path}.code`);
  const args = optionalObject(rule.args, `${path}.args`);
  const count = optionalCount(args?.count, `${path}.args.count`);
  const items = optionalArray(rule.items, `${path}.items`)?.map((item, i) =>
    readRule(item, `${path}.items[${i}]`),
  );
  const valid = rule.status === 'valid';
  return {
    ...(rule as Obj),
    code,
    label: optionalString(rule.label, `${path}.label`) ?? '',
    status: valid ? 'valid' : 'error',
    isValid: valid,
    ...(args && { args: { ...args, count: count ?? 0 } as PasswordComplexityRule['args'] }),
    ...(items && { items }),
  };
}

/**
 * The connection's password policy, or null when the context has none (passwordless, social,
 * or a screen without a connection). Throws ContextError for a malformed one.
 */
export function readPasswordPolicy(context: ConnectionContext): PasswordPolicy | null {
  const options = connectionOptions(context);
  const methods = optionalObject(
    options?.authentication_methods,
    `${CONNECTION_OPTIONS_PATH}.authentication_methods`,
  );
  const password = optionalObject(methods?.password, PASSWORD_PATH);
  if (!password) return null;
  const rules = optionalArray(
    password.password_security_info,
    `${PASSWORD_PATH}.password_security_info`,
  );
  const personal = optionalObject(
    options?.password_no_personal_info,
    `${CONNECTION_OPTIONS_PATH}.password_no_personal_info`,
  );
  const dictionary = optionalObject(
    options?.password_dictionary,
    `${CONNECTION_OPTIONS_PATH}.password_dictionary`,
  );
  const enabled = optionalBoolean(password.enabled, `${PASSWORD_PATH}.enabled`);
  const minLength = optionalCount(password.min_length, `${PASSWORD_PATH}.min_length`);
  return {
    ...(enabled !== undefined && { enabled }),
    ...(minLength !== undefined && { minLength }),
    policy: oneOf(password.policy ?? 'none', PASSWORD_POLICY_LEVELS, `${PASSWORD_PATH}.policy`),
    ...(rules && {
      passwordSecurityInfo: rules.map((rule, i) =>
        readRule(rule, `${PASSWORD_PATH}.password_security_info[${i}]`),
      ),
    }),
    ...(personal && {
      noPersonalInfo:
        optionalBoolean(
          personal.enable,
          `${CONNECTION_OPTIONS_PATH}.password_no_personal_info.enable`,
        ) === true,
    }),
    ...(dictionary && {
      dictionary: {
        enabled:
          optionalBoolean(
            dictionary.enable,
            `${CONNECTION_OPTIONS_PATH}.password_dictionary.enable`,
          ) === true,
        words: (
          optionalArray(
            dictionary.dictionary,
            `${CONNECTION_OPTIONS_PATH}.password_dictionary.dictionary`,
          ) ?? []
        ).map(
          (word, i) =>
            optionalString(
              word,
              `${CONNECTION_OPTIONS_PATH}.password_dictionary.dictionary[${i}]`,
            ) ?? '',
        ),
      },
    }),
  };
}

/** The newer complexity policy (`password_options.complexity`), or null. */
export function readPasswordComplexityPolicy(
  context: ConnectionContext,
): PasswordComplexityPolicy | null {
  const options = connectionOptions(context);
  const passwordOptions = optionalObject(
    options?.password_options,
    `${CONNECTION_OPTIONS_PATH}.password_options`,
  );
  const complexity = optionalObject(passwordOptions?.complexity, COMPLEXITY_PATH);
  if (!complexity) return null;
  const at = (key: string) => `${COMPLEXITY_PATH}.${key}`;
  const types = optionalArray(complexity.character_types, at('character_types')) ?? [];
  return {
    character_type_rule: oneOf(
      complexity.character_type_rule ?? 'all',
      ['all', 'at_least'],
      at('character_type_rule'),
    ),
    character_types: types.map((t, i) =>
      oneOf(
        t,
        ['uppercase', 'lowercase', 'number', 'special'] as const,
        `${at('character_types')}[${i}]`,
      ),
    ),
    min_length: optionalCount(complexity.min_length, at('min_length')) ?? 0,
    identical_characters: oneOf(
      complexity.identical_characters ?? 'allow',
      ['block', 'allow'],
      at('identical_characters'),
    ),
    sequential_characters: oneOf(
      complexity.sequential_characters ?? 'allow',
      ['block', 'allow'],
      at('sequential_characters'),
    ),
    max_length_exceeded: oneOf(
      complexity.max_length_exceeded ?? 'allow',
      ['error', 'allow'],
      at('max_length_exceeded'),
    ),
  };
}
