/**
 * reset-password-mfa-webauthn-platform-challenge (prompt `reset-password`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject reset-password-mfa-webauthn-platform-challenge` copies it into your project to make it yours.
 */
import { resetPasswordMfaWebauthnPlatformChallengeTexts } from '../../default-screens/texts/reset-password.js';
import { resetPasswordMfaWebauthnPlatformChallenge } from '../../screens/declarations/reset-password.js';
import { actionButton, type MountedScreen, mountParts, webAuthnButton } from '../index.js';

export function renderResetPasswordMfaWebauthnPlatformChallengeScreen(
  root: HTMLElement,
): MountedScreen {
  return mountParts(
    root,
    resetPasswordMfaWebauthnPlatformChallenge,
    resetPasswordMfaWebauthnPlatformChallengeTexts,
    [
      webAuthnButton({
        action: 'continueWithPasskey',
        text: 'buttonText',
        errorAction: 'reportBrowserError',
        rememberDevice: true,
      }),
      actionButton({ action: 'tryAnotherMethod', text: 'tryAnotherMethodText', variant: 'link' }),
    ],
  );
}
