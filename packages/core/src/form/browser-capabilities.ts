/**
 * The capability fields the service reads on identifier and password posts (the official SDK
 * sends the same five). Read at call time, never at import, so core stays SSR-safe.
 */
import type { BrowserStep } from './payload.js';

type PublicKeyCredentialStatics = {
  isUserVerifyingPlatformAuthenticatorAvailable?: () => Promise<boolean>;
  isConditionalMediationAvailable?: () => Promise<boolean>;
};

async function settled(check: (() => Promise<boolean>) | undefined): Promise<boolean> {
  try {
    return check ? Boolean(await check()) : false;
  } catch {
    return false;
  }
}

/** The payload with the capability fields added (an action's `browser` step). */
export const withCapabilities: BrowserStep = async (payload) => ({
  ...payload,
  ...(await browserCapabilities()),
});

export async function browserCapabilities(): Promise<Record<string, boolean>> {
  const page = globalThis as {
    navigator?: { brave?: { isBrave?: () => Promise<boolean> } };
    PublicKeyCredential?: PublicKeyCredentialStatics;
  };
  const credential = page.PublicKeyCredential;
  const brave = page.navigator?.brave?.isBrave;
  const platform = await settled(
    credential?.isUserVerifyingPlatformAuthenticatorAvailable?.bind(credential),
  );
  const conditional = await settled(credential?.isConditionalMediationAvailable?.bind(credential));
  return {
    'js-available': true,
    'is-brave': await settled(brave?.bind(page.navigator?.brave)),
    'webauthn-available': credential !== undefined,
    'webauthn-platform-available': platform,
    'allow-passkeys': credential !== undefined && platform && conditional,
  };
}
