import { own } from '../catalogue/shape.js';
import { ScreenkitError } from '../errors/screenkit-error.js';

export type PasskeyErrorCode =
  /** No `navigator.credentials` / `PublicKeyCredential` (old browser, SSR, insecure origin). */
  | 'webauthn_unavailable'
  /** Conditional mediation (passkey autofill) is not supported by this browser. */
  | 'conditional_mediation_unavailable'
  /** The user dismissed the prompt or it timed out (`NotAllowedError`). */
  | 'cancelled'
  /** The call was aborted through its `AbortSignal`. */
  | 'aborted'
  /** `create()` found an excluded credential: this authenticator already holds a passkey. */
  | 'already_registered'
  /** The relying party id does not match the page's origin (`SecurityError`). */
  | 'security'
  /** The browser returned no credential or one of the wrong kind. */
  | 'no_credential'
  /** Any other failure from the browser; `cause` holds the original error. */
  | 'failed';

/** A WebAuthn call failed; `code` says why, `cause` keeps the browser's own error. */
export class PasskeyError extends ScreenkitError {
  override name = 'PasskeyError';
  declare readonly code: PasskeyErrorCode;

  constructor(code: PasskeyErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, '', message, options);
  }
}

// The browser's DOMException names (its own message, kept in ours, says the rest).
const BY_DOM_NAME: Record<string, PasskeyErrorCode> = {
  NotAllowedError: 'cancelled', // dismissed, timed out
  AbortError: 'aborted',
  InvalidStateError: 'already_registered', // an excluded credential is on this authenticator
  SecurityError: 'security', // the relying party id does not match the page's origin
};

/** Maps whatever `navigator.credentials` rejected with to a PasskeyError. */
export function toPasskeyError(error: unknown): PasskeyError {
  if (error instanceof PasskeyError) return error;
  const name = (error as { name?: unknown } | null)?.name;
  const code = (typeof name === 'string' && own<PasskeyErrorCode>(BY_DOM_NAME, name)) || 'failed';
  const detail = error instanceof Error ? `: ${error.message}` : '';
  return new PasskeyError(code, `The browser's WebAuthn call failed (${code})${detail}`, {
    cause: error,
  });
}
