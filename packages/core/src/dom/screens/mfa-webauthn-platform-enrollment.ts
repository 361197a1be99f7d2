/**
 * mfa-webauthn-platform-enrollment (prompt `mfa-webauthn`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-webauthn-platform-enrollment` copies it into your project to make it yours.
 */
import { mfaWebauthnPlatformEnrollmentTexts } from '../../default-screens/texts/mfa.js';
import { mfaWebauthnPlatformEnrollment } from '../../screens/declarations/mfa-webauthn.js';
import { actionButton, type MountedScreen, mountParts, webAuthnButton } from '../index.js';

export function renderMfaWebauthnPlatformEnrollmentScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaWebauthnPlatformEnrollment, mfaWebauthnPlatformEnrollmentTexts, [
    webAuthnButton({
      action: 'submitPasskeyCredential',
      text: 'buttonText',
      errorAction: 'reportBrowserError',
    }),
    actionButton({ action: 'snoozeEnrollment', text: 'snoozeEnrollmentText', variant: 'link' }),
    actionButton({
      action: 'refuseEnrollmentOnThisDevice',
      text: 'refuseEnrollmentText',
      variant: 'link',
    }),
    actionButton({ action: 'tryAnotherMethod', text: 'tryAnotherMethodText', variant: 'link' }),
  ]);
}
