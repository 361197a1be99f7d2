import {
  type PasskeyCredentialResponse,
  type PasskeyError,
  readPasskeyPublicKey,
  registerPasskeyAutofill,
} from '@screenkit/core';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useScreenPage, useScreenStore } from '../provider/screen-provider.js';

export interface UsePasskeyAutofillOptions {
  /** Called with the chosen passkey. Default: posts it as the `passkey` field, like the SDK. */
  onCredential?: (credential: PasskeyCredentialResponse) => void | Promise<void>;
  /** Called when autofill cannot run (no conditional mediation) or the browser fails. */
  onError?: (error: PasskeyError) => void;
}

export interface UsePasskeyAutofillResult {
  /** Put on the identifier input: it gets `autocomplete="username webauthn"`. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** Why autofill is not running, if it is not. */
  error: PasskeyError | null;
}

/**
 * Passkey autofill on login screens (the official `usePasskeyAutofill`): offers the user's
 * passkeys in the identifier input's suggestions and posts the chosen one, asking the page the
 * screen is on (the provider's `page`, else this one). The pending request is aborted on unmount. Does nothing when the screen has no `screen.data.passkey`.
 */
export function usePasskeyAutofill(
  options: UsePasskeyAutofillOptions = {},
): UsePasskeyAutofillResult {
  const store = useScreenStore('usePasskeyAutofill');
  const screen = useStore(store, (s) => s.context.screen);
  const page = useScreenPage();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [error, setError] = useState<PasskeyError | null>(null);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const publicKey = readPasskeyPublicKey({ screen });
    if (!publicKey) return;
    let controller: AbortController | undefined;
    let unmounted = false;
    const fail = (e: PasskeyError) => {
      if (unmounted) return;
      setError(e);
      latest.current.onError?.(e);
    };
    registerPasskeyAutofill({
      publicKey,
      input: inputRef.current,
      page,
      onResolve: (credential) =>
        latest.current.onCredential
          ? latest.current.onCredential(credential)
          : // Like the official SDK: `passkey` and `state` only, no `action` field (core's submit
            // accepts an undefined action; the store's type still says string).
            store
              .getState()
              .submit(undefined as unknown as string, { passkey: JSON.stringify(credential) })
              .then(() => {}),
      onReject: fail,
    }).then(
      (c) => {
        controller = c;
        if (unmounted) c?.abort();
      },
      // A malformed public_key (ContextError) is a bug to see: rethrown to the error boundary.
      (e: unknown) => {
        if (!unmounted)
          setError(() => {
            throw e;
          });
      },
    );
    return () => {
      unmounted = true;
      controller?.abort();
    };
  }, [screen, store, page]);

  return { inputRef, error };
}
