/**
 * status (prompt `status`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject status` copies it into your project to make it yours.
 */
import { statusTexts } from '../../default-screens/texts/account.js';
import { status } from '../../screens/declarations/status.js';
import { type MountedScreen, mountParts } from '../index.js';

export function renderStatusScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, status, statusTexts, []);
}
