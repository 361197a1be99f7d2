/**
 * brute-force-protection-unblock-failure (prompt `brute-force-protection`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject brute-force-protection-unblock-failure` copies it into your project to make it yours.
 */
import { bruteForceProtectionUnblockFailureTexts } from '@screenkit/core/default-screens/texts/account';
import { bruteForceProtectionUnblockFailure } from '@screenkit/core/screens/brute-force-protection';
import { DefaultScreen } from '../ui/index.js';

export function BruteForceProtectionUnblockFailureScreen() {
  return (
    <DefaultScreen
      declaration={bruteForceProtectionUnblockFailure}
      texts={bruteForceProtectionUnblockFailureTexts}
    ></DefaultScreen>
  );
}
