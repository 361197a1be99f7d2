/**
 * signup-password (prompt `signup-password`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject signup-password` copies it into your project to make it yours.
 */
import { signupPasswordTexts } from '@screenkit/core/default-screens/texts/login';
import { signupPassword } from '@screenkit/core/screens/signup-password';
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

export function SignupPasswordScreen() {
  return (
    <DefaultScreen declaration={signupPassword} texts={signupPasswordTexts}>
      <IdentifierSummary />
      <Form action="signup">
        <HiddenField name="email" from="email" />
        <HiddenField name="username" from="username" />
        <HiddenField name="phoneNumber" from="phone_number" />
        <PasswordField name="password" purpose="new" />
        <CaptchaField />
        <SubmitButton />
      </Form>
      <LinkTo link="login" text="loginLinkText" lead="loginLeadText" />
      <FederatedButtons action="federatedSignup" />
      <ActionButton
        action="skipPassword"
        text="skipPasswordText"
        variant="link"
        when="show_skip_password"
      />
    </DefaultScreen>
  );
}
