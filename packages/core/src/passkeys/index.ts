export {
  PASSKEY_AUTOCOMPLETE,
  type PasskeyAutofillOptions,
  registerPasskeyAutofill,
} from './autofill.js';
export { base64UrlToBuffer, bufferToBase64Url, isBase64Url } from './base64url.js';
export {
  isConditionalMediationAvailable,
  isPlatformAuthenticatorAvailable,
  isWebAuthnAvailable,
} from './capabilities.js';
export {
  type CreatePasskeyOptions,
  createPasskeyCredential,
  type GetPasskeyOptions,
  getPasskeyCredential,
  type PasskeyCreateResponse,
  type PasskeyCredentialResponse,
  serializeAssertion,
  serializeAttestation,
} from './credentials.js';
export { PasskeyError, type PasskeyErrorCode } from './passkey-error.js';
export {
  type PasskeyContext,
  type PasskeyCreationPublicKey,
  type PasskeyCredentialDescriptor,
  type PasskeyRequestPublicKey,
  PUBLIC_KEY_PATH,
  readPasskeyPublicKey,
  toCreationOptions,
  toRequestOptions,
} from './public-key.js';
