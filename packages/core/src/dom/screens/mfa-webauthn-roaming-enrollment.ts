/**
 * mfa-webauthn-roaming-enrollment (prompt `mfa-webauthn`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-webauthn-roaming-enrollment` copies it into your project to make it yours.
 */
import { mfaWebauthnRoamingEnrollmentTexts } from '../../default-screens/texts/mfa.js';
import { mfaWebauthnRoamingEnrollment } from '../../screens/declarations/mfa-webauthn.js';
import { actionButton, type MountedScreen, mountParts, webAuthnButton } from '../index.js';

export function renderMfaWebauthnRoamingEnrollmentScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaWebauthnRoamingEnrollment, mfaWebauthnRoamingEnrollmentTexts, [
    webAuthnButton({ action: 'enroll', text: 'buttonText', errorAction: 'showError' }),
    actionButton({ action: 'tryAnotherMethod', text: 'tryAnotherMethodText', variant: 'link' }),
  ]);
}
