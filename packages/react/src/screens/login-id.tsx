/**
 * login-id (prompt `login-id`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject login-id` copies it into your project to make it yours.
 */
import { loginIdTexts } from '@screenkit/core/default-screens/texts/login';
import { loginId } from '@screenkit/core/screens/login-id';
import {
  CaptchaField,
  DefaultScreen,
  FederatedButtons,
  Form,
  IdentifierField,
  LinkTo,
  PasskeyButton,
  SubmitButton,
} from '../ui/index.js';

export function LoginIdScreen() {
  return (
    <DefaultScreen declaration={loginId} texts={loginIdTexts}>
      <Form action="login">
        <IdentifierField autofill />
        <CaptchaField />
        <SubmitButton />
      </Form>
      <LinkTo link="signup" text="footerLinkText" lead="footerText" />
      <FederatedButtons action="federatedLogin" />
      <PasskeyButton action="passkeyLogin" />
    </DefaultScreen>
  );
}
