/**
 * passkey-enrollment (prompt `passkeys`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject passkey-enrollment` copies it into your project to make it yours.
 */
import { passkeyEnrollmentTexts } from '../../default-screens/texts/account.js';
import { passkeyEnrollment } from '../../screens/declarations/passkeys.js';
import {
  checkboxField,
  form,
  type MountedScreen,
  mountParts,
  submitButton,
  webAuthnButton,
} from '../index.js';

export function renderPasskeyEnrollmentScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, passkeyEnrollment, passkeyEnrollmentTexts, [
    webAuthnButton({ action: 'continuePasskeyEnrollment', text: 'createPasskeyText' }),
    form({ action: 'abortPasskeyEnrollment' }, [
      checkboxField({ name: 'doNotShowAgain', text: 'doNotShowAgainText' }),
      submitButton({ text: 'abortPasskeyEnrollmentText', variant: 'secondary' }),
    ]),
  ]);
}
