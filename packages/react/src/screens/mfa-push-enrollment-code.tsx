/**
 * mfa-push-enrollment-code (prompt `mfa-push`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-push-enrollment-code` copies it into your project to make it yours.
 */
import { mfaPushEnrollmentCodeTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaPushEnrollmentCode } from '@screenkit/core/screens/mfa-push';
import { ActionButton, DefaultScreen, SecretCode } from '../ui/index.js';

export function MfaPushEnrollmentCodeScreen() {
  return (
    <DefaultScreen declaration={mfaPushEnrollmentCode} texts={mfaPushEnrollmentCodeTexts}>
      <SecretCode from="text_code" text="secretCodeText" />
      <ActionButton action="continue" text="buttonText" variant="primary" />
      <ActionButton action="pickAuthenticator" text="tryAnotherMethodText" variant="link" />
    </DefaultScreen>
  );
}
