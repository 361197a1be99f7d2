/**
 * reset-password-success (prompt `reset-password`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject reset-password-success` copies it into your project to make it yours.
 */
import { resetPasswordSuccessTexts } from '../../default-screens/texts/reset-password.js';
import { resetPasswordSuccess } from '../../screens/declarations/reset-password.js';
import { linkTo, type MountedScreen, mountParts } from '../index.js';

export function renderResetPasswordSuccessScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, resetPasswordSuccess, resetPasswordSuccessTexts, [
    linkTo({ link: 'login', text: 'backToLoginText' }),
  ]);
}
