/**
 * The few payload rewrites the service's endpoints need, shared by the declarations that post
 * them (names as the official SDK's: `rememberDevice` goes out as `rememberBrowser`, typed
 * identifiers as `identifier_*`).
 */
import type { UniversalLoginContext } from '../../context/types.js';
import { FormError } from '../../form/form-error.js';
import type { BrowserStep, Payload } from '../../form/payload.js';
import { getRequiredIdentifiers } from '../../identifiers/index.js';
import { createPasskeyCredential, getPasskeyCredential } from '../../passkeys/credentials.js';
import type { ActionScope } from '../declaration.js';

/** `rememberDevice: true` posts `rememberBrowser=true`; false or absent posts nothing. */
export function rememberBrowser({ rememberDevice, ...rest }: Payload): Payload {
  return rememberDevice ? { ...rest, rememberBrowser: true } : rest;
}

/** The code challenges' submit (OTP, email, SMS, voice): the code, the device remembered if asked. */
export const codeRememberingDevice = {
  action: 'default',
  fields: { code: 'string', rememberDevice: 'boolean?' },
  transform: rememberBrowser,
} as const;

/** Like `rememberBrowser`, but only where the screen offers it (`screen.data.show_remember_device`). */
export function rememberBrowserIfShown(
  { rememberDevice, ...rest }: Payload,
  scope: ActionScope,
): Payload {
  return scope.data.show_remember_device && rememberDevice
    ? { ...rest, rememberBrowser: true }
    : rest;
}

/** A WebAuthn error reported to the service: `action: showError::<json>` with an empty response. */
export function webauthnErrorAction({ error }: Payload): string {
  return `showError::${JSON.stringify(error)}`;
}
export function withoutError({ error, ...rest }: Payload): Payload {
  return { ...rest, response: '' };
}
/** The WebAuthn screens' report of a browser error (`showError::<json>`, empty response). */
export const webauthnErrorReport = {
  action: webauthnErrorAction,
  fields: { error: 'object' },
  transform: withoutError,
} as const;

const TYPED_FIELD = {
  email: 'identifier_email',
  username: 'identifier_username',
  phone: 'identifier_phone',
} as const;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The identifier goes out as `username`; with `identifierType` it also goes out under its typed
 * field with `identifier_type` (phone only with a country code), so the service does not guess.
 */
export function typedIdentifier(payload: Payload): Payload {
  const { identifier: _i, identifierType: type, phoneCountryCode: _c, ...rest } = payload;
  const identifier = text(payload.identifier) ?? text(payload.username);
  const country = text(payload.phoneCountryCode)?.trim();
  if (identifier !== undefined) rest.username = identifier;
  if (typeof type !== 'string' || !Object.hasOwn(TYPED_FIELD, type)) return rest;
  if (type === 'phone' && !country) return rest;
  return {
    ...rest,
    identifier_type: type,
    [TYPED_FIELD[type as keyof typeof TYPED_FIELD]]: identifier ?? '',
    ...(type === 'phone' ? { identifier_phone_country_code: country } : {}),
  };
}

/** A signup phone (in `field`) goes out as `phone_number`, typed when a country code is given. */
export function signupPhone(field: 'phone' | 'phoneNumber') {
  return (payload: Payload): Payload => {
    const { phoneCountryCode, [field]: phone, ...rest } = payload;
    if (typeof phone !== 'string' || !phone.trim()) return rest;
    if (typeof phoneCountryCode === 'string' && phoneCountryCode.trim()) {
      return {
        ...rest,
        phone_number: phone,
        identifier_phone: phone,
        identifier_phone_country_code: phoneCountryCode,
      };
    }
    return { ...rest, phone_number: phone };
  };
}

type DbConnection = {
  options?: {
    attributes?: Record<string, { signup_status?: string }>;
    username_required?: boolean;
  };
};

/** A flexible-identifier connection (one with `options.attributes`) reads any identifier as `username`. */
export function hasFlexibleIdentifier(transaction: Record<string, unknown>): boolean {
  return Boolean((transaction.connection as DbConnection | undefined)?.options?.attributes);
}

/** Refuses a signup that leaves out an identifier the connection requires (nothing is posted). */
export function withRequiredIdentifiers(payload: Payload, scope: ActionScope): Payload {
  for (const field of getRequiredIdentifiers({ transaction: scope.transaction }) ?? []) {
    if (!Object.hasOwn(payload, field))
      throw new FormError('field_missing', field, `The connection requires ${field} at signup`);
  }
  return payload;
}

/** A list choice must name an entry of `user.<list>` (the enrolled emails or phones); refused otherwise. */
export function withinUserList(list: 'enrolled_emails' | 'enrolled_phone_numbers') {
  return (payload: Payload, scope: ActionScope): Payload => {
    const entries = scope.user[list];
    const index = payload.index as number;
    const size = Array.isArray(entries) ? entries.length : 0;
    if (!Number.isInteger(index) || index < 0 || index >= size)
      throw new FormError(
        'field_type',
        'index',
        `index ${index} is not an entry of user.${list} (it has ${size})`,
      );
    return payload;
  };
}

/**
 * Runs WebAuthn (`run`: get or create, on the screen's `page`) over its `public_key` and posts the credential as
 * JSON under `field`. A page without `public_key` is a FormError: nothing is posted.
 */
async function withCredential(
  payload: Payload,
  context: UniversalLoginContext,
  page: Window | undefined,
  field: 'passkey' | 'response',
  run: (publicKey: never, options: { page?: Window }) => Promise<unknown>,
): Promise<Payload> {
  const passkey = (context.screen.data as { passkey?: { public_key?: unknown } } | undefined)
    ?.passkey;
  const publicKey = passkey?.public_key;
  if (publicKey === undefined) {
    throw new FormError(
      'passkey_unavailable',
      'screen.data.passkey.public_key',
      'This screen has no passkey options',
    );
  }
  return { ...payload, [field]: JSON.stringify(await run(publicKey as never, { page })) };
}

/** Sign in with a passkey: the assertion goes out as `passkey` (login screens). */
export const passkeyAssertion: BrowserStep = (payload, context, page) =>
  withCredential(payload, context, page, 'passkey', getPasskeyCredential);
/** Enroll a passkey: the new credential goes out as `passkey` (passkey-enrollment screens). */
export const passkeyAttestation: BrowserStep = (payload, context, page) =>
  withCredential(payload, context, page, 'passkey', createPasskeyCredential);
/** An MFA WebAuthn challenge: the assertion goes out as `response`. */
export const webauthnAssertion: BrowserStep = (payload, context, page) =>
  withCredential(payload, context, page, 'response', getPasskeyCredential);
/** An MFA WebAuthn enrollment: the new credential goes out as `response`. */
export const webauthnAttestation: BrowserStep = (payload, context, page) =>
  withCredential(payload, context, page, 'response', createPasskeyCredential);
