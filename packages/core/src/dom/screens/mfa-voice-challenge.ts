/**
 * mfa-voice-challenge (prompt `mfa-voice`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-voice-challenge` copies it into your project to make it yours.
 */
import { mfaVoiceChallengeTexts } from '../../default-screens/texts/mfa.js';
import { mfaVoiceChallenge } from '../../screens/declarations/mfa-voice.js';
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

export function renderMfaVoiceChallengeScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaVoiceChallenge, mfaVoiceChallengeTexts, [
    form({ action: 'continue' }, [
      codeField({ name: 'code' }),
      rememberDeviceField(),
      submitButton(),
    ]),
    actionButton({
      action: 'switchToSms',
      text: 'switchToSmsText',
      variant: 'link',
      when: 'show_link_sms',
    }),
    resendButton({ action: 'resendCode' }),
    actionButton({ action: 'tryAnotherMethod', text: 'tryAnotherMethodText', variant: 'link' }),
  ]);
}
