/**
 * reset-password-mfa-webauthn-roaming-challenge (prompt `reset-password`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject reset-password-mfa-webauthn-roaming-challenge` copies it into your project to make it yours.
 */
import { resetPasswordMfaWebauthnRoamingChallengeTexts } from '@screenkit/core/default-screens/texts/reset-password';
import { resetPasswordMfaWebauthnRoamingChallenge } from '@screenkit/core/screens/reset-password';
import { ActionButton, DefaultScreen, WebAuthnButton } from '../ui/index.js';

export function ResetPasswordMfaWebauthnRoamingChallengeScreen() {
  return (
    <DefaultScreen
      declaration={resetPasswordMfaWebauthnRoamingChallenge}
      texts={resetPasswordMfaWebauthnRoamingChallengeTexts}
    >
      <WebAuthnButton
        action="useSecurityKey"
        text="buttonText"
        errorAction="showError"
        rememberDevice
      />
      <ActionButton action="tryAnotherMethod" text="tryAnotherMethodText" variant="link" />
    </DefaultScreen>
  );
}
