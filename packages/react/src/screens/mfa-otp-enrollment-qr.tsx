/**
 * mfa-otp-enrollment-qr (prompt `mfa-otp`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-otp-enrollment-qr` copies it into your project to make it yours.
 */
import { mfaOtpEnrollmentQrTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaOtpEnrollmentQr } from '@screenkit/core/screens/mfa-otp';
import { ActionButton, CodeField, DefaultScreen, Form, QrCode, SubmitButton } from '../ui/index.js';

export function MfaOtpEnrollmentQrScreen() {
  return (
    <DefaultScreen declaration={mfaOtpEnrollmentQr} texts={mfaOtpEnrollmentQrTexts}>
      <QrCode from="qr_code" text="qrCodeText" />
      <Form action="continue">
        <CodeField name="code" />
        <SubmitButton />
      </Form>
      <ActionButton action="toggleView" text="toggleViewText" variant="link" />
      <ActionButton action="tryAnotherMethod" text="tryAnotherMethodText" variant="link" />
    </DefaultScreen>
  );
}
