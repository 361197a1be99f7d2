export {
  CAPTCHA_BYPASS,
  CAPTCHA_PROVIDERS,
  type CaptchaConfig,
  type CaptchaContext,
  type CaptchaProvider,
  type CaptchaScript,
  readCaptcha,
} from './captcha-config.js';
export { CaptchaLoadError, loadCaptchaScript } from './load-script.js';
export { renderCaptchaWidget } from './render-widget.js';
