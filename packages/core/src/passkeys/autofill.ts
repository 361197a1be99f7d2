// Passkey autofill (WebAuthn conditional UI): the browser offers saved passkeys in the
// username input's suggestions while the user can still type an identifier. Asked of the page
// the screen is on (`page`, else this window).
import { screenWindow } from '../shared/screen-window.js';
import { isConditionalMediationAvailable } from './capabilities.js';
import { getPasskeyCredential, type PasskeyCredentialResponse } from './credentials.js';
import { PasskeyError } from './passkey-error.js';
import { toRequestOptions } from './public-key.js';

/** The autocomplete tokens conditional UI needs on the identifier input. */
export const PASSKEY_AUTOCOMPLETE = 'username webauthn';

export interface PasskeyAutofillOptions {
  publicKey: unknown;
  /** The identifier input (element or its id): gets `autocomplete="username webauthn"`. */
  input?: HTMLInputElement | string | null;
  /** Called with the chosen passkey, serialized for the `passkey` form field. */
  onResolve: (credential: PasskeyCredentialResponse) => void | Promise<void>;
  /** Called with a PasskeyError (never for an abort you asked for). */
  onReject?: (error: PasskeyError) => void;
  /** The page the screen is on, when not this window (its navigator and document are used). */
  page?: Window;
}

function findInput({ input, page }: PasskeyAutofillOptions): HTMLInputElement | null {
  if (!input) return null;
  if (typeof input !== 'string') return input;
  const element = screenWindow(page).document?.getElementById(input);
  return element?.tagName === 'INPUT' ? (element as HTMLInputElement) : null;
}

/**
 * Starts a conditional-mediation request and returns its AbortController (abort it when the
 * user submits an identifier or the component unmounts), or undefined when the browser has no
 * passkey autofill (then `onReject` gets `conditional_mediation_unavailable`).
 * A malformed `publicKey` throws ContextError synchronously-in-the-promise, before any request.
 */
export async function registerPasskeyAutofill(
  options: PasskeyAutofillOptions,
): Promise<AbortController | undefined> {
  toRequestOptions(options.publicKey);
  const { page } = options;
  if (!(await isConditionalMediationAvailable(page))) {
    options.onReject?.(
      new PasskeyError(
        'conditional_mediation_unavailable',
        'This browser does not offer passkeys in autofill; show a passkey button instead.',
      ),
    );
    return undefined;
  }
  findInput(options)?.setAttribute('autocomplete', PASSKEY_AUTOCOMPLETE);
  const controller = new AbortController();
  getPasskeyCredential(options.publicKey, {
    mediation: 'conditional',
    signal: controller.signal,
    page,
  })
    .then((credential) => options.onResolve(credential))
    .catch((error: PasskeyError) => {
      if (controller.signal.aborted || error.code === 'aborted') return;
      options.onReject?.(error);
    });
  return controller;
}
