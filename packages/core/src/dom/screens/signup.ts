/**
 * signup (prompt `signup`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject signup` copies it into your project to make it yours.
 */
import { signupTexts } from '../../default-screens/texts/login.js';
import { signup } from '../../screens/declarations/signup.js';
import {
  captchaField,
  federatedButtons,
  form,
  linkTo,
  type MountedScreen,
  mountParts,
  passwordField,
  signupIdentifierFields,
  submitButton,
} from '../index.js';

export function renderSignupScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, signup, signupTexts, [
    form({ action: 'signup' }, [
      signupIdentifierFields({ phoneField: 'phoneNumber' }),
      passwordField({ name: 'password', purpose: 'new' }),
      captchaField(),
      submitButton(),
    ]),
    linkTo({ link: 'login', text: 'loginLinkText', lead: 'loginLeadText' }),
    federatedButtons({ action: 'federatedSignup' }),
  ]);
}
