/**
 * passkey-enrollment-local (prompt `passkeys`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject passkey-enrollment-local` copies it into your project to make it yours.
 */
import { passkeyEnrollmentLocalTexts } from '../../default-screens/texts/account.js';
import { passkeyEnrollmentLocal } from '../../screens/declarations/passkeys.js';
import {
  checkboxField,
  form,
  type MountedScreen,
  mountParts,
  submitButton,
  webAuthnButton,
} from '../index.js';

export function renderPasskeyEnrollmentLocalScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, passkeyEnrollmentLocal, passkeyEnrollmentLocalTexts, [
    webAuthnButton({ action: 'continuePasskeyEnrollment', text: 'createPasskeyText' }),
    form({ action: 'abortPasskeyEnrollment' }, [
      checkboxField({ name: 'doNotShowAgain', text: 'doNotShowAgainText' }),
      submitButton({ text: 'abortPasskeyEnrollmentText', variant: 'secondary' }),
    ]),
  ]);
}
