// Renders a provider's captcha widget into an element once its script has loaded, each with its
// own API (reCAPTCHA, hCaptcha and Turnstile share `render(element, params)`; Friendly Captcha
// makes a WidgetInstance; Arkose runs on its enforcement object). The token goes to `onToken`
// (the `captcha` form field); an expired token clears it.
import type { CaptchaConfig } from './captcha-config.js';

type Render = (element: HTMLElement, params: Record<string, unknown>) => unknown;

export function renderCaptchaWidget(
  config: CaptchaConfig,
  api: unknown,
  element: HTMLElement,
  onToken: (token: string) => void,
): void {
  const target = api as Record<string, unknown> | undefined;
  if (!target) return;
  if (config.provider === 'friendly_captcha') {
    const Widget = target.WidgetInstance as
      | (new (
          el: HTMLElement,
          options: Record<string, unknown>,
        ) => unknown)
      | undefined;
    if (Widget)
      new Widget(element, {
        ...config.renderParams,
        doneCallback: (solution: string) => onToken(solution),
      });
    return;
  }
  if (config.provider === 'arkose') {
    const setConfig = target.setConfig as ((options: Record<string, unknown>) => void) | undefined;
    setConfig?.({
      selector: `#${element.id}`,
      mode: 'inline',
      onCompleted: (response: { token?: string }) => onToken(response.token ?? ''),
    });
    return;
  }
  (target.render as Render | undefined)?.(element, {
    ...config.renderParams,
    callback: (token: string) => onToken(token),
    'expired-callback': () => onToken(''),
  });
}
