/**
 * signup-id (prompt `signup-id`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject signup-id` copies it into your project to make it yours.
 */
import { signupIdTexts } from '@screenkit/core/default-screens/texts/login';
import { signupId } from '@screenkit/core/screens/signup-id';
import {
  CaptchaField,
  DefaultScreen,
  FederatedButtons,
  Form,
  LinkTo,
  SignupIdentifierFields,
  SubmitButton,
} from '../ui/index.js';

export function SignupIdScreen() {
  return (
    <DefaultScreen declaration={signupId} texts={signupIdTexts}>
      <Form action="signup">
        <SignupIdentifierFields phoneField="phone" />
        <CaptchaField />
        <SubmitButton />
      </Form>
      <LinkTo link="login" text="loginLinkText" lead="loginLeadText" />
      <FederatedButtons action="federatedSignup" />
    </DefaultScreen>
  );
}
