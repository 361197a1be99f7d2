/**
 * mfa-recovery-code-enrollment (prompt `mfa-recovery-code`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-recovery-code-enrollment` copies it into your project to make it yours.
 */
import { mfaRecoveryCodeEnrollmentTexts } from '../../default-screens/texts/mfa.js';
import { mfaRecoveryCodeEnrollment } from '../../screens/declarations/mfa-recovery-code.js';
import {
  checkboxField,
  form,
  type MountedScreen,
  mountParts,
  secretCode,
  submitButton,
} from '../index.js';

export function renderMfaRecoveryCodeEnrollmentScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaRecoveryCodeEnrollment, mfaRecoveryCodeEnrollmentTexts, [
    secretCode({ from: 'text_code', text: 'secretCodeText' }),
    form({ action: 'continue' }, [
      checkboxField({ name: 'isCodeCopied', text: 'codeSavedText', required: true }),
      submitButton(),
    ]),
  ]);
}
