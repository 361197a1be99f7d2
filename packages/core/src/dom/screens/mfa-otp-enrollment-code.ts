/**
 * mfa-otp-enrollment-code (prompt `mfa-otp`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-otp-enrollment-code` copies it into your project to make it yours.
 */
import { mfaOtpEnrollmentCodeTexts } from '../../default-screens/texts/mfa.js';
import { mfaOtpEnrollmentCode } from '../../screens/declarations/mfa-otp.js';
import {
  actionButton,
  codeField,
  form,
  type MountedScreen,
  mountParts,
  secretCode,
  submitButton,
} from '../index.js';

export function renderMfaOtpEnrollmentCodeScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaOtpEnrollmentCode, mfaOtpEnrollmentCodeTexts, [
    secretCode({ from: 'text_code', text: 'secretCodeText' }),
    form({ action: 'continue' }, [codeField({ name: 'code' }), submitButton()]),
    actionButton({ action: 'toggleView', text: 'toggleViewText', variant: 'link' }),
    actionButton({ action: 'tryAnotherMethod', text: 'tryAnotherMethodText', variant: 'link' }),
  ]);
}
