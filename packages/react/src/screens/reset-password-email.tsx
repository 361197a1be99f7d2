/**
 * reset-password-email (prompt `reset-password`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject reset-password-email` copies it into your project to make it yours.
 */
import { resetPasswordEmailTexts } from '@screenkit/core/default-screens/texts/reset-password';
import { resetPasswordEmail } from '@screenkit/core/screens/reset-password';
import { DefaultScreen, IdentifierSummary, ResendButton } from '../ui/index.js';

export function ResetPasswordEmailScreen() {
  return (
    <DefaultScreen declaration={resetPasswordEmail} texts={resetPasswordEmailTexts}>
      <IdentifierSummary />
      <ResendButton action="resendEmail" />
    </DefaultScreen>
  );
}
