/**
 * brute-force-protection-unblock (prompt `brute-force-protection`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject brute-force-protection-unblock` copies it into your project to make it yours.
 */
import { bruteForceProtectionUnblockTexts } from '@screenkit/core/default-screens/texts/account';
import { bruteForceProtectionUnblock } from '@screenkit/core/screens/brute-force-protection';
import { ActionButton, DefaultScreen } from '../ui/index.js';

export function BruteForceProtectionUnblockScreen() {
  return (
    <DefaultScreen
      declaration={bruteForceProtectionUnblock}
      texts={bruteForceProtectionUnblockTexts}
    >
      <ActionButton action="unblockAccount" text="unblockText" variant="primary" />
    </DefaultScreen>
  );
}
