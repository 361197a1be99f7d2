/**
 * phone-identifier-challenge (prompt `phone-identifier-challenge`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject phone-identifier-challenge` copies it into your project to make it yours.
 */
import { phoneIdentifierChallengeTexts } from '../../default-screens/texts/login.js';
import { phoneIdentifierChallenge } from '../../screens/declarations/phone-identifier-challenge.js';
import {
  actionButton,
  captchaField,
  codeField,
  form,
  identifierSummary,
  type MountedScreen,
  mountParts,
  resendButton,
  submitButton,
} from '../index.js';

export function renderPhoneIdentifierChallengeScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, phoneIdentifierChallenge, phoneIdentifierChallengeTexts, [
    identifierSummary(),
    form({ action: 'submitPhoneChallenge' }, [
      codeField({ name: 'code' }),
      captchaField(),
      submitButton(),
    ]),
    resendButton({ action: 'resendCode' }),
    actionButton({ action: 'returnToPrevious', text: 'backText', variant: 'link' }),
    actionButton({
      action: 'switchToVoice',
      text: 'switchToVoiceText',
      variant: 'link',
      when: 'show_link_voice',
    }),
    actionButton({
      action: 'switchToText',
      text: 'switchToSmsText',
      variant: 'link',
      when: 'show_link_sms',
    }),
    actionButton({
      action: 'switchToPassword',
      text: 'switchToPasswordText',
      variant: 'link',
      when: 'show_switch_to_password_button',
    }),
  ]);
}
