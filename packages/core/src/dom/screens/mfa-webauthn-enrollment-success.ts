/**
 * mfa-webauthn-enrollment-success (prompt `mfa-webauthn`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-webauthn-enrollment-success` copies it into your project to make it yours.
 */
import { mfaWebauthnEnrollmentSuccessTexts } from '../../default-screens/texts/mfa.js';
import { mfaWebauthnEnrollmentSuccess } from '../../screens/declarations/mfa-webauthn.js';
import { actionButton, type MountedScreen, mountParts } from '../index.js';

export function renderMfaWebauthnEnrollmentSuccessScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaWebauthnEnrollmentSuccess, mfaWebauthnEnrollmentSuccessTexts, [
    actionButton({ action: 'continue', text: 'buttonText', variant: 'primary' }),
  ]);
}
