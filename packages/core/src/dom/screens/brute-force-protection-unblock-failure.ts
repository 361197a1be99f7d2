/**
 * brute-force-protection-unblock-failure (prompt `brute-force-protection`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject brute-force-protection-unblock-failure` copies it into your project to make it yours.
 */
import { bruteForceProtectionUnblockFailureTexts } from '../../default-screens/texts/account.js';
import { bruteForceProtectionUnblockFailure } from '../../screens/declarations/brute-force-protection.js';
import { type MountedScreen, mountParts } from '../index.js';

export function renderBruteForceProtectionUnblockFailureScreen(root: HTMLElement): MountedScreen {
  return mountParts(
    root,
    bruteForceProtectionUnblockFailure,
    bruteForceProtectionUnblockFailureTexts,
    [],
  );
}
