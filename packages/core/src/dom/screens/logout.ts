/**
 * logout (prompt `logout`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject logout` copies it into your project to make it yours.
 */
import { logoutTexts } from '../../default-screens/texts/consent.js';
import { logout } from '../../screens/declarations/logout.js';
import { actionButton, type MountedScreen, mountParts } from '../index.js';

export function renderLogoutScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, logout, logoutTexts, [
    actionButton({
      action: 'confirmLogout',
      text: 'declineButtonText',
      variant: 'secondary',
      payload: { action: 'deny' },
    }),
    actionButton({
      action: 'confirmLogout',
      text: 'acceptButtonText',
      variant: 'primary',
      payload: { action: 'accept' },
    }),
  ]);
}
