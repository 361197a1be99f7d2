/**
 * mfa-webauthn-enrollment-success (prompt `mfa-webauthn`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-webauthn-enrollment-success` copies it into your project to make it yours.
 */
import { mfaWebauthnEnrollmentSuccessTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaWebauthnEnrollmentSuccess } from '@screenkit/core/screens/mfa-webauthn';
import { ActionButton, DefaultScreen } from '../ui/index.js';

export function MfaWebauthnEnrollmentSuccessScreen() {
  return (
    <DefaultScreen
      declaration={mfaWebauthnEnrollmentSuccess}
      texts={mfaWebauthnEnrollmentSuccessTexts}
    >
      <ActionButton action="continue" text="buttonText" variant="primary" />
    </DefaultScreen>
  );
}
