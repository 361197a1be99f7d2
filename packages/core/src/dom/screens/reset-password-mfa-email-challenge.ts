/**
 * reset-password-mfa-email-challenge (prompt `reset-password`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject reset-password-mfa-email-challenge` copies it into your project to make it yours.
 */
import { resetPasswordMfaEmailChallengeTexts } from '../../default-screens/texts/reset-password.js';
import { resetPasswordMfaEmailChallenge } from '../../screens/declarations/reset-password.js';
import {
  actionButton,
  codeField,
  form,
  type MountedScreen,
  mountParts,
  resendButton,
  submitButton,
} from '../index.js';

export function renderResetPasswordMfaEmailChallengeScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, resetPasswordMfaEmailChallenge, resetPasswordMfaEmailChallengeTexts, [
    form({ action: 'continue' }, [codeField({ name: 'code' }), submitButton()]),
    resendButton({ action: 'resendCode' }),
    actionButton({ action: 'tryAnotherMethod', text: 'tryAnotherMethodText', variant: 'link' }),
  ]);
}
