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
  declare readonly code: PasskeyErrorCode;

  constructor(code: PasskeyErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, '', message);
    if (options && 'cause' in options) (this as { cause?: unknown }).cause = options.cause;
  }
}

const BY_DOM_NAME: Record<string, [PasskeyErrorCode, string]> = {
  NotAllowedError: ['cancelled', 'The passkey prompt was dismissed or timed out.'],
  AbortError: ['aborted', 'The passkey request was aborted.'],
  InvalidStateError: [
    'already_registered',
    'This authenticator already holds a passkey for this account.',
  ],
  SecurityError: [
    'security',
    'The relying party id in public_key does not match this page origin.',
  ],
};

/** Maps whatever `navigator.credentials` rejected with to a PasskeyError. */
export function toPasskeyError(error: unknown): PasskeyError {
  if (error instanceof PasskeyError) return error;
  const name = (error as { name?: unknown } | null)?.name;
  const known = typeof name === 'string' ? BY_DOM_NAME[name] : undefined;
  if (known) return new PasskeyError(known[0], known[1], { cause: error });
  const detail = error instanceof Error ? `: ${error.message}` : '';
  return new PasskeyError('failed', `The browser failed the WebAuthn call${detail}.`, {
    cause: error,
  });
}
