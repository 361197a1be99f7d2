/**
 * reset-password (prompt `reset-password`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject reset-password` copies it into your project to make it yours.
 */
import { resetPasswordTexts } from '../../default-screens/texts/reset-password.js';
import { resetPassword } from '../../screens/declarations/reset-password.js';
import { form, type MountedScreen, mountParts, passwordField, submitButton } from '../index.js';

export function renderResetPasswordScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, resetPassword, resetPasswordTexts, [
    form({ action: 'resetPassword' }, [
      passwordField({ name: 'password-reset', purpose: 'new', confirm: 're-enter-password' }),
      submitButton(),
    ]),
  ]);
}
