/**
 * interstitial-captcha (prompt `captcha`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject interstitial-captcha` copies it into your project to make it yours.
 */
import { interstitialCaptchaTexts } from '../../default-screens/texts/account.js';
import { interstitialCaptcha } from '../../screens/declarations/captcha.js';
import { captchaField, form, type MountedScreen, mountParts, submitButton } from '../index.js';

export function renderInterstitialCaptchaScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, interstitialCaptcha, interstitialCaptchaTexts, [
    form({ action: 'submitCaptcha' }, [captchaField(), submitButton()]),
  ]);
}
