/**
 * mfa-webauthn-error (prompt `mfa-webauthn`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-webauthn-error` copies it into your project to make it yours.
 */
import { mfaWebauthnErrorTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaWebauthnError } from '@screenkit/core/screens/mfa-webauthn';
import { ActionButton, DefaultScreen } from '../ui/index.js';

export function MfaWebauthnErrorScreen() {
  return (
    <DefaultScreen declaration={mfaWebauthnError} texts={mfaWebauthnErrorTexts}>
      <ActionButton action="tryAgain" text="tryAgainText" variant="primary" />
      <ActionButton action="usePassword" text="usePasswordText" variant="link" />
      <ActionButton action="tryAnotherMethod" text="tryAnotherMethodText" variant="link" />
      <ActionButton action="noThanks" text="noThanksText" variant="link" />
    </DefaultScreen>
  );
}
