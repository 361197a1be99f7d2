/**
 * reset-password-request (prompt `reset-password`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject reset-password-request` copies it into your project to make it yours.
 */
import { resetPasswordRequestTexts } from '../../default-screens/texts/reset-password.js';
import { resetPasswordRequest } from '../../screens/declarations/reset-password.js';
import {
  actionButton,
  captchaField,
  form,
  identifierField,
  type MountedScreen,
  mountParts,
  submitButton,
} from '../index.js';

export function renderResetPasswordRequestScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, resetPasswordRequest, resetPasswordRequestTexts, [
    form({ action: 'resetPassword' }, [identifierField(), captchaField(), submitButton()]),
    actionButton({ action: 'backToLogin', text: 'backToLoginText', variant: 'link' }),
  ]);
}
