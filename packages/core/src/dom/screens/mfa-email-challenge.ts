/**
 * mfa-email-challenge (prompt `mfa-email`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-email-challenge` copies it into your project to make it yours.
 */
import { mfaEmailChallengeTexts } from '../../default-screens/texts/mfa.js';
import { mfaEmailChallenge } from '../../screens/declarations/mfa-email.js';
import {
  actionButton,
  codeField,
  form,
  type MountedScreen,
  mountParts,
  rememberDeviceField,
  resendButton,
  submitButton,
} from '../index.js';

export function renderMfaEmailChallengeScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaEmailChallenge, mfaEmailChallengeTexts, [
    form({ action: 'continue' }, [
      codeField({ name: 'code' }),
      rememberDeviceField(),
      submitButton(),
    ]),
    resendButton({ action: 'resendCode' }),
    actionButton({ action: 'tryAnotherMethod', text: 'tryAnotherMethodText', variant: 'link' }),
  ]);
}
