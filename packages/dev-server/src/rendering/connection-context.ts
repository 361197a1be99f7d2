/**
 * The database connection as a login page sees it (`transaction.connection.options`), built
 * from the Management API record the way the service does: signup and forgot-password
 * switches, the identifier attributes (`identifier_active`, `signup_status`, username
 * validation), the password policy with its rules (`authentication_methods.password`) and the
 * complexity settings (`password_options.complexity`). The official SDK reads all of these
 * (isSignupEnabled, usernamePolicy, passwordPolicy, passwordComplexityPolicy...).
 */

import type { ConnectionRecord, IdentifierAttribute } from '../tenant/connections.js';
import { describePolicy, policyChecklist } from '../tenant/passwords.js';

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

/** The level's character rule as the complexity settings say it (core's rulesForPolicyLevel). */
const CHARACTER_TYPES = {
  none: { character_type_rule: 'at_least', character_types: [] },
  low: { character_type_rule: 'at_least', character_types: [] },
  fair: { character_type_rule: 'all', character_types: ['lowercase', 'uppercase', 'number'] },
  good: {
    character_type_rule: 'at_least',
    character_types: ['lowercase', 'uppercase', 'number', 'special'],
  },
  excellent: {
    character_type_rule: 'at_least',
    character_types: ['lowercase', 'uppercase', 'number', 'special'],
  },
} as const;

export function connectionOptions(record: ConnectionRecord): Json {
  const { options } = record;
  const policy = describePolicy(record);
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
        password_security_info: policyChecklist(record),
      },
    },
    password_options: {
      complexity: {
        min_length: policy.minLength,
        ...CHARACTER_TYPES[policy.policy],
        identical_characters: options.passwordPolicy === 'excellent' ? 'block' : 'allow',
        sequential_characters: 'allow',
        max_length_exceeded: 'error',
      },
    },
  };
}
