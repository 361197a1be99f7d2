/**
 * login-email-verification (prompt `login-email-verification`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject login-email-verification` copies it into your project to make it yours.
 */
import { loginEmailVerificationTexts } from '../../default-screens/texts/login.js';
import { loginEmailVerification } from '../../screens/declarations/login-email-verification.js';
import {
  codeField,
  form,
  type MountedScreen,
  mountParts,
  resendButton,
  submitButton,
} from '../index.js';

export function renderLoginEmailVerificationScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, loginEmailVerification, loginEmailVerificationTexts, [
    form({ action: 'continueWithCode' }, [codeField({ name: 'code' }), submitButton()]),
    resendButton({ action: 'resendCode' }),
  ]);
}
