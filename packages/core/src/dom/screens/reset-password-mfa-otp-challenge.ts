/**
 * reset-password-mfa-otp-challenge (prompt `reset-password`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject reset-password-mfa-otp-challenge` copies it into your project to make it yours.
 */
import { resetPasswordMfaOtpChallengeTexts } from '../../default-screens/texts/reset-password.js';
import { resetPasswordMfaOtpChallenge } from '../../screens/declarations/reset-password.js';
import {
  actionButton,
  codeField,
  form,
  type MountedScreen,
  mountParts,
  submitButton,
} from '../index.js';

export function renderResetPasswordMfaOtpChallengeScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, resetPasswordMfaOtpChallenge, resetPasswordMfaOtpChallengeTexts, [
    form({ action: 'continue' }, [codeField({ name: 'code' }), submitButton()]),
    actionButton({ action: 'tryAnotherMethod', text: 'tryAnotherMethodText', variant: 'link' }),
  ]);
}
