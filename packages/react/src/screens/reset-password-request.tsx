/**
 * reset-password-request (prompt `reset-password`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject reset-password-request` copies it into your project to make it yours.
 */
import { resetPasswordRequestTexts } from '@screenkit/core/default-screens/texts/reset-password';
import { resetPasswordRequest } from '@screenkit/core/screens/reset-password';
import {
  ActionButton,
  CaptchaField,
  DefaultScreen,
  Form,
  IdentifierField,
  SubmitButton,
} from '../ui/index.js';

export function ResetPasswordRequestScreen() {
  return (
    <DefaultScreen declaration={resetPasswordRequest} texts={resetPasswordRequestTexts}>
      <Form action="resetPassword">
        <IdentifierField />
        <CaptchaField />
        <SubmitButton />
      </Form>
      <ActionButton action="backToLogin" text="backToLoginText" variant="link" />
    </DefaultScreen>
  );
}
