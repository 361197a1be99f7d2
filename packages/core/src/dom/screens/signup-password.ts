/**
 * signup-password (prompt `signup-password`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject signup-password` copies it into your project to make it yours.
 */
import { signupPasswordTexts } from '../../default-screens/texts/login.js';
import { signupPassword } from '../../screens/declarations/signup-password.js';
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

export function renderSignupPasswordScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, signupPassword, signupPasswordTexts, [
    identifierSummary(),
    form({ action: 'signup' }, [
      hiddenField({ name: 'email', from: 'email' }),
      hiddenField({ name: 'username', from: 'username' }),
      hiddenField({ name: 'phoneNumber', from: 'phone_number' }),
      passwordField({ name: 'password', purpose: 'new' }),
      captchaField(),
      submitButton(),
    ]),
    linkTo({ link: 'login', text: 'loginLinkText', lead: 'loginLeadText' }),
    federatedButtons({ action: 'federatedSignup' }),
    actionButton({
      action: 'skipPassword',
      text: 'skipPasswordText',
      variant: 'link',
      when: 'show_skip_password',
    }),
  ]);
}
