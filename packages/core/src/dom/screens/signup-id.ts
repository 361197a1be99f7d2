/**
 * signup-id (prompt `signup-id`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject signup-id` copies it into your project to make it yours.
 */
import { signupIdTexts } from '../../default-screens/texts/login.js';
import { signupId } from '../../screens/declarations/signup-id.js';
import {
  captchaField,
  federatedButtons,
  form,
  linkTo,
  type MountedScreen,
  mountParts,
  signupIdentifierFields,
  submitButton,
} from '../index.js';

export function renderSignupIdScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, signupId, signupIdTexts, [
    form({ action: 'signup' }, [
      signupIdentifierFields({ phoneField: 'phone' }),
      captchaField(),
      submitButton(),
    ]),
    linkTo({ link: 'login', text: 'loginLinkText', lead: 'loginLeadText' }),
    federatedButtons({ action: 'federatedSignup' }),
  ]);
}
