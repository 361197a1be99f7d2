/**
 * login (prompt `login`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject login` copies it into your project to make it yours.
 */
import { loginTexts } from '../../default-screens/texts/login.js';
import { login } from '../../screens/declarations/login.js';
import {
  captchaField,
  federatedButtons,
  form,
  identifierField,
  linkTo,
  type MountedScreen,
  mountParts,
  passwordField,
  submitButton,
} from '../index.js';

export function renderLoginScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, login, loginTexts, [
    form({ action: 'login' }, [
      identifierField(),
      passwordField({ name: 'password', purpose: 'current' }),
      captchaField(),
      submitButton(),
    ]),
    linkTo({ link: 'reset_password', text: 'forgotPasswordText' }),
    linkTo({ link: 'signup', text: 'footerLinkText', lead: 'footerText' }),
    federatedButtons({ action: 'federatedLogin' }),
  ]);
}
