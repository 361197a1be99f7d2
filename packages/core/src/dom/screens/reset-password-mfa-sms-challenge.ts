/**
 * reset-password-mfa-sms-challenge (prompt `reset-password`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject reset-password-mfa-sms-challenge` copies it into your project to make it yours.
 */
import { resetPasswordMfaSmsChallengeTexts } from '../../default-screens/texts/reset-password.js';
import { resetPasswordMfaSmsChallenge } from '../../screens/declarations/reset-password.js';
import {
  actionButton,
  codeField,
  form,
  type MountedScreen,
  mountParts,
  resendButton,
  submitButton,
} from '../index.js';

export function renderResetPasswordMfaSmsChallengeScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, resetPasswordMfaSmsChallenge, resetPasswordMfaSmsChallengeTexts, [
    form({ action: 'continueMfaSmsChallenge' }, [codeField({ name: 'code' }), submitButton()]),
    resendButton({ action: 'resendCode' }),
    actionButton({ action: 'tryAnotherMethod', text: 'tryAnotherMethodText', variant: 'link' }),
    actionButton({
      action: 'getACall',
      text: 'switchToVoiceText',
      variant: 'link',
      when: 'show_link_voice',
    }),
  ]);
}
