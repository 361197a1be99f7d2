/**
 * login-id (prompt `login-id`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject login-id` copies it into your project to make it yours.
 */
import { loginIdTexts } from '../../default-screens/texts/login.js';
import { loginId } from '../../screens/declarations/login-id.js';
import {
  captchaField,
  federatedButtons,
  form,
  identifierField,
  linkTo,
  type MountedScreen,
  mountParts,
  passkeyButton,
  submitButton,
} from '../index.js';

export function renderLoginIdScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, loginId, loginIdTexts, [
    form({ action: 'login' }, [
      identifierField({ autofill: true }),
      captchaField(),
      submitButton(),
    ]),
    linkTo({ link: 'signup', text: 'footerLinkText', lead: 'footerText' }),
    federatedButtons({ action: 'federatedLogin' }),
    passkeyButton({ action: 'passkeyLogin' }),
  ]);
}
