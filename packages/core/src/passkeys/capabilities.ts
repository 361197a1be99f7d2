// Feature checks read `globalThis` lazily, so importing this module is safe in Node / SSR.

interface PublicKeyCredentialStatics {
  isConditionalMediationAvailable?: () => Promise<boolean>;
  isUserVerifyingPlatformAuthenticatorAvailable?: () => Promise<boolean>;
}

function publicKeyCredential(): PublicKeyCredentialStatics | undefined {
  return (globalThis as { PublicKeyCredential?: PublicKeyCredentialStatics }).PublicKeyCredential;
}

/** The browser's credential container, or undefined outside a WebAuthn-capable browser. */
export function credentialsContainer(): CredentialsContainer | undefined {
  const nav = (globalThis as { navigator?: Navigator }).navigator;
  return nav?.credentials && typeof nav.credentials.get === 'function'
    ? nav.credentials
    : undefined;
}

/** True when this environment can run WebAuthn (`navigator.credentials` + `PublicKeyCredential`). */
export function isWebAuthnAvailable(): boolean {
  return publicKeyCredential() !== undefined && credentialsContainer() !== undefined;
}

/** True when the browser supports passkey autofill (`mediation: 'conditional'`). */
export async function isConditionalMediationAvailable(): Promise<boolean> {
  const pkc = publicKeyCredential();
  if (!pkc || !credentialsContainer() || typeof pkc.isConditionalMediationAvailable !== 'function')
    return false;
  try {
    return Boolean(await pkc.isConditionalMediationAvailable());
  } catch {
    return false;
  }
}

/** True when a user-verifying platform authenticator (Touch ID, Windows Hello...) is present. */
export async function isPlatformAuthenticatorAvailable(): Promise<boolean> {
  const pkc = publicKeyCredential();
  if (typeof pkc?.isUserVerifyingPlatformAuthenticatorAvailable !== 'function') return false;
  try {
    return Boolean(await pkc.isUserVerifyingPlatformAuthenticatorAvailable());
  } catch {
    return false;
  }
}
