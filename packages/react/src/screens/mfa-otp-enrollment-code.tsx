/**
 * mfa-otp-enrollment-code (prompt `mfa-otp`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-otp-enrollment-code` copies it into your project to make it yours.
 */
import { mfaOtpEnrollmentCodeTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaOtpEnrollmentCode } from '@screenkit/core/screens/mfa-otp';
import {
  ActionButton,
  CodeField,
  DefaultScreen,
  Form,
  SecretCode,
  SubmitButton,
} from '../ui/index.js';

export function MfaOtpEnrollmentCodeScreen() {
  return (
    <DefaultScreen declaration={mfaOtpEnrollmentCode} texts={mfaOtpEnrollmentCodeTexts}>
      <SecretCode from="text_code" text="secretCodeText" />
      <Form action="continue">
        <CodeField name="code" />
        <SubmitButton />
      </Form>
      <ActionButton action="toggleView" text="toggleViewText" variant="link" />
      <ActionButton action="tryAnotherMethod" text="tryAnotherMethodText" variant="link" />
    </DefaultScreen>
  );
}
