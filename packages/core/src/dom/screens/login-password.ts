/**
 * login-password (prompt `login-password`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject login-password` copies it into your project to make it yours.
 */
import { loginPasswordTexts } from '../../default-screens/texts/login.js';
import { loginPassword } from '../../screens/declarations/login-password.js';
import {
  actionButton,
  captchaField,
  federatedButtons,
  form,
  hiddenField,
  identifierSummary,
  linkTo,
  type MountedScreen,
  mountParts,
  passwordField,
  submitButton,
} from '../index.js';

export function renderLoginPasswordScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, loginPassword, loginPasswordTexts, [
    identifierSummary(),
    form({ action: 'login' }, [
      hiddenField({ name: 'username', from: 'username' }),
      passwordField({ name: 'password', purpose: 'current' }),
      captchaField(),
      submitButton(),
    ]),
    linkTo({ link: 'reset_password', text: 'forgotPasswordText' }),
    linkTo({ link: 'signup', text: 'footerLinkText', lead: 'footerText' }),
    federatedButtons({ action: 'federatedLogin' }),
    actionButton({
      action: 'switchToOtp',
      text: 'switchToOtpText',
      variant: 'link',
      when: 'show_switch_to_otp_button',
    }),
  ]);
}
