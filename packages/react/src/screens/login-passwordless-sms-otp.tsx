/**
 * login-passwordless-sms-otp (prompt `login-passwordless`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject login-passwordless-sms-otp` copies it into your project to make it yours.
 */
import { loginPasswordlessSmsOtpTexts } from '@screenkit/core/default-screens/texts/login';
import { loginPasswordlessSmsOtp } from '@screenkit/core/screens/login-passwordless';
import {
  CaptchaField,
  CodeField,
  DefaultScreen,
  Form,
  IdentifierSummary,
  ResendButton,
  SubmitButton,
} from '../ui/index.js';

export function LoginPasswordlessSmsOtpScreen() {
  return (
    <DefaultScreen declaration={loginPasswordlessSmsOtp} texts={loginPasswordlessSmsOtpTexts}>
      <IdentifierSummary />
      <Form action="submitOTP">
        <CodeField name="code" />
        <CaptchaField />
        <SubmitButton />
      </Form>
      <ResendButton action="resendOTP" />
    </DefaultScreen>
  );
}
