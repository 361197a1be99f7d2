/**
 * reset-password-error (prompt `reset-password`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject reset-password-error` copies it into your project to make it yours.
 */
import { resetPasswordErrorTexts } from '@screenkit/core/default-screens/texts/reset-password';
import { resetPasswordError } from '@screenkit/core/screens/reset-password';
import { DefaultScreen } from '../ui/index.js';

export function ResetPasswordErrorScreen() {
  return (
    <DefaultScreen declaration={resetPasswordError} texts={resetPasswordErrorTexts}></DefaultScreen>
  );
}
