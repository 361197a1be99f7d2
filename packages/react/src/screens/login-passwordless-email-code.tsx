/**
 * login-passwordless-email-code (prompt `login-passwordless`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject login-passwordless-email-code` copies it into your project to make it yours.
 */
import { loginPasswordlessEmailCodeTexts } from '@screenkit/core/default-screens/texts/login';
import { loginPasswordlessEmailCode } from '@screenkit/core/screens/login-passwordless';
import {
  CaptchaField,
  CodeField,
  DefaultScreen,
  Form,
  IdentifierSummary,
  ResendButton,
  SubmitButton,
} from '../ui/index.js';

export function LoginPasswordlessEmailCodeScreen() {
  return (
    <DefaultScreen declaration={loginPasswordlessEmailCode} texts={loginPasswordlessEmailCodeTexts}>
      <IdentifierSummary />
      <Form action="submitCode">
        <CodeField name="code" />
        <CaptchaField />
        <SubmitButton />
      </Form>
      <ResendButton action="resendCode" />
    </DefaultScreen>
  );
}
