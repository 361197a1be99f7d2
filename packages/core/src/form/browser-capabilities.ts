/**
 * The capability fields the service reads on identifier and password posts (the official SDK
 * sends the same five). Read at call time, never at import, so core stays SSR-safe, off the page
 * the screen is on (shared/screen-window.ts).
 */
import { screenWindow } from '../shared/screen-window.js';
import type { BrowserStep } from './payload.js';

async function settled(check: (() => Promise<boolean>) | undefined): Promise<boolean> {
  try {
    return check ? Boolean(await check()) : false;
  } catch {
    return false;
  }
}

/** The payload with the capability fields added (an action's `browser` step). */
export const withCapabilities: BrowserStep = async (payload, _context, page) => ({
  ...payload,
  ...(await browserCapabilities(page)),
});

/** The five fields, as `page` (default: this window) answers them. */
export async function browserCapabilities(page?: Window): Promise<Record<string, boolean>> {
  const win = screenWindow(page);
  const credential = win.PublicKeyCredential;
  const navigator = win.navigator as { brave?: { isBrave?: () => Promise<boolean> } } | undefined;
  const brave = navigator?.brave?.isBrave;
  const platform = await settled(
    credential?.isUserVerifyingPlatformAuthenticatorAvailable?.bind(credential),
  );
  const conditional = await settled(credential?.isConditionalMediationAvailable?.bind(credential));
  return {
    'js-available': true,
    'is-brave': await settled(brave?.bind(navigator?.brave)),
    'webauthn-available': credential !== undefined,
    'webauthn-platform-available': platform,
    'allow-passkeys': credential !== undefined && platform && conditional,
  };
}
