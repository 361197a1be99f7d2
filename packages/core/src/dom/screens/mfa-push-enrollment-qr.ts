/**
 * mfa-push-enrollment-qr (prompt `mfa-push`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-push-enrollment-qr` copies it into your project to make it yours.
 */
import { mfaPushEnrollmentQrTexts } from '../../default-screens/texts/mfa.js';
import { mfaPushEnrollmentQr } from '../../screens/declarations/mfa-push.js';
import { actionButton, type MountedScreen, mountParts, pushPolling, qrCode } from '../index.js';

export function renderMfaPushEnrollmentQrScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaPushEnrollmentQr, mfaPushEnrollmentQrTexts, [
    qrCode({ from: 'qr_code', text: 'qrCodeText' }),
    pushPolling({ action: 'continue' }),
    actionButton({ action: 'pickAuthenticator', text: 'tryAnotherMethodText', variant: 'link' }),
  ]);
}
