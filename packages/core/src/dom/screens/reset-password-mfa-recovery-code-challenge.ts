/**
 * reset-password-mfa-recovery-code-challenge (prompt `reset-password`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject reset-password-mfa-recovery-code-challenge` copies it into your project to make it yours.
 */
import { resetPasswordMfaRecoveryCodeChallengeTexts } from '../../default-screens/texts/reset-password.js';
import { resetPasswordMfaRecoveryCodeChallenge } from '../../screens/declarations/reset-password.js';
import {
  actionButton,
  codeField,
  form,
  type MountedScreen,
  mountParts,
  submitButton,
} from '../index.js';

export function renderResetPasswordMfaRecoveryCodeChallengeScreen(
  root: HTMLElement,
): MountedScreen {
  return mountParts(
    root,
    resetPasswordMfaRecoveryCodeChallenge,
    resetPasswordMfaRecoveryCodeChallengeTexts,
    [
      form({ action: 'continue' }, [codeField({ name: 'code' }), submitButton()]),
      actionButton({ action: 'tryAnotherMethod', text: 'tryAnotherMethodText', variant: 'link' }),
    ],
  );
}
