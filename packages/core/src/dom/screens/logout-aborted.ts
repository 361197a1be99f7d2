/**
 * logout-aborted (prompt `logout`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject logout-aborted` copies it into your project to make it yours.
 */
import { logoutAbortedTexts } from '../../default-screens/texts/consent.js';
import { logoutAborted } from '../../screens/declarations/logout.js';
import { type MountedScreen, mountParts } from '../index.js';

export function renderLogoutAbortedScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, logoutAborted, logoutAbortedTexts, []);
}
