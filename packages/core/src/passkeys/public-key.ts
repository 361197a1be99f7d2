// The `public_key` the service puts in `screen.data.passkey`: request options on login screens
// (challenge, rpId, allowCredentials), creation options on enrollment screens. Checked before
// any WebAuthn call so a malformed context is a ContextError naming the field, not a TypeError.

import { arrayOf, check, isPlainObject, type Shape } from '../catalogue/shape.js';
import { ContextError } from '../errors/context-error.js';
import { base64UrlToBuffer, isBase64Url } from './base64url.js';

type Obj = Record<string, unknown>;

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

// The service may send null for an option it leaves out; the shape checker wants it absent.
const withoutNulls = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutNulls)
    : isPlainObject(value)
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, v]) => v !== null)
            .map(([k, v]) => [k, withoutNulls(v)]),
        )
      : value;

/**
 * `public_key` checked against `shape` (the context checker's, so errors name the field; an
 * absent or null one is `field_missing`).
 */
function checked(value: unknown, shape: Shape, path: string): Obj {
  const object = withoutNulls(value ?? undefined);
  check(object, shape, path);
  return object as Obj;
}

function base64Url(value: unknown, path: string): ArrayBuffer {
  if (!isBase64Url(value))
    throw new ContextError('field_type', path, `\`${path}\` must be a base64url string`);
  return base64UrlToBuffer(value);
}

const DESCRIPTORS = /* @__PURE__ */ arrayOf({ id: 'string', transports: arrayOf('string') });

function descriptors(list: unknown, path: string): PublicKeyCredentialDescriptor[] | undefined {
  const out = ((list ?? []) as PasskeyCredentialDescriptor[]).map(({ id, transports }, i) => ({
    id: base64Url(id, `${path}[${i}].id`),
    type: 'public-key' as const,
    ...(transports?.length && { transports: transports as AuthenticatorTransport[] }),
  }));
  // The SDK leaves the list undefined when empty (any discoverable credential will do).
  return out.length ? out : undefined;
}

/** Decodes login-screen `public_key` into `navigator.credentials.get()` options (SDK-equivalent). */
export function toRequestOptions(
  publicKey: unknown,
  path = PUBLIC_KEY_PATH,
): PublicKeyCredentialRequestOptions {
  const pk = checked(
    publicKey,
    { challenge: 'string', rpId: 'string?', allowCredentials: DESCRIPTORS },
    path,
  ) as unknown as PasskeyRequestPublicKey;
  return {
    challenge: base64Url(pk.challenge, `${path}.challenge`),
    ...(pk.rpId && { rpId: pk.rpId }),
    allowCredentials: descriptors(pk.allowCredentials, `${path}.allowCredentials`),
  };
}

/** Decodes enrollment `public_key` into `navigator.credentials.create()` options (SDK-equivalent). */
export function toCreationOptions(
  publicKey: unknown,
  path = PUBLIC_KEY_PATH,
): PublicKeyCredentialCreationOptions {
  const pk = checked(
    publicKey,
    {
      challenge: 'string',
      user: { id: 'string', name: 'string', displayName: 'string' },
      rp: { id: 'string?', name: 'string' },
      // COSE algorithm numbers (the browser's WebIDL `long` takes integers).
      pubKeyCredParams: arrayOf({ alg: 'number' }),
      authenticatorSelection: 'object?',
      excludeCredentials: DESCRIPTORS,
    },
    path,
  ) as unknown as PasskeyCreationPublicKey;
  const params = pk.pubKeyCredParams ?? [];
  if (!params.length)
    throw new ContextError(
      'field_missing',
      `${path}.pubKeyCredParams`,
      'Expected at least one algorithm in pubKeyCredParams.',
    );
  const { user, rp, authenticatorSelection } = pk;
  return {
    rp: { name: rp.name, ...(rp.id !== undefined && { id: rp.id }) },
    user: {
      id: base64Url(user.id, `${path}.user.id`),
      name: user.name,
      displayName: user.displayName,
    },
    challenge: base64Url(pk.challenge, `${path}.challenge`),
    pubKeyCredParams: params.map(({ alg }) => ({ type: 'public-key' as const, alg })),
    authenticatorSelection: authenticatorSelection && {
      ...(authenticatorSelection as AuthenticatorSelectionCriteria),
    },
    excludeCredentials: descriptors(pk.excludeCredentials, `${path}.excludeCredentials`),
  };
}
