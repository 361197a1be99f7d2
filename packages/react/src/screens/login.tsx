/**
 * login (prompt `login`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject login` copies it into your project to make it yours.
 */
import { loginTexts } from '@screenkit/core/default-screens/texts/login';
import { login } from '@screenkit/core/screens/login';
import {
  CaptchaField,
  DefaultScreen,
  FederatedButtons,
  Form,
  IdentifierField,
  LinkTo,
  PasswordField,
  SubmitButton,
} from '../ui/index.js';

export function LoginScreen() {
  return (
    <DefaultScreen declaration={login} texts={loginTexts}>
      <Form action="login">
        <IdentifierField />
        <PasswordField name="password" purpose="current" />
        <CaptchaField />
        <SubmitButton />
      </Form>
      <LinkTo link="reset_password" text="forgotPasswordText" />
      <LinkTo link="signup" text="footerLinkText" lead="footerText" />
      <FederatedButtons action="federatedLogin" />
    </DefaultScreen>
  );
}
