/**
 * reset-password-mfa-webauthn-roaming-challenge (prompt `reset-password`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject reset-password-mfa-webauthn-roaming-challenge` copies it into your project to make it yours.
 */
import { resetPasswordMfaWebauthnRoamingChallengeTexts } from '../../default-screens/texts/reset-password.js';
import { resetPasswordMfaWebauthnRoamingChallenge } from '../../screens/declarations/reset-password.js';
import { actionButton, type MountedScreen, mountParts, webAuthnButton } from '../index.js';

export function renderResetPasswordMfaWebauthnRoamingChallengeScreen(
  root: HTMLElement,
): MountedScreen {
  return mountParts(
    root,
    resetPasswordMfaWebauthnRoamingChallenge,
    resetPasswordMfaWebauthnRoamingChallengeTexts,
    [
      webAuthnButton({
        action: 'useSecurityKey',
        text: 'buttonText',
        errorAction: 'showError',
        rememberDevice: true,
      }),
      actionButton({ action: 'tryAnotherMethod', text: 'tryAnotherMethodText', variant: 'link' }),
    ],
  );
}
