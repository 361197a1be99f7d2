/**
 * mfa-otp-challenge (prompt `mfa-otp`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-otp-challenge` copies it into your project to make it yours.
 */
import { mfaOtpChallengeTexts } from '../../default-screens/texts/mfa.js';
import { mfaOtpChallenge } from '../../screens/declarations/mfa-otp.js';
import {
  actionButton,
  codeField,
  form,
  type MountedScreen,
  mountParts,
  rememberDeviceField,
  submitButton,
} from '../index.js';

export function renderMfaOtpChallengeScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaOtpChallenge, mfaOtpChallengeTexts, [
    form({ action: 'continue' }, [
      codeField({ name: 'code' }),
      rememberDeviceField(),
      submitButton(),
    ]),
    actionButton({ action: 'tryAnotherMethod', text: 'tryAnotherMethodText', variant: 'link' }),
  ]);
}
