/**
 * (Top-level calls carry `@__PURE__` so a bundle keeps only the pieces its screen uses.)
 *
 * Pieces several declarations share: the official SDK's views
 * (its shared/screen.js and shared/transaction.js) under its names. Each screen picks the ones
 * its SDK class has, so only those end up in its bundle.
 */
import type { UniversalLoginContext as Context } from '../../context/types.js';
import { at } from '../parts.js';

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
// The SDK's shared/transaction.js, value for value. They read what CONNECTION declares, which is
// checked before they run, so they stay small (the identifiers/, password/ and username/ helpers
// check arbitrary contexts themselves and carry more than a login page's budget allows).

type Attribute = { identifier_active?: boolean; signup_status?: string };
type Options = {
  signup_enabled?: boolean;
  forgot_password_enabled?: boolean;
  username_required?: boolean;
  attributes?: Record<string, Attribute & { validation?: Record<string, never> }>;
  validation?: { username?: { min_length?: number; max_length?: number } };
  authentication_methods?: {
    passkey?: { enabled?: boolean; showPasskeyAutofill?: boolean };
    password?: {
      min_length?: number;
      policy?: string;
      password_security_info?: { status?: string }[];
    };
  };
  password_options?: { complexity?: Record<string, unknown> };
};
const connection = (c: Context) =>
  c.transaction.connection as { strategy?: string; options?: Options } | undefined;
const options = (c: Context) => connection(c)?.options;

export const isSignupEnabled = (c: Context) => options(c)?.signup_enabled === true;
export const isForgotPasswordEnabled = (c: Context) => options(c)?.forgot_password_enabled === true;
export const isPasskeyEnabled = (c: Context) =>
  options(c)?.authentication_methods?.passkey?.enabled ?? false;
export const showPasskeyAutofill = (c: Context) =>
  options(c)?.authentication_methods?.passkey?.showPasskeyAutofill ?? false;
export const isUsernameRequired = (c: Context) => options(c)?.username_required ?? false;

export const usernamePolicy = (c: Context) => {
  const o = options(c);
  const attribute = o?.attributes?.username as
    | (Attribute & {
        validation?: {
          min_length?: number;
          max_length?: number;
          allowed_types?: { email?: boolean; phone_number?: boolean };
        };
      })
    | undefined;
  const v = attribute?.validation;
  if (v)
    return {
      isActive: ['optional', 'required'].includes(attribute.signup_status as string),
      maxLength: v.max_length,
      minLength: v.min_length,
      allowedFormats: {
        usernameInEmailFormat: v.allowed_types?.email ?? false,
        usernameInPhoneFormat: v.allowed_types?.phone_number ?? false,
      },
    };
  const legacy = o?.validation?.username;
  return legacy
    ? {
        isActive: o?.username_required === true,
        maxLength: legacy.max_length,
        minLength: legacy.min_length,
      }
    : null;
};

export const passwordPolicy = (c: Context) => {
  const p = options(c)?.authentication_methods?.password;
  return p
    ? {
        minLength: p.min_length,
        policy: p.policy,
        passwordSecurityInfo: p.password_security_info?.map((rule) => ({
          ...rule,
          isValid: rule.status === 'valid',
        })),
      }
    : null;
};

export const passwordComplexityPolicy = (c: Context) => {
  const x = options(c)?.password_options?.complexity;
  return x
    ? {
        character_type_rule: x.character_type_rule,
        character_types: x.character_types,
        identical_characters: x.identical_characters,
        max_length_exceeded: x.max_length_exceeded,
        min_length: x.min_length,
        sequential_characters: x.sequential_characters,
      }
    : null;
};

type IdentifierType = 'email' | 'phone' | 'username';
/** Attributes whose `pick` holds; without flexible attributes: email, plus username when required. */
const identifiers = (c: Context, pick: (a: Attribute) => unknown): IdentifierType[] | null => {
  const o = connection(c) && (options(c) ?? {});
  if (!o) return null;
  const entries = Object.entries(o.attributes ?? {});
  if (!entries.length) return o.username_required ? ['email', 'username'] : ['email'];
  const found = entries.filter(([, a]) => pick(a)).map(([k]) => k as IdentifierType);
  return found.length ? found : null;
};
const byStatus =
  (...statuses: string[]) =>
  (a: Attribute) =>
    statuses.includes(a.signup_status as string);
/** A passwordless connection's one identifier (strategy sms / email). */
const passwordless = (c: Context): IdentifierType[] | undefined => {
  const strategy = connection(c)?.strategy?.toLowerCase();
  return strategy === 'sms' ? ['phone'] : strategy === 'email' ? ['email'] : undefined;
};

/** login, login-id, reset-password-request: the passwordless identifier, else the active ones. */
export const loginIdentifierTypes = (c: Context) =>
  passwordless(c) ?? identifiers(c, (a) => a.identifier_active);
export const allowedIdentifiers = (c: Context) => identifiers(c, byStatus('required', 'optional'));
export const requiredIdentifiers = (c: Context) =>
  passwordless(c) ?? identifiers(c, byStatus('required'));
export const optionalIdentifiers = (c: Context) => identifiers(c, byStatus('optional'));

// ---- untrusted data views -------------------------------------------------------------------

/** MFA challenges: the submitted form with `remember_device` as `rememberDevice` (false when absent). */
export const rememberDeviceForm = (c: Context) => {
  const form = c.untrusted_data?.submitted_form_data;
  if (!form) return null;
  const { remember_device, ...rest } = form;
  return { ...rest, rememberDevice: (remember_device as boolean | undefined) ?? false };
};
