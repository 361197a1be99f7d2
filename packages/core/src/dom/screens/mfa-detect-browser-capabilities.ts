/**
 * mfa-detect-browser-capabilities (prompt `mfa`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-detect-browser-capabilities` copies it into your project to make it yours.
 */
import { mfaDetectBrowserCapabilitiesTexts } from '../../default-screens/texts/mfa.js';
import { mfaDetectBrowserCapabilities } from '../../screens/declarations/mfa.js';
import { autoSubmit, type MountedScreen, mountParts } from '../index.js';

export function renderMfaDetectBrowserCapabilitiesScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaDetectBrowserCapabilities, mfaDetectBrowserCapabilitiesTexts, [
    autoSubmit({ action: 'detectCapabilities' }),
  ]);
}
