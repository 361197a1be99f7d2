// Feature checks read the screen's page lazily (shared/screen-window.ts: the frame a screen is
// rendered into, else this window), so importing this module is safe in Node / SSR.
import { screenWindow } from '../shared/screen-window.js';

/** The page's credential container, or undefined outside a WebAuthn-capable browser. */
export function credentialsContainer(page?: Window): CredentialsContainer | undefined {
  const nav = screenWindow(page).navigator;
  return nav?.credentials && typeof nav.credentials.get === 'function'
    ? nav.credentials
    : undefined;
}

/** True when this environment can run WebAuthn (`navigator.credentials` + `PublicKeyCredential`). */
export function isWebAuthnAvailable(page?: Window): boolean {
  return screenWindow(page).PublicKeyCredential !== undefined && !!credentialsContainer(page);
}

/** True when the browser supports passkey autofill (`mediation: 'conditional'`). */
export async function isConditionalMediationAvailable(page?: Window): Promise<boolean> {
  const pkc = screenWindow(page).PublicKeyCredential;
  if (
    !pkc ||
    !credentialsContainer(page) ||
    typeof pkc.isConditionalMediationAvailable !== 'function'
  )
    return false;
  try {
    return Boolean(await pkc.isConditionalMediationAvailable());
  } catch {
    return false;
  }
}

/** True when a user-verifying platform authenticator (Touch ID, Windows Hello...) is present. */
export async function isPlatformAuthenticatorAvailable(page?: Window): Promise<boolean> {
  const pkc = screenWindow(page).PublicKeyCredential;
  if (typeof pkc?.isUserVerifyingPlatformAuthenticatorAvailable !== 'function') return false;
  try {
    return Boolean(await pkc.isUserVerifyingPlatformAuthenticatorAvailable());
  } catch {
    return false;
  }
}
