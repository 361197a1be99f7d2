/**
 * mfa-recovery-code-enrollment (prompt `mfa-recovery-code`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-recovery-code-enrollment` copies it into your project to make it yours.
 */
import { mfaRecoveryCodeEnrollmentTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaRecoveryCodeEnrollment } from '@screenkit/core/screens/mfa-recovery-code';
import { CheckboxField, DefaultScreen, Form, SecretCode, SubmitButton } from '../ui/index.js';

export function MfaRecoveryCodeEnrollmentScreen() {
  return (
    <DefaultScreen declaration={mfaRecoveryCodeEnrollment} texts={mfaRecoveryCodeEnrollmentTexts}>
      <SecretCode from="text_code" text="secretCodeText" />
      <Form action="continue">
        <CheckboxField name="isCodeCopied" text="codeSavedText" required />
        <SubmitButton />
      </Form>
    </DefaultScreen>
  );
}
