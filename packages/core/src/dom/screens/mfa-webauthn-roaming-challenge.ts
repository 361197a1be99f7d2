/**
 * mfa-webauthn-roaming-challenge (prompt `mfa-webauthn`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-webauthn-roaming-challenge` copies it into your project to make it yours.
 */
import { mfaWebauthnRoamingChallengeTexts } from '../../default-screens/texts/mfa.js';
import { mfaWebauthnRoamingChallenge } from '../../screens/declarations/mfa-webauthn.js';
import { actionButton, type MountedScreen, mountParts, webAuthnButton } from '../index.js';

export function renderMfaWebauthnRoamingChallengeScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaWebauthnRoamingChallenge, mfaWebauthnRoamingChallengeTexts, [
    webAuthnButton({
      action: 'verify',
      text: 'buttonText',
      errorAction: 'reportWebAuthnError',
      rememberDevice: true,
    }),
    actionButton({ action: 'tryAnotherMethod', text: 'tryAnotherMethodText', variant: 'link' }),
  ]);
}
