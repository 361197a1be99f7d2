/**
 * mfa-webauthn-platform-challenge (prompt `mfa-webauthn`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-webauthn-platform-challenge` copies it into your project to make it yours.
 */
import { mfaWebauthnPlatformChallengeTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaWebauthnPlatformChallenge } from '@screenkit/core/screens/mfa-webauthn';
import { ActionButton, DefaultScreen, WebAuthnButton } from '../ui/index.js';

export function MfaWebauthnPlatformChallengeScreen() {
  return (
    <DefaultScreen
      declaration={mfaWebauthnPlatformChallenge}
      texts={mfaWebauthnPlatformChallengeTexts}
    >
      <WebAuthnButton
        action="verify"
        text="buttonText"
        errorAction="reportBrowserError"
        rememberDevice
      />
      <ActionButton action="tryAnotherMethod" text="tryAnotherMethodText" variant="link" />
    </DefaultScreen>
  );
}
