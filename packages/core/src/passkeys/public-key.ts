// The `public_key` the service puts in `screen.data.passkey`: request options on login screens
// (challenge, rpId, allowCredentials), creation options on enrollment screens. Checked before
// any WebAuthn call so a malformed context is a ContextError naming the field, not a TypeError.
import { ContextError } from '../context/context-error.js';
import {
  describeValue,
  type Obj,
  optionalArray,
  requiredObject,
  requiredString,
} from '../shared/read-path.js';
import { base64UrlToBuffer, isBase64Url } from './base64url.js';

export const PUBLIC_KEY_PATH = 'screen.data.passkey.public_key';

export interface PasskeyCredentialDescriptor {
  id: string;
  type?: string;
  transports?: string[];
}

/** `public_key` on login screens (login-id, login, login-password, ...): what `get()` needs. */
export interface PasskeyRequestPublicKey {
  challenge: string;
  rpId?: string;
  allowCredentials?: PasskeyCredentialDescriptor[];
}

/** `public_key` on enrollment screens (passkey-enrollment, passkey-enrollment-local). */
export interface PasskeyCreationPublicKey {
  challenge: string;
  user: { id: string; name: string; displayName: string };
  rp: { id?: string; name: string };
  pubKeyCredParams: { type: string; alg: number }[];
  authenticatorSelection?: {
    residentKey?: string;
    userVerification?: string;
    authenticatorAttachment?: string;
  };
  excludeCredentials?: PasskeyCredentialDescriptor[];
}

/** Narrow context shape: only what this folder reads. */
export interface PasskeyContext {
  screen?: { data?: { [key: string]: unknown } | undefined; [key: string]: unknown };
}

/** `screen.data.passkey.public_key` of a context, or null when the screen offers no passkey. */
export function readPasskeyPublicKey(context: PasskeyContext): unknown {
  const passkey = context.screen?.data?.passkey as { public_key?: unknown } | undefined;
  return passkey?.public_key ?? null;
}

function object(value: unknown, path: string): Obj {
  if (value === undefined || value === null)
    throw new ContextError(
      'field_missing',
      path,
      'Passkey options are missing; is the passkey enabled for this connection?',
    );
  return requiredObject(value, path);
}

const string = requiredString;
const list = (value: unknown, path: string): unknown[] => optionalArray(value, path) ?? [];

function base64Url(value: unknown, path: string): ArrayBuffer {
  if (!isBase64Url(value)) {
    const code = value === undefined ? 'field_missing' : 'field_type';
    throw new ContextError(code, path, `Expected a base64url string, got ${describeValue(value)}.`);
  }
  return base64UrlToBuffer(value);
}

function descriptors(value: unknown, path: string): PublicKeyCredentialDescriptor[] {
  return list(value, path).map((entry, i) => {
    const at = `${path}[${i}]`;
    const cred = object(entry, at);
    const transports = list(cred.transports, `${at}.transports`).map((t, j) =>
      string(t, `${at}.transports[${j}]`),
    );
    return {
      id: base64Url(cred.id, `${at}.id`),
      type: 'public-key' as const,
      ...(transports.length > 0 && { transports: transports as AuthenticatorTransport[] }),
    };
  });
}

/** Decodes login-screen `public_key` into `navigator.credentials.get()` options (SDK-equivalent). */
export function toRequestOptions(
  publicKey: unknown,
  path = PUBLIC_KEY_PATH,
): PublicKeyCredentialRequestOptions {
  const pk = object(publicKey, path);
  const allow = descriptors(pk.allowCredentials, `${path}.allowCredentials`);
  return {
    challenge: base64Url(pk.challenge, `${path}.challenge`),
    ...(pk.rpId !== undefined &&
      pk.rpId !== null &&
      pk.rpId !== '' && { rpId: string(pk.rpId, `${path}.rpId`) }),
    // The SDK leaves allowCredentials undefined when empty: any discoverable credential will do.
    allowCredentials: allow.length > 0 ? allow : undefined,
  };
}

/** Decodes enrollment `public_key` into `navigator.credentials.create()` options (SDK-equivalent). */
export function toCreationOptions(
  publicKey: unknown,
  path = PUBLIC_KEY_PATH,
): PublicKeyCredentialCreationOptions {
  const pk = object(publicKey, path);
  const user = object(pk.user, `${path}.user`);
  const rp = object(pk.rp, `${path}.rp`);
  const params = list(pk.pubKeyCredParams, `${path}.pubKeyCredParams`);
  if (params.length === 0)
    throw new ContextError(
      'field_missing',
      `${path}.pubKeyCredParams`,
      'Expected at least one algorithm in pubKeyCredParams.',
    );
  const selection =
    pk.authenticatorSelection === undefined || pk.authenticatorSelection === null
      ? undefined
      : (object(
          pk.authenticatorSelection,
          `${path}.authenticatorSelection`,
        ) as AuthenticatorSelectionCriteria);
  const exclude = descriptors(pk.excludeCredentials, `${path}.excludeCredentials`);
  return {
    rp: {
      name: string(rp.name, `${path}.rp.name`),
      ...(rp.id !== undefined && { id: string(rp.id, `${path}.rp.id`) }),
    },
    user: {
      id: base64Url(user.id, `${path}.user.id`),
      name: string(user.name, `${path}.user.name`),
      displayName: string(user.displayName, `${path}.user.displayName`),
    },
    challenge: base64Url(pk.challenge, `${path}.challenge`),
    pubKeyCredParams: params.map((param, i) => {
      const alg = object(param, `${path}.pubKeyCredParams[${i}]`).alg;
      if (typeof alg !== 'number' || !Number.isInteger(alg))
        throw new ContextError(
          'field_type',
          `${path}.pubKeyCredParams[${i}].alg`,
          `Expected a COSE algorithm number, got ${describeValue(alg)}.`,
        );
      return { type: 'public-key' as const, alg };
    }),
    authenticatorSelection: selection ? { ...selection } : undefined,
    ...(exclude.length > 0 && { excludeCredentials: exclude }),
  };
}
