/**
 * login-password (prompt `login-password`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject login-password` copies it into your project to make it yours.
 */
import { loginPasswordTexts } from '@screenkit/core/default-screens/texts/login';
import { loginPassword } from '@screenkit/core/screens/login-password';
import {
  ActionButton,
  CaptchaField,
  DefaultScreen,
  FederatedButtons,
  Form,
  HiddenField,
  IdentifierSummary,
  LinkTo,
  PasswordField,
  SubmitButton,
} from '../ui/index.js';

export function LoginPasswordScreen() {
  return (
    <DefaultScreen declaration={loginPassword} texts={loginPasswordTexts}>
      <IdentifierSummary />
      <Form action="login">
        <HiddenField name="username" from="username" />
        <PasswordField name="password" purpose="current" />
        <CaptchaField />
        <SubmitButton />
      </Form>
      <LinkTo link="reset_password" text="forgotPasswordText" />
      <LinkTo link="signup" text="footerLinkText" lead="footerText" />
      <FederatedButtons action="federatedLogin" />
      <ActionButton
        action="switchToOtp"
        text="switchToOtpText"
        variant="link"
        when="show_switch_to_otp_button"
      />
    </DefaultScreen>
  );
}
