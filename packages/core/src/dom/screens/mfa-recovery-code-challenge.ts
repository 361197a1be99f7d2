/**
 * mfa-recovery-code-challenge (prompt `mfa-recovery-code`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-recovery-code-challenge` copies it into your project to make it yours.
 */
import { mfaRecoveryCodeChallengeTexts } from '../../default-screens/texts/mfa.js';
import { mfaRecoveryCodeChallenge } from '../../screens/declarations/mfa-recovery-code.js';
import {
  actionButton,
  codeField,
  form,
  type MountedScreen,
  mountParts,
  submitButton,
} from '../index.js';

export function renderMfaRecoveryCodeChallengeScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaRecoveryCodeChallenge, mfaRecoveryCodeChallengeTexts, [
    form({ action: 'continue' }, [codeField({ name: 'code' }), submitButton()]),
    actionButton({ action: 'tryAnotherMethod', text: 'tryAnotherMethodText', variant: 'link' }),
  ]);
}
