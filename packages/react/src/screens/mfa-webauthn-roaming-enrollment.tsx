/**
 * mfa-webauthn-roaming-enrollment (prompt `mfa-webauthn`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-webauthn-roaming-enrollment` copies it into your project to make it yours.
 */
import { mfaWebauthnRoamingEnrollmentTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaWebauthnRoamingEnrollment } from '@screenkit/core/screens/mfa-webauthn';
import { ActionButton, DefaultScreen, WebAuthnButton } from '../ui/index.js';

export function MfaWebauthnRoamingEnrollmentScreen() {
  return (
    <DefaultScreen
      declaration={mfaWebauthnRoamingEnrollment}
      texts={mfaWebauthnRoamingEnrollmentTexts}
    >
      <WebAuthnButton action="enroll" text="buttonText" errorAction="showError" />
      <ActionButton action="tryAnotherMethod" text="tryAnotherMethodText" variant="link" />
    </DefaultScreen>
  );
}
