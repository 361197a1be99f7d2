// Database connections shaped like the ones the service puts in `transaction.connection`.

export const securityInfo = (minLength = 8) => [
  {
    code: 'password-policy-length-at-least',
    args: { count: minLength },
    label: `At least ${minLength} characters`,
    status: 'error',
  },
  {
    code: 'password-policy-contains-at-least',
    args: { count: 3, total: 4 },
    label: 'At least 3 of the following 4 types of characters:',
    status: 'error',
    items: [
      { code: 'password-policy-lower-case', label: 'Lower case letters (a-z)', status: 'error' },
      { code: 'password-policy-upper-case', label: 'Upper case letters (A-Z)', status: 'error' },
      { code: 'password-policy-numbers', label: 'Numbers (0-9)', status: 'error' },
      {
        code: 'password-policy-special-characters',
        label: 'Special characters (e.g. !@#$%^&*)',
        status: 'error',
      },
    ],
  },
  {
    code: 'password-policy-identical-chars',
    args: { count: 2, example: 'aaa' },
    label: 'No more than 2 identical characters in a row (e.g., "aaa" not allowed)',
    status: 'error',
  },
];

export function databaseConnection(options: Record<string, unknown> = {}) {
  return {
    name: 'Username-Password-Authentication',
    strategy: 'auth0',
    metadata: {},
    options: {
      signup_enabled: true,
      forgot_password_enabled: true,
      authentication_methods: {
        password: {
          enabled: true,
          policy: 'excellent',
          min_length: 10,
          password_security_info: securityInfo(10),
        },
        passkey: { enabled: true },
      },
      attributes: {
        email: { signup_status: 'required', identifier_active: true },
        username: {
          signup_status: 'optional',
          identifier_active: true,
          validation: {
            min_length: 3,
            max_length: 15,
            allowed_types: { email: false, phone_number: false },
          },
        },
        phone: { signup_status: 'inactive', identifier_active: false },
      },
      ...options,
    },
  };
}

/** A full page context for `screen` with `connection` as the transaction's connection. */
export function contextWithConnection(
  screen: string,
  prompt: string,
  connection: unknown,
  extra: Record<string, unknown> = {},
) {
  return {
    prompt: { name: prompt },
    screen: { name: screen, data: {}, texts: {} },
    transaction: { state: 'st_123', locale: 'en', connection },
    client: { id: 'cl_1', name: 'Example' },
    tenant: { name: 'example', enabled_locales: ['en', 'fr'] },
    ...extra,
  };
}
