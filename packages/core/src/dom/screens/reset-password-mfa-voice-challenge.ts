/**
 * reset-password-mfa-voice-challenge (prompt `reset-password`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject reset-password-mfa-voice-challenge` copies it into your project to make it yours.
 */
import { resetPasswordMfaVoiceChallengeTexts } from '../../default-screens/texts/reset-password.js';
import { resetPasswordMfaVoiceChallenge } from '../../screens/declarations/reset-password.js';
import {
  actionButton,
  codeField,
  form,
  type MountedScreen,
  mountParts,
  resendButton,
  submitButton,
} from '../index.js';

export function renderResetPasswordMfaVoiceChallengeScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, resetPasswordMfaVoiceChallenge, resetPasswordMfaVoiceChallengeTexts, [
    form({ action: 'continue' }, [codeField({ name: 'code' }), submitButton()]),
    actionButton({
      action: 'switchToSms',
      text: 'switchToSmsText',
      variant: 'link',
      when: 'show_link_sms',
    }),
    resendButton({ action: 'resendCode' }),
    actionButton({ action: 'tryAnotherMethod', text: 'tryAnotherMethodText', variant: 'link' }),
  ]);
}
