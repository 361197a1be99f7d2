/**
 * (Top-level calls carry `@__PURE__` so a bundle keeps only the pieces its screen uses.)
 *
 * Pieces several declarations share: the connection shape screens that read
 * `transaction.connection` declare, the consent request's shape, and the official SDK's views
 * (its shared/screen.js and shared/transaction.js) under its names. Each screen picks the ones
 * its SDK class has, so only those end up in its bundle.
 */
import { arrayOf, optional } from '../../context/shape.js';
import type { UniversalLoginContext as Context } from '../../context/types.js';
import {
  getAllowedIdentifiers,
  getLoginIdentifiers,
  getOptionalIdentifiers,
  getRequiredIdentifiers,
} from '../../identifiers/index.js';
import { readPasswordComplexityPolicy, readPasswordPolicy } from '../../password/index.js';
import { readUsernamePolicy } from '../../username/index.js';
import { at } from '../parts.js';

// ---- shapes ---------------------------------------------------------------------------------

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
      validation: 'object?',
      authentication_methods: /* @__PURE__ */ optional({
        password: 'object?',
        passkey: /* @__PURE__ */ optional({ enabled: 'boolean?', showPasskeyAutofill: 'boolean?' }),
      }),
      password_options: /* @__PURE__ */ optional({ complexity: 'object?' }),
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

// ---- screen views ---------------------------------------------------------------------------

export const signupLink = /* @__PURE__ */ at<string>('screen.links.signup');
export const resetPasswordLink = /* @__PURE__ */ at<string>('screen.links.reset_password');
export const editIdentifierLink = /* @__PURE__ */ at<string>('screen.links.edit_identifier');
export const backLink = /* @__PURE__ */ at<string>('screen.links.back');
export const loginLink = /* @__PURE__ */ at<string>('screen.links.login');
export const publicKey = /* @__PURE__ */ at<Record<string, unknown>>(
  'screen.data.passkey.public_key',
);
export const googleOneTapConfig = /* @__PURE__ */ at<Record<string, unknown>>(
  'screen.data.google_one_tap',
);

/** `screen.scopes`: each scope with a description ('' when the page has none). */
export const scopes = (c: Context) => {
  const list = c.screen.data?.scopes;
  return Array.isArray(list)
    ? list.map(({ value, description }) => ({
        value: value as string,
        description: typeof description === 'string' ? description : '',
      }))
    : [];
};

// ---- transaction views ----------------------------------------------------------------------

type Options = {
  signup_enabled?: boolean;
  forgot_password_enabled?: boolean;
  username_required?: boolean;
  authentication_methods?: { passkey?: { enabled?: boolean; showPasskeyAutofill?: boolean } };
};
const options = (c: Context) =>
  (c.transaction.connection as { options?: Options } | undefined)?.options;

export const isSignupEnabled = (c: Context) => options(c)?.signup_enabled === true;
export const isForgotPasswordEnabled = (c: Context) => options(c)?.forgot_password_enabled === true;
export const isPasskeyEnabled = (c: Context) =>
  options(c)?.authentication_methods?.passkey?.enabled ?? false;
export const showPasskeyAutofill = (c: Context) =>
  options(c)?.authentication_methods?.passkey?.showPasskeyAutofill ?? false;
export const isUsernameRequired = (c: Context) => options(c)?.username_required ?? false;
export const usernamePolicy = readUsernamePolicy;
export const passwordPolicy = readPasswordPolicy;
export const passwordComplexityPolicy = readPasswordComplexityPolicy;
/** login, login-id, reset-password-request: the passwordless connection's one identifier, else the active ones. */
export const loginIdentifierTypes = getLoginIdentifiers;
export const allowedIdentifiers = getAllowedIdentifiers;
export const requiredIdentifiers = getRequiredIdentifiers;
export const optionalIdentifiers = getOptionalIdentifiers;

// ---- untrusted data views -------------------------------------------------------------------

/** MFA challenges: the submitted form with `remember_device` as `rememberDevice` (false when absent). */
export const rememberDeviceForm = (c: Context) => {
  const form = c.untrusted_data?.submitted_form_data;
  if (!form) return null;
  const { remember_device, ...rest } = form;
  return { ...rest, rememberDevice: (remember_device as boolean | undefined) ?? false };
};
