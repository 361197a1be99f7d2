/**
 * reset-password-mfa-webauthn-platform-challenge (prompt `reset-password`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject reset-password-mfa-webauthn-platform-challenge` copies it into your project to make it yours.
 */
import { resetPasswordMfaWebauthnPlatformChallengeTexts } from '@screenkit/core/default-screens/texts/reset-password';
import { resetPasswordMfaWebauthnPlatformChallenge } from '@screenkit/core/screens/reset-password';
import { ActionButton, DefaultScreen, WebAuthnButton } from '../ui/index.js';

export function ResetPasswordMfaWebauthnPlatformChallengeScreen() {
  return (
    <DefaultScreen
      declaration={resetPasswordMfaWebauthnPlatformChallenge}
      texts={resetPasswordMfaWebauthnPlatformChallengeTexts}
    >
      <WebAuthnButton
        action="continueWithPasskey"
        text="buttonText"
        errorAction="reportBrowserError"
        rememberDevice
      />
      <ActionButton action="tryAnotherMethod" text="tryAnotherMethodText" variant="link" />
    </DefaultScreen>
  );
}
