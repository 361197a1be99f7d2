/**
 * reset-password-success (prompt `reset-password`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject reset-password-success` copies it into your project to make it yours.
 */
import { resetPasswordSuccessTexts } from '@screenkit/core/default-screens/texts/reset-password';
import { resetPasswordSuccess } from '@screenkit/core/screens/reset-password';
import { DefaultScreen, LinkTo } from '../ui/index.js';

export function ResetPasswordSuccessScreen() {
  return (
    <DefaultScreen declaration={resetPasswordSuccess} texts={resetPasswordSuccessTexts}>
      <LinkTo link="login" text="backToLoginText" />
    </DefaultScreen>
  );
}
