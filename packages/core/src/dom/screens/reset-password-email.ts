/**
 * reset-password-email (prompt `reset-password`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject reset-password-email` copies it into your project to make it yours.
 */
import { resetPasswordEmailTexts } from '../../default-screens/texts/reset-password.js';
import { resetPasswordEmail } from '../../screens/declarations/reset-password.js';
import { identifierSummary, type MountedScreen, mountParts, resendButton } from '../index.js';

export function renderResetPasswordEmailScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, resetPasswordEmail, resetPasswordEmailTexts, [
    identifierSummary(),
    resendButton({ action: 'resendEmail' }),
  ]);
}
