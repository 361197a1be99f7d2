/**
 * mfa-recovery-code-challenge-new-code (prompt `mfa-recovery-code`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-recovery-code-challenge-new-code` copies it into your project to make it yours.
 */
import { mfaRecoveryCodeChallengeNewCodeTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaRecoveryCodeChallengeNewCode } from '@screenkit/core/screens/mfa-recovery-code';
import { ActionButton, DefaultScreen, SecretCode } from '../ui/index.js';

export function MfaRecoveryCodeChallengeNewCodeScreen() {
  return (
    <DefaultScreen
      declaration={mfaRecoveryCodeChallengeNewCode}
      texts={mfaRecoveryCodeChallengeNewCodeTexts}
    >
      <SecretCode from="text_code" text="secretCodeText" />
      <ActionButton action="continue" text="codeSavedButtonText" variant="primary" />
    </DefaultScreen>
  );
}
