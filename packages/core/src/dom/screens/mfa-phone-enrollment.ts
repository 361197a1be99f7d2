/**
 * mfa-phone-enrollment (prompt `mfa-phone`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-phone-enrollment` copies it into your project to make it yours.
 */
import { mfaPhoneEnrollmentTexts } from '../../default-screens/texts/mfa.js';
import { mfaPhoneEnrollment } from '../../screens/declarations/mfa-phone.js';
import {
  actionButton,
  form,
  type MountedScreen,
  mountParts,
  phoneField,
  radioField,
  submitButton,
} from '../index.js';

export function renderMfaPhoneEnrollmentScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaPhoneEnrollment, mfaPhoneEnrollmentTexts, [
    form({ action: 'continueEnrollment' }, [
      phoneField({ name: 'phone' }),
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
