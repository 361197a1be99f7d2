/**
 * login-email-verification (prompt `login-email-verification`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject login-email-verification` copies it into your project to make it yours.
 */
import { loginEmailVerificationTexts } from '@screenkit/core/default-screens/texts/login';
import { loginEmailVerification } from '@screenkit/core/screens/login-email-verification';
import { CodeField, DefaultScreen, Form, ResendButton, SubmitButton } from '../ui/index.js';

export function LoginEmailVerificationScreen() {
  return (
    <DefaultScreen declaration={loginEmailVerification} texts={loginEmailVerificationTexts}>
      <Form action="continueWithCode">
        <CodeField name="code" />
        <SubmitButton />
      </Form>
      <ResendButton action="resendCode" />
    </DefaultScreen>
  );
}
