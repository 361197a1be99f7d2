/**
 * interstitial-captcha (prompt `captcha`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject interstitial-captcha` copies it into your project to make it yours.
 */
import { interstitialCaptchaTexts } from '@screenkit/core/default-screens/texts/account';
import { interstitialCaptcha } from '@screenkit/core/screens/captcha';
import { CaptchaField, DefaultScreen, Form, SubmitButton } from '../ui/index.js';

export function InterstitialCaptchaScreen() {
  return (
    <DefaultScreen declaration={interstitialCaptcha} texts={interstitialCaptchaTexts}>
      <Form action="submitCaptcha">
        <CaptchaField />
        <SubmitButton />
      </Form>
    </DefaultScreen>
  );
}
