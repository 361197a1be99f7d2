/**
 * mfa-webauthn-platform-enrollment (prompt `mfa-webauthn`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-webauthn-platform-enrollment` copies it into your project to make it yours.
 */
import { mfaWebauthnPlatformEnrollmentTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaWebauthnPlatformEnrollment } from '@screenkit/core/screens/mfa-webauthn';
import { ActionButton, DefaultScreen, WebAuthnButton } from '../ui/index.js';

export function MfaWebauthnPlatformEnrollmentScreen() {
  return (
    <DefaultScreen
      declaration={mfaWebauthnPlatformEnrollment}
      texts={mfaWebauthnPlatformEnrollmentTexts}
    >
      <WebAuthnButton
        action="submitPasskeyCredential"
        text="buttonText"
        errorAction="reportBrowserError"
      />
      <ActionButton action="snoozeEnrollment" text="snoozeEnrollmentText" variant="link" />
      <ActionButton
        action="refuseEnrollmentOnThisDevice"
        text="refuseEnrollmentText"
        variant="link"
      />
      <ActionButton action="tryAnotherMethod" text="tryAnotherMethodText" variant="link" />
    </DefaultScreen>
  );
}
