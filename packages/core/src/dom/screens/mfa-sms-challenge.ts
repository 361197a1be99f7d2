/**
 * mfa-sms-challenge (prompt `mfa-sms`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-sms-challenge` copies it into your project to make it yours.
 */
import { mfaSmsChallengeTexts } from '../../default-screens/texts/mfa.js';
import { mfaSmsChallenge } from '../../screens/declarations/mfa-sms.js';
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

export function renderMfaSmsChallengeScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaSmsChallenge, mfaSmsChallengeTexts, [
    form({ action: 'continueMfaSmsChallenge' }, [
      codeField({ name: 'code' }),
      rememberDeviceField(),
      submitButton(),
    ]),
    resendButton({ action: 'resendCode' }),
    actionButton({ action: 'tryAnotherMethod', text: 'tryAnotherMethodText', variant: 'link' }),
    actionButton({
      action: 'getACall',
      text: 'switchToVoiceText',
      variant: 'link',
      when: 'show_link_voice',
    }),
  ]);
}
