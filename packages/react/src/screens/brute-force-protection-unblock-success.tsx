/**
 * brute-force-protection-unblock-success (prompt `brute-force-protection`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject brute-force-protection-unblock-success` copies it into your project to make it yours.
 */
import { bruteForceProtectionUnblockSuccessTexts } from '@screenkit/core/default-screens/texts/account';
import { bruteForceProtectionUnblockSuccess } from '@screenkit/core/screens/brute-force-protection';
import { DefaultScreen } from '../ui/index.js';

export function BruteForceProtectionUnblockSuccessScreen() {
  return (
    <DefaultScreen
      declaration={bruteForceProtectionUnblockSuccess}
      texts={bruteForceProtectionUnblockSuccessTexts}
    ></DefaultScreen>
  );
}
