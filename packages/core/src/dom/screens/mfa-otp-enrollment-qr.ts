/**
 * mfa-otp-enrollment-qr (prompt `mfa-otp`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-otp-enrollment-qr` copies it into your project to make it yours.
 */
import { mfaOtpEnrollmentQrTexts } from '../../default-screens/texts/mfa.js';
import { mfaOtpEnrollmentQr } from '../../screens/declarations/mfa-otp.js';
import {
  actionButton,
  codeField,
  form,
  type MountedScreen,
  mountParts,
  qrCode,
  submitButton,
} from '../index.js';

export function renderMfaOtpEnrollmentQrScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaOtpEnrollmentQr, mfaOtpEnrollmentQrTexts, [
    qrCode({ from: 'qr_code', text: 'qrCodeText' }),
    form({ action: 'continue' }, [codeField({ name: 'code' }), submitButton()]),
    actionButton({ action: 'toggleView', text: 'toggleViewText', variant: 'link' }),
    actionButton({ action: 'tryAnotherMethod', text: 'tryAnotherMethodText', variant: 'link' }),
  ]);
}
