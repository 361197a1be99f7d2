/**
 * mfa-login-options (prompt `mfa`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-login-options` copies it into your project to make it yours.
 */
import { mfaLoginOptionsTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaLoginOptions } from '@screenkit/core/screens/mfa';
import { ActionButton, ChoiceList, DefaultScreen } from '../ui/index.js';

export function MfaLoginOptionsScreen() {
  return (
    <DefaultScreen declaration={mfaLoginOptions} texts={mfaLoginOptionsTexts}>
      <ChoiceList action="enroll" list="login-factors" />
      <ActionButton action="returnToPrevious" text="backText" variant="link" />
    </DefaultScreen>
  );
}
