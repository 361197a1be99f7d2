/**
 * mfa-phone-challenge (prompt `mfa-phone`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-phone-challenge` copies it into your project to make it yours.
 */
import { mfaPhoneChallengeTexts } from '../../default-screens/texts/mfa.js';
import { mfaPhoneChallenge } from '../../screens/declarations/mfa-phone.js';
import {
  actionButton,
  form,
  type MountedScreen,
  mountParts,
  radioField,
  submitButton,
} from '../index.js';

export function renderMfaPhoneChallengeScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaPhoneChallenge, mfaPhoneChallengeTexts, [
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
