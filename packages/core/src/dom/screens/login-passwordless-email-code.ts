/**
 * login-passwordless-email-code (prompt `login-passwordless`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject login-passwordless-email-code` copies it into your project to make it yours.
 */
import { loginPasswordlessEmailCodeTexts } from '../../default-screens/texts/login.js';
import { loginPasswordlessEmailCode } from '../../screens/declarations/login-passwordless.js';
import {
  captchaField,
  codeField,
  form,
  identifierSummary,
  type MountedScreen,
  mountParts,
  resendButton,
  submitButton,
} from '../index.js';

export function renderLoginPasswordlessEmailCodeScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, loginPasswordlessEmailCode, loginPasswordlessEmailCodeTexts, [
    identifierSummary(),
    form({ action: 'submitCode' }, [codeField({ name: 'code' }), captchaField(), submitButton()]),
    resendButton({ action: 'resendCode' }),
  ]);
}
