/**
 * reset-password-error (prompt `reset-password`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject reset-password-error` copies it into your project to make it yours.
 */
import { resetPasswordErrorTexts } from '../../default-screens/texts/reset-password.js';
import { resetPasswordError } from '../../screens/declarations/reset-password.js';
import { type MountedScreen, mountParts } from '../index.js';

export function renderResetPasswordErrorScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, resetPasswordError, resetPasswordErrorTexts, []);
}
