/**
 * login-passwordless-sms-otp (prompt `login-passwordless`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject login-passwordless-sms-otp` copies it into your project to make it yours.
 */
import { loginPasswordlessSmsOtpTexts } from '../../default-screens/texts/login.js';
import { loginPasswordlessSmsOtp } from '../../screens/declarations/login-passwordless.js';
import {
  captchaField,
  codeField,
  form,
  identifierSummary,
  type MountedScreen,
  mountParts,
  resendButton,
  submitButton,
} from '../index.js';

export function renderLoginPasswordlessSmsOtpScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, loginPasswordlessSmsOtp, loginPasswordlessSmsOtpTexts, [
    identifierSummary(),
    form({ action: 'submitOTP' }, [codeField({ name: 'code' }), captchaField(), submitButton()]),
    resendButton({ action: 'resendOTP' }),
  ]);
}
