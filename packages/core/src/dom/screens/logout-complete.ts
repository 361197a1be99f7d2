/**
 * logout-complete (prompt `logout`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject logout-complete` copies it into your project to make it yours.
 */
import { logoutCompleteTexts } from '../../default-screens/texts/consent.js';
import { logoutComplete } from '../../screens/declarations/logout.js';
import { type MountedScreen, mountParts } from '../index.js';

export function renderLogoutCompleteScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, logoutComplete, logoutCompleteTexts, []);
}
