// Per-rule password validation with the service's rule codes. For policies that carry
// `password_security_info` (what the service sends) and for the complexity policy, results are
// identical to the official SDK's validatePassword / validateWithComplexityPolicy (checked in the
// tests). Where the SDK has nothing to go on (a fair/good/excellent level without rules) the
// rules are derived from the level, and the connection's no-personal-info / dictionary
// settings add their rules.
import type {
  PasswordComplexityPolicy,
  PasswordComplexityRule,
  PasswordPolicy,
  PasswordPolicyLevel,
} from './policy.js';

export interface PasswordValidationResult {
  isValid: boolean;
  results: PasswordComplexityRule[];
}

export interface ValidatePasswordOptions {
  /** What the user typed elsewhere (email, username, name): checked when no-personal-info is on. */
  personalInfo?: ReadonlyArray<string | null | undefined>;
}

const CHARACTER_RULES = {
  'password-policy-lower-case': ['Lower case letters (a-z)', /[a-z]/],
  'password-policy-upper-case': ['Upper case letters (A-Z)', /[A-Z]/],
  'password-policy-numbers': ['Numbers (0-9)', /\d/],
  'password-policy-special-characters': ['Special characters (e.g. !@#$%^&*)', /[\W_]/],
} as const;
type CharacterCode = keyof typeof CHARACTER_RULES;
const CHARACTER_CODES = Object.keys(CHARACTER_RULES) as CharacterCode[];

/** The service's defaults per level (its "password strength" table). */
const LEVEL_MIN_LENGTH: Record<PasswordPolicyLevel, number> = {
  none: 1,
  low: 6,
  fair: 8,
  good: 8,
  excellent: 10,
};

const rule = (
  code: string,
  label: string,
  extra: Partial<PasswordComplexityRule> = {},
): PasswordComplexityRule => ({
  code,
  label,
  status: 'error',
  isValid: false,
  ...extra,
});

/** The rules a level implies, for contexts that send the level without `password_security_info`. */
export function rulesForPolicyLevel(
  level: PasswordPolicyLevel,
  minLength?: number,
): PasswordComplexityRule[] {
  const length = minLength ?? LEVEL_MIN_LENGTH[level];
  const rules = [
    rule('password-policy-length-at-least', `At least ${length} characters`, {
      args: { count: length },
    }),
  ];
  const character = (code: CharacterCode) => rule(code, CHARACTER_RULES[code][0]);
  if (level === 'fair') rules.push(...CHARACTER_CODES.slice(0, 3).map(character));
  if (level === 'good' || level === 'excellent')
    rules.push(
      rule(
        'password-policy-contains-at-least',
        'At least 3 of the following 4 types of characters:',
        {
          args: { count: 3, total: 4 },
          items: CHARACTER_CODES.map(character),
        },
      ),
    );
  if (level === 'excellent')
    rules.push(
      rule(
        'password-policy-identical-chars',
        'No more than 2 identical characters in a row (e.g., "aaa" not allowed)',
        {
          args: { count: 2, example: 'aaa' },
        },
      ),
    );
  return rules;
}

const withStatus = (r: PasswordComplexityRule, isValid: boolean): PasswordComplexityRule => ({
  ...r,
  status: isValid ? 'valid' : 'error',
  isValid,
});

/**
 * The service's "no personal data": the password holds none of the user's values whole (name,
 * username, nickname), nor an email's part before the `@`.
 */
function containsPersonalInfo(
  password: string,
  info: ReadonlyArray<string | null | undefined>,
): boolean {
  const lower = password.toLowerCase();
  return info
    .flatMap((value) => (value ? [value.includes('@') ? value.split('@')[0] : value] : []))
    .map((part) => (part as string).toLowerCase())
    .some((part) => part.length >= 3 && lower.includes(part));
}

function checkRule(
  password: string,
  r: PasswordComplexityRule,
  minLength: number,
): PasswordComplexityRule {
  switch (r.code) {
    case 'password-policy-length-at-least':
      return withStatus(
        r,
        password.length >= (typeof r.args?.count === 'number' ? r.args.count : minLength),
      );
    case 'password-policy-identical-chars':
      return withStatus(r, password.length > 0 && !/(.)\1\1/.test(password));
    case 'password-policy-contains-at-least': {
      // The SDK requires 3 of the child rules (or all of them when there are fewer).
      const items = r.items ?? [];
      const required = Math.min(3, items.length);
      if (items.length === 0) {
        // No items: N of the four character types (the SDK passes anything here).
        const passed = CHARACTER_CODES.filter((code) =>
          CHARACTER_RULES[code][1].test(password),
        ).length;
        return withStatus(r, passed >= (r.args?.count ?? 3));
      }
      const checked = items.map((item) => {
        const known = CHARACTER_RULES[item.code as CharacterCode];
        return withStatus(item, known ? known[1].test(password) : false);
      });
      return {
        ...withStatus(r, checked.filter((i) => i.isValid).length >= required),
        items: checked,
      };
    }
    default: {
      const known = CHARACTER_RULES[r.code as CharacterCode];
      // Unknown rules are left to the service, like the SDK does.
      return withStatus(r, known ? known[1].test(password) : true);
    }
  }
}

/**
 * Validates `password` against the connection's policy (see readPasswordPolicy). No policy or
 * `none`: only non-empty. Every result carries the service's rule code, a label and a status.
 */
export function validatePassword(
  password: string,
  policy?: PasswordPolicy | null,
  options: ValidatePasswordOptions = {},
): PasswordValidationResult {
  const results: PasswordComplexityRule[] = [];
  if (!policy || policy.policy === 'none') {
    if (!password.length) results.push(rule('no_password', 'Password is required.'));
  } else {
    const minLength = policy.minLength ?? 8;
    const given = policy.passwordSecurityInfo ?? [];
    if (policy.policy === 'low' && given.length === 0) {
      results.push(
        withStatus(
          rule(
            'password-policy-not-conformant',
            `Password must be at least ${minLength} characters long.`,
          ),
          password.length >= minLength,
        ),
      );
    } else {
      const rules = given.length > 0 ? given : rulesForPolicyLevel(policy.policy, policy.minLength);
      for (const r of rules) results.push(checkRule(password, r, minLength));
    }
  }
  if (policy?.noPersonalInfo) {
    const personal = rule(
      'password-policy-no-personal-info',
      'Does not contain your personal information (name, email, username)',
    );
    results.push(
      options.personalInfo
        ? withStatus(personal, !containsPersonalInfo(password, options.personalInfo))
        : { ...withStatus(personal, true), checkedByServer: true },
    );
  }
  if (policy?.dictionary?.enabled) {
    const words = policy.dictionary.words;
    const dictionary = rule('password-policy-not-dictionary', 'Is not a common password');
    // The service's built-in list is not in the context: only custom words can be checked here.
    results.push(
      words.length > 0
        ? withStatus(dictionary, !words.some((w) => w.toLowerCase() === password.toLowerCase()))
        : { ...withStatus(dictionary, true), checkedByServer: true },
    );
  }
  return { isValid: results.every((r) => r.status === 'valid'), results };
}

/** The SDK's validateWithComplexityPolicy: same codes, labels and order. */
export function validateWithComplexityPolicy(
  password: string,
  policy: PasswordComplexityPolicy,
): PasswordValidationResult {
  const labels = {
    uppercase: ['Upper case letters (A-Z)', /[A-Z]/],
    lowercase: ['Lower case letters (a-z)', /[a-z]/],
    number: ['Numbers (0-9)', /\d/],
    special: ['Special characters (e.g. !@#$%^&*)', /[\W_]/],
  } as const;
  const results = [
    withStatus(
      rule('password-policy-length-at-least', `At least ${policy.min_length} characters`),
      password.length >= policy.min_length,
    ),
  ];
  if (policy.identical_characters === 'block')
    // As the label says: "aa" passes, "aaa" does not (the SDK 1.8.0 already rejects "aa").
    results.push(
      withStatus(
        rule('password-policy-identical-chars', 'No more than 2 identical characters in a row'),
        !/(.)\1\1/.test(password),
      ),
    );
  if (policy.sequential_characters === 'block')
    results.push(
      withStatus(
        rule('password-policy-sequential-chars', 'No sequential characters'),
        !hasSequence(password),
      ),
    );
  if (policy.character_type_rule === 'all')
    for (const type of policy.character_types)
      results.push(
        withStatus(
          rule(`password-policy-${type}`, labels[type][0]),
          labels[type][1].test(password),
        ),
      );
  return { isValid: results.every((r) => r.status === 'valid'), results };
}

/** Two consecutive code points in a row, ascending or descending (the SDK's check with length 2). */
function hasSequence(password: string): boolean {
  for (let i = 1; i < password.length; i++) {
    const step = password.charCodeAt(i) - password.charCodeAt(i - 1);
    if (step === 1 || step === -1) return true;
  }
  return false;
}

/** The complexity policy's character types as the level rules' codes. */
const TYPE_CODES: Record<PasswordComplexityPolicy['character_types'][number], CharacterCode> = {
  lowercase: 'password-policy-lower-case',
  uppercase: 'password-policy-upper-case',
  number: 'password-policy-numbers',
  special: 'password-policy-special-characters',
};

/**
 * A complexity policy's `at_least` character rule as the service words it: "at least 3 of the
 * following N types" (all of them when fewer than 3), each type a nested item with its own
 * status. The SDK's validateWithComplexityPolicy leaves this rule out (the service checks it);
 * a checklist that shows the user what to type needs it.
 */
export function characterTypesRule(
  password: string,
  types: PasswordComplexityPolicy['character_types'],
): PasswordComplexityRule {
  const codes = CHARACTER_CODES.filter((code) => types.some((t) => TYPE_CODES[t] === code));
  const count = Math.min(3, codes.length);
  return checkRule(
    password,
    rule(
      'password-policy-contains-at-least',
      `At least ${count} of the following ${codes.length} types of characters:`,
      {
        args: { count, total: codes.length },
        items: codes.map((code) => rule(code, CHARACTER_RULES[code][0])),
      },
    ),
    0,
  );
}

/** What a screen uses: the complexity policy when the connection has one, else the policy. */
export function validatePasswordFor(
  password: string,
  policies: {
    passwordPolicy: PasswordPolicy | null;
    complexityPolicy: PasswordComplexityPolicy | null;
  },
  options?: ValidatePasswordOptions,
): PasswordValidationResult {
  return policies.complexityPolicy
    ? validateWithComplexityPolicy(password, policies.complexityPolicy)
    : validatePassword(password, policies.passwordPolicy, options);
}
