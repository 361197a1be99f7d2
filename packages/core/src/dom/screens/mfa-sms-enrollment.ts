/**
 * mfa-sms-enrollment (prompt `mfa-sms`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-sms-enrollment` copies it into your project to make it yours.
 */
import { mfaSmsEnrollmentTexts } from '../../default-screens/texts/mfa.js';
import { mfaSmsEnrollment } from '../../screens/declarations/mfa-sms.js';
import {
  actionButton,
  captchaField,
  form,
  type MountedScreen,
  mountParts,
  phoneField,
  submitButton,
} from '../index.js';

export function renderMfaSmsEnrollmentScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaSmsEnrollment, mfaSmsEnrollmentTexts, [
    form({ action: 'continueEnrollment' }, [
      phoneField({ name: 'phone' }),
      captchaField(),
      submitButton(),
    ]),
    actionButton({ action: 'tryAnotherMethod', text: 'tryAnotherMethodText', variant: 'link' }),
  ]);
}
