/**
 * mfa-push-enrollment-code (prompt `mfa-push`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-push-enrollment-code` copies it into your project to make it yours.
 */
import { mfaPushEnrollmentCodeTexts } from '../../default-screens/texts/mfa.js';
import { mfaPushEnrollmentCode } from '../../screens/declarations/mfa-push.js';
import { actionButton, type MountedScreen, mountParts, secretCode } from '../index.js';

export function renderMfaPushEnrollmentCodeScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaPushEnrollmentCode, mfaPushEnrollmentCodeTexts, [
    secretCode({ from: 'text_code', text: 'secretCodeText' }),
    actionButton({ action: 'continue', text: 'buttonText', variant: 'primary' }),
    actionButton({ action: 'pickAuthenticator', text: 'tryAnotherMethodText', variant: 'link' }),
  ]);
}
