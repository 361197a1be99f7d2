/**
 * mfa-recovery-code-challenge-new-code (prompt `mfa-recovery-code`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-recovery-code-challenge-new-code` copies it into your project to make it yours.
 */
import { mfaRecoveryCodeChallengeNewCodeTexts } from '../../default-screens/texts/mfa.js';
import { mfaRecoveryCodeChallengeNewCode } from '../../screens/declarations/mfa-recovery-code.js';
import { actionButton, type MountedScreen, mountParts, secretCode } from '../index.js';

export function renderMfaRecoveryCodeChallengeNewCodeScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaRecoveryCodeChallengeNewCode, mfaRecoveryCodeChallengeNewCodeTexts, [
    secretCode({ from: 'text_code', text: 'secretCodeText' }),
    actionButton({ action: 'continue', text: 'codeSavedButtonText', variant: 'primary' }),
  ]);
}
