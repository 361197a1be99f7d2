// Prompt `captcha`: a captcha between the user and the next screen.
import { declareScreen } from '../declaration.js';

export const interstitialCaptcha = /* @__PURE__ */ declareScreen('interstitial-captcha', {
  data: {},
  actions: { submitCaptcha: { fields: { captcha: 'string' } } },
});
