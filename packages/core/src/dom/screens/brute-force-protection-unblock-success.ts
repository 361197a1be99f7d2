/**
 * brute-force-protection-unblock-success (prompt `brute-force-protection`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject brute-force-protection-unblock-success` copies it into your project to make it yours.
 */
import { bruteForceProtectionUnblockSuccessTexts } from '../../default-screens/texts/account.js';
import { bruteForceProtectionUnblockSuccess } from '../../screens/declarations/brute-force-protection.js';
import { type MountedScreen, mountParts } from '../index.js';

export function renderBruteForceProtectionUnblockSuccessScreen(root: HTMLElement): MountedScreen {
  return mountParts(
    root,
    bruteForceProtectionUnblockSuccess,
    bruteForceProtectionUnblockSuccessTexts,
    [],
  );
}
