/**
 * mfa-webauthn-not-available-error (prompt `mfa-webauthn`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-webauthn-not-available-error` copies it into your project to make it yours.
 */
import { mfaWebauthnNotAvailableErrorTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaWebauthnNotAvailableError } from '@screenkit/core/screens/mfa-webauthn';
import { ActionButton, DefaultScreen } from '../ui/index.js';

export function MfaWebauthnNotAvailableErrorScreen() {
  return (
    <DefaultScreen
      declaration={mfaWebauthnNotAvailableError}
      texts={mfaWebauthnNotAvailableErrorTexts}
    >
      <ActionButton action="tryAnotherMethod" text="tryAnotherMethodText" variant="secondary" />
    </DefaultScreen>
  );
}
