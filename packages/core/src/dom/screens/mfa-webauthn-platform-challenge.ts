/**
 * mfa-webauthn-platform-challenge (prompt `mfa-webauthn`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-webauthn-platform-challenge` copies it into your project to make it yours.
 */
import { mfaWebauthnPlatformChallengeTexts } from '../../default-screens/texts/mfa.js';
import { mfaWebauthnPlatformChallenge } from '../../screens/declarations/mfa-webauthn.js';
import { actionButton, type MountedScreen, mountParts, webAuthnButton } from '../index.js';

export function renderMfaWebauthnPlatformChallengeScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaWebauthnPlatformChallenge, mfaWebauthnPlatformChallengeTexts, [
    webAuthnButton({
      action: 'verify',
      text: 'buttonText',
      errorAction: 'reportBrowserError',
      rememberDevice: true,
    }),
    actionButton({ action: 'tryAnotherMethod', text: 'tryAnotherMethodText', variant: 'link' }),
  ]);
}
