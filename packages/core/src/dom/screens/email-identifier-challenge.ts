/**
 * email-identifier-challenge (prompt `email-identifier-challenge`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject email-identifier-challenge` copies it into your project to make it yours.
 */
import { emailIdentifierChallengeTexts } from '../../default-screens/texts/login.js';
import { emailIdentifierChallenge } from '../../screens/declarations/email-identifier-challenge.js';
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

export function renderEmailIdentifierChallengeScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, emailIdentifierChallenge, emailIdentifierChallengeTexts, [
    identifierSummary(),
    form({ action: 'submitEmailChallenge' }, [
      codeField({ name: 'code' }),
      captchaField(),
      submitButton(),
    ]),
    resendButton({ action: 'resendCode' }),
    actionButton({ action: 'returnToPrevious', text: 'backText', variant: 'link' }),
    actionButton({
      action: 'switchToPassword',
      text: 'switchToPasswordText',
      variant: 'link',
      when: 'show_switch_to_password_button',
    }),
  ]);
}
