/**
 * email-verification-result (prompt `email-verification`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject email-verification-result` copies it into your project to make it yours.
 */
import { emailVerificationResultTexts } from '@screenkit/core/default-screens/texts/account';
import { emailVerificationResult } from '@screenkit/core/screens/email-verification';
import { DefaultScreen, LinkTo } from '../ui/index.js';

export function EmailVerificationResultScreen() {
  return (
    <DefaultScreen declaration={emailVerificationResult} texts={emailVerificationResultTexts}>
      <LinkTo link="login" text="loginLinkText" />
    </DefaultScreen>
  );
}
