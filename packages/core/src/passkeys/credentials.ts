// navigator.credentials.get/create over the context's `public_key`, returning the credential
// serialized exactly as the official SDK posts it in the `passkey` form field
// (JSON.stringify of these objects): every binary field as unpadded base64url.

import { screenWindow } from '../shared/screen-window.js';
import { bufferToBase64Url } from './base64url.js';
import { credentialsContainer, isPlatformAuthenticatorAvailable } from './capabilities.js';
import { PasskeyError, toPasskeyError } from './passkey-error.js';
import { PUBLIC_KEY_PATH, toCreationOptions, toRequestOptions } from './public-key.js';

/** An assertion, as the SDK's getPasskeyCredentials returns it (login screens). */
export interface PasskeyCredentialResponse {
  id: string;
  rawId: string | null;
  type: string;
  authenticatorAttachment: string | null;
  response: {
    clientDataJSON: string | null;
    authenticatorData: string | null;
    signature: string | null;
    userHandle: string | null;
  };
  isUserVerifyingPlatformAuthenticatorAvailable: boolean;
}

/** A new credential, as the SDK's createPasskeyCredentials returns it (enrollment screens). */
export interface PasskeyCreateResponse {
  id: string;
  rawId: string | null;
  type: string;
  authenticatorAttachment: string | null;
  response: {
    clientDataJSON: string | null;
    attestationObject: string | null;
    transports?: string[];
  };
}

export interface GetPasskeyOptions {
  /** `'conditional'` for passkey autofill in a username input; default: a modal prompt. */
  mediation?: CredentialMediationRequirement;
  /** Abort the pending request (for example when the user types a password instead). */
  signal?: AbortSignal;
  /** Where `publicKey` came from, for error paths. Default `screen.data.passkey.public_key`. */
  path?: string;
  /** The page the screen is on, when not this window (its navigator is asked). */
  page?: Window;
}

/** What `createPasskeyCredential` takes besides the `public_key`. */
export type CreatePasskeyOptions = Omit<GetPasskeyOptions, 'mediation'>;

function requireContainer(page: Window | undefined): CredentialsContainer {
  const container = credentialsContainer(page);
  if (!container || screenWindow(page).PublicKeyCredential === undefined)
    throw new PasskeyError(
      'webauthn_unavailable',
      'This browser has no WebAuthn (passkeys): offer another way to sign in',
    );
  return container;
}

function base64UrlOrNull(buffer: ArrayBuffer | null | undefined): string | null {
  return buffer ? bufferToBase64Url(buffer) : null;
}

/** Serializes an assertion credential the way the SDK's getPasskeyCredentials does. */
export function serializeAssertion(
  credential: PublicKeyCredential,
  platformAuthenticatorAvailable: boolean,
): PasskeyCredentialResponse {
  const response = credential.response as AuthenticatorAssertionResponse;
  if (response?.authenticatorData === undefined)
    throw new PasskeyError(
      'no_credential',
      'Expected an assertion (AuthenticatorAssertionResponse) from the browser.',
    );
  return {
    id: credential.id,
    rawId: base64UrlOrNull(credential.rawId),
    type: credential.type,
    authenticatorAttachment: credential.authenticatorAttachment,
    response: {
      clientDataJSON: base64UrlOrNull(response.clientDataJSON),
      authenticatorData: base64UrlOrNull(response.authenticatorData),
      signature: base64UrlOrNull(response.signature),
      userHandle: base64UrlOrNull(response.userHandle),
    },
    isUserVerifyingPlatformAuthenticatorAvailable: platformAuthenticatorAvailable,
  };
}

/** Serializes a newly created credential the way the SDK's createPasskeyCredentials does. */
export function serializeAttestation(credential: PublicKeyCredential): PasskeyCreateResponse {
  const response = credential.response as AuthenticatorAttestationResponse;
  return {
    id: credential.id,
    rawId: base64UrlOrNull(credential.rawId),
    type: credential.type,
    authenticatorAttachment: credential.authenticatorAttachment,
    response: {
      clientDataJSON: base64UrlOrNull(response.clientDataJSON),
      attestationObject: base64UrlOrNull(response.attestationObject),
      transports:
        typeof response.getTransports === 'function' ? response.getTransports() : undefined,
    },
  };
}

/**
 * Asks the browser for a passkey matching the login screen's `public_key` and returns it
 * serialized for the `passkey` form field. Throws ContextError for a malformed `public_key`,
 * PasskeyError (`webauthn_unavailable`, `cancelled`, `aborted`, ...) when the browser fails.
 */
export async function getPasskeyCredential(
  publicKey: unknown,
  options: GetPasskeyOptions = {},
): Promise<PasskeyCredentialResponse> {
  const request = toRequestOptions(publicKey, options.path ?? PUBLIC_KEY_PATH);
  const container = requireContainer(options.page);
  const platform = await isPlatformAuthenticatorAvailable(options.page);
  let credential: Credential | null;
  try {
    credential = await container.get({
      publicKey:
        options.mediation === 'conditional'
          ? { ...request, allowCredentials: [], userVerification: 'preferred', timeout: 300_000 }
          : request,
      ...(options.mediation && { mediation: options.mediation }),
      ...(options.signal && { signal: options.signal }),
    });
  } catch (error) {
    throw toPasskeyError(error);
  }
  if (!credential)
    throw new PasskeyError('no_credential', 'The browser returned no passkey for this account.');
  return serializeAssertion(credential as PublicKeyCredential, platform);
}

/**
 * Creates a passkey from an enrollment screen's `public_key` and returns it serialized for the
 * `passkey` form field. Same errors as getPasskeyCredential, plus `already_registered`.
 */
export async function createPasskeyCredential(
  publicKey: unknown,
  options: CreatePasskeyOptions = {},
): Promise<PasskeyCreateResponse> {
  const creation = toCreationOptions(publicKey, options.path ?? PUBLIC_KEY_PATH);
  const container = requireContainer(options.page);
  let credential: Credential | null;
  try {
    credential = await container.create({
      publicKey: creation,
      ...(options.signal && { signal: options.signal }),
    });
  } catch (error) {
    throw toPasskeyError(error);
  }
  if (!credential) throw new PasskeyError('no_credential', 'The browser did not create a passkey.');
  return serializeAttestation(credential as PublicKeyCredential);
}
