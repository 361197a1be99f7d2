/**
 * login-passwordless-email-link (prompt `login-passwordless`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject login-passwordless-email-link` copies it into your project to make it yours.
 */
import { loginPasswordlessEmailLinkTexts } from '@screenkit/core/default-screens/texts/login';
import { loginPasswordlessEmailLink } from '@screenkit/core/screens/login-passwordless';
import { DefaultScreen, IdentifierSummary, ResendButton } from '../ui/index.js';

export function LoginPasswordlessEmailLinkScreen() {
  return (
    <DefaultScreen declaration={loginPasswordlessEmailLink} texts={loginPasswordlessEmailLinkTexts}>
      <IdentifierSummary />
      <ResendButton action="resendLink" />
    </DefaultScreen>
  );
}
