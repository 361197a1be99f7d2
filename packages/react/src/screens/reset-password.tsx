/**
 * reset-password (prompt `reset-password`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject reset-password` copies it into your project to make it yours.
 */
import { resetPasswordTexts } from '@screenkit/core/default-screens/texts/reset-password';
import { resetPassword } from '@screenkit/core/screens/reset-password';
import { DefaultScreen, Form, PasswordField, SubmitButton } from '../ui/index.js';

export function ResetPasswordScreen() {
  return (
    <DefaultScreen declaration={resetPassword} texts={resetPasswordTexts}>
      <Form action="resetPassword">
        <PasswordField name="password-reset" purpose="new" confirm="re-enter-password" />
        <SubmitButton />
      </Form>
    </DefaultScreen>
  );
}
