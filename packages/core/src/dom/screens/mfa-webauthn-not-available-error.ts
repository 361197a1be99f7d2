/**
 * mfa-webauthn-not-available-error (prompt `mfa-webauthn`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-webauthn-not-available-error` copies it into your project to make it yours.
 */
import { mfaWebauthnNotAvailableErrorTexts } from '../../default-screens/texts/mfa.js';
import { mfaWebauthnNotAvailableError } from '../../screens/declarations/mfa-webauthn.js';
import { actionButton, type MountedScreen, mountParts } from '../index.js';

export function renderMfaWebauthnNotAvailableErrorScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaWebauthnNotAvailableError, mfaWebauthnNotAvailableErrorTexts, [
    actionButton({
      action: 'tryAnotherMethod',
      text: 'tryAnotherMethodText',
      variant: 'secondary',
    }),
  ]);
}
