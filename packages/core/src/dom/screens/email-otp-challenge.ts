/**
 * email-otp-challenge (prompt `email-otp-challenge`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject email-otp-challenge` copies it into your project to make it yours.
 */
import { emailOtpChallengeTexts } from '../../default-screens/texts/login.js';
import { emailOtpChallenge } from '../../screens/declarations/email-otp-challenge.js';
import {
  codeField,
  form,
  type MountedScreen,
  mountParts,
  resendButton,
  submitButton,
} from '../index.js';

export function renderEmailOtpChallengeScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, emailOtpChallenge, emailOtpChallengeTexts, [
    form({ action: 'submitCode' }, [codeField({ name: 'code' }), submitButton()]),
    resendButton({ action: 'resendCode' }),
  ]);
}
