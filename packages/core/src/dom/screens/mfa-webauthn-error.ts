/**
 * mfa-webauthn-error (prompt `mfa-webauthn`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-webauthn-error` copies it into your project to make it yours.
 */
import { mfaWebauthnErrorTexts } from '../../default-screens/texts/mfa.js';
import { mfaWebauthnError } from '../../screens/declarations/mfa-webauthn.js';
import { actionButton, type MountedScreen, mountParts } from '../index.js';

export function renderMfaWebauthnErrorScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaWebauthnError, mfaWebauthnErrorTexts, [
    actionButton({ action: 'tryAgain', text: 'tryAgainText', variant: 'primary' }),
    actionButton({ action: 'usePassword', text: 'usePasswordText', variant: 'link' }),
    actionButton({ action: 'tryAnotherMethod', text: 'tryAnotherMethodText', variant: 'link' }),
    actionButton({ action: 'noThanks', text: 'noThanksText', variant: 'link' }),
  ]);
}
