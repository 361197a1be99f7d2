/**
 * signup (prompt `signup`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject signup` copies it into your project to make it yours.
 */
import { signupTexts } from '@screenkit/core/default-screens/texts/login';
import { signup } from '@screenkit/core/screens/signup';
import {
  CaptchaField,
  DefaultScreen,
  FederatedButtons,
  Form,
  LinkTo,
  PasswordField,
  SignupIdentifierFields,
  SubmitButton,
} from '../ui/index.js';

export function SignupScreen() {
  return (
    <DefaultScreen declaration={signup} texts={signupTexts}>
      <Form action="signup">
        <SignupIdentifierFields phoneField="phoneNumber" />
        <PasswordField name="password" purpose="new" />
        <CaptchaField />
        <SubmitButton />
      </Form>
      <LinkTo link="login" text="loginLinkText" lead="loginLeadText" />
      <FederatedButtons action="federatedSignup" />
    </DefaultScreen>
  );
}
