/**
 * mfa-push-enrollment-qr (prompt `mfa-push`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-push-enrollment-qr` copies it into your project to make it yours.
 */
import { mfaPushEnrollmentQrTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaPushEnrollmentQr } from '@screenkit/core/screens/mfa-push';
import { ActionButton, DefaultScreen, PushPolling, QrCode } from '../ui/index.js';

export function MfaPushEnrollmentQrScreen() {
  return (
    <DefaultScreen declaration={mfaPushEnrollmentQr} texts={mfaPushEnrollmentQrTexts}>
      <QrCode from="qr_code" text="qrCodeText" />
      <PushPolling action="continue" />
      <ActionButton action="pickAuthenticator" text="tryAnotherMethodText" variant="link" />
    </DefaultScreen>
  );
}
