/**
 * mfa-webauthn-roaming-challenge (prompt `mfa-webauthn`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-webauthn-roaming-challenge` copies it into your project to make it yours.
 */
import { mfaWebauthnRoamingChallengeTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaWebauthnRoamingChallenge } from '@screenkit/core/screens/mfa-webauthn';
import { ActionButton, DefaultScreen, WebAuthnButton } from '../ui/index.js';

export function MfaWebauthnRoamingChallengeScreen() {
  return (
    <DefaultScreen
      declaration={mfaWebauthnRoamingChallenge}
      texts={mfaWebauthnRoamingChallengeTexts}
    >
      <WebAuthnButton
        action="verify"
        text="buttonText"
        errorAction="reportWebAuthnError"
        rememberDevice
      />
      <ActionButton action="tryAnotherMethod" text="tryAnotherMethodText" variant="link" />
    </DefaultScreen>
  );
}
