/**
 * (Top-level calls carry `@__PURE__` so a bundle keeps only the pieces its screen uses.)
 *
 * Context shapes several screens declare: the connection of the database and passwordless
 * screens, the consent request (which `checkContext` also checks on consent pages, without
 * importing a screen), a passkey screen's WebAuthn options.
 */
import { arrayOf, optional } from './shape.js';

/** `transaction.connection` of the database and passwordless screens (REFERENCE section 1). */
export const CONNECTION = {
  connection: /* @__PURE__ */ optional({
    name: 'string?',
    strategy: 'string?',
    metadata: 'object?',
    options: /* @__PURE__ */ optional({
      signup_enabled: 'boolean?',
      forgot_password_enabled: 'boolean?',
      username_required: 'boolean?',
      attributes: 'object?',
      validation: /* @__PURE__ */ optional({
        username: /* @__PURE__ */ optional({ min_length: 'number?', max_length: 'number?' }),
      }),
      authentication_methods: /* @__PURE__ */ optional({
        password: /* @__PURE__ */ optional({
          min_length: 'number?',
          policy: 'string?',
          password_security_info: /* @__PURE__ */ arrayOf({ code: 'string', status: 'string?' }),
        }),
        passkey: /* @__PURE__ */ optional({ enabled: 'boolean?', showPasskeyAutofill: 'boolean?' }),
      }),
      password_options: /* @__PURE__ */ optional({
        complexity: /* @__PURE__ */ optional({
          character_type_rule: 'string?',
          character_types: /* @__PURE__ */ arrayOf('string'),
          min_length: 'number?',
        }),
      }),
    }),
  }),
} as const;

/** What the consent screens ask for (`screen.data`), as `validateContext` checks it too. */
export const CONSENT_DATA = {
  scopes: /* @__PURE__ */ arrayOf({ value: 'string', description: 'string?' }),
  hideScopes: 'boolean?',
  authorization_details: /* @__PURE__ */ arrayOf('object'),
} as const;

/** A passkey screen's WebAuthn options. */
export const PASSKEY = { passkey: /* @__PURE__ */ optional({ public_key: 'object' }) } as const;
