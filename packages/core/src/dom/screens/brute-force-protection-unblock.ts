/**
 * brute-force-protection-unblock (prompt `brute-force-protection`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject brute-force-protection-unblock` copies it into your project to make it yours.
 */
import { bruteForceProtectionUnblockTexts } from '../../default-screens/texts/account.js';
import { bruteForceProtectionUnblock } from '../../screens/declarations/brute-force-protection.js';
import { actionButton, type MountedScreen, mountParts } from '../index.js';

export function renderBruteForceProtectionUnblockScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, bruteForceProtectionUnblock, bruteForceProtectionUnblockTexts, [
    actionButton({ action: 'unblockAccount', text: 'unblockText', variant: 'primary' }),
  ]);
}
