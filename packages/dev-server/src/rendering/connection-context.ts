/**
 * The database connection as a login page sees it (`transaction.connection.options`), built
 * from the Management API record the way the service does: signup and forgot-password
 * switches, the identifier attributes (`identifier_active`, `signup_status`, username
 * validation), the password policy with its rules (`authentication_methods.password`) and the
 * complexity settings (`password_options.complexity`). The official SDK reads all of these
 * (isSignupEnabled, usernamePolicy, passwordPolicy, passwordComplexityPolicy...).
 */

import type { ConnectionRecord, IdentifierAttribute } from '../tenant/connections.js';
import { describePolicy, type PasswordRule, policyChecklist } from '../tenant/passwords.js';

type Json = Record<string, unknown>;

/** The service's defaults for a username: 1 to 15 characters. */
const USERNAME_DEFAULTS = { min_length: 1, max_length: 15 };

function attribute(name: string, value: IdentifierAttribute | undefined, record: ConnectionRecord) {
  const active = value?.identifier?.active ?? name === 'email';
  const out: Json = {
    identifier_active: active,
    signup_status: value?.signup?.status ?? (name === 'email' ? 'required' : 'inactive'),
  };
  if (value?.signup?.verification) out.verification_method = 'link';
  if (name === 'username') {
    const limits = record.options.validation?.username;
    out.validation = {
      min_length: limits?.min ?? USERNAME_DEFAULTS.min_length,
      max_length: limits?.max ?? USERNAME_DEFAULTS.max_length,
      allowed_types: { email: false, phone_number: false },
    };
  }
  return out;
}

/** The complexity settings' name of each character type rule. */
const TYPE_NAMES: Record<string, string> = {
  'password-policy-lower-case': 'lowercase',
  'password-policy-upper-case': 'uppercase',
  'password-policy-numbers': 'number',
  'password-policy-special-characters': 'special',
};

/**
 * The complexity settings read off the level's rules (core's rulesForPolicyLevel, through
 * policyChecklist), so the two views of the policy cannot disagree: "N of these types" is
 * `at_least`, types required one by one are `all`, and a level without type rules asks none.
 */
function complexityOf(checklist: PasswordRule[]) {
  const group = checklist.find((r) => r.code === 'password-policy-contains-at-least');
  const types = (group?.items ?? checklist).flatMap((r) => TYPE_NAMES[r.code] ?? []);
  return {
    character_type_rule: group || types.length === 0 ? 'at_least' : 'all',
    character_types: types,
    identical_characters: checklist.some((r) => r.code === 'password-policy-identical-chars')
      ? 'block'
      : 'allow',
  };
}

export function connectionOptions(record: ConnectionRecord): Json {
  const { options } = record;
  const policy = describePolicy(record);
  const checklist = policyChecklist(record);
  const attributes = options.attributes ?? {};
  return {
    signup_enabled: options.disable_signup !== true,
    forgot_password_enabled: true,
    username_required: options.requires_username === true,
    attributes: {
      email: attribute('email', attributes.email, record),
      username: attribute('username', attributes.username, record),
      phone_number: attribute('phone_number', attributes.phone_number, record),
    },
    authentication_methods: {
      password: {
        enabled: true,
        policy: policy.policy,
        min_length: policy.minLength,
        password_security_info: checklist,
      },
    },
    password_options: {
      complexity: {
        min_length: policy.minLength,
        ...complexityOf(checklist),
        sequential_characters: 'allow',
        max_length_exceeded: 'error',
      },
    },
  };
}
