/**
 * mfa-push-success (prompt `mfa-push`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-push-success` copies it into your project to make it yours.
 */
import { mfaPushSuccessTexts } from '../../default-screens/texts/mfa.js';
import { mfaPushSuccess } from '../../screens/declarations/mfa-push.js';
import { actionButton, type MountedScreen, mountParts } from '../index.js';

export function renderMfaPushSuccessScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaPushSuccess, mfaPushSuccessTexts, [
    actionButton({ action: 'continue', text: 'buttonText', variant: 'primary' }),
  ]);
}
