/**
 * phone-identifier-enrollment (prompt `phone-identifier-enrollment`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject phone-identifier-enrollment` copies it into your project to make it yours.
 */
import { phoneIdentifierEnrollmentTexts } from '../../default-screens/texts/login.js';
import { phoneIdentifierEnrollment } from '../../screens/declarations/phone-identifier-enrollment.js';
import {
  actionButton,
  form,
  identifierSummary,
  type MountedScreen,
  mountParts,
  radioField,
  submitButton,
} from '../index.js';

export function renderPhoneIdentifierEnrollmentScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, phoneIdentifierEnrollment, phoneIdentifierEnrollmentTexts, [
    identifierSummary(),
    form({ action: 'continuePhoneEnrollment' }, [
      radioField({
        name: 'type',
        text: 'phoneMethodText',
        options: [
          { value: 'text', text: 'smsOptionText' },
          { value: 'voice', text: 'voiceOptionText' },
        ],
      }),
      submitButton(),
    ]),
    actionButton({ action: 'returnToPrevious', text: 'backText', variant: 'link' }),
  ]);
}
