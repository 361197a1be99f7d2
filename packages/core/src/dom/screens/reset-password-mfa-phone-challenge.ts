/**
 * reset-password-mfa-phone-challenge (prompt `reset-password`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject reset-password-mfa-phone-challenge` copies it into your project to make it yours.
 */
import { resetPasswordMfaPhoneChallengeTexts } from '../../default-screens/texts/reset-password.js';
import { resetPasswordMfaPhoneChallenge } from '../../screens/declarations/reset-password.js';
import {
  actionButton,
  form,
  type MountedScreen,
  mountParts,
  radioField,
  submitButton,
} from '../index.js';

export function renderResetPasswordMfaPhoneChallengeScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, resetPasswordMfaPhoneChallenge, resetPasswordMfaPhoneChallengeTexts, [
    form({ action: 'continue' }, [
      radioField({
        name: 'type',
        text: 'phoneMethodText',
        options: [
          { value: 'sms', text: 'smsOptionText' },
          { value: 'voice', text: 'voiceOptionText' },
        ],
      }),
      submitButton(),
    ]),
    actionButton({ action: 'tryAnotherMethod', text: 'tryAnotherMethodText', variant: 'link' }),
  ]);
}
