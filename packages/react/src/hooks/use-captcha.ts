import { type CaptchaConfig, loadCaptchaScript, readCaptcha } from '@screenkit/core';
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { useScreenPage, useScreenStore } from '../provider/screen-provider.js';

export interface UseCaptchaResult {
  /** The screen's captcha (provider, site key, image, script, render params), or null. */
  config: CaptchaConfig | null;
  /** The provider's global once its script has loaded (`grecaptcha`, `hcaptcha`, ...). */
  api: unknown;
  status: 'none' | 'loading' | 'ready' | 'error';
  error: Error | null;
}

/**
 * The screen's captcha configuration, and (for widget providers) its script loaded on mount
 * into the page the screen is on (the provider's `page`, else this one).
 * Render the widget with `api.render(element, config.renderParams)` and post its token as
 * `captcha`; the auth0 provider shows `config.image` and needs a text input instead.
 */
export function useCaptcha(options: { lang?: string; load?: boolean } = {}): UseCaptchaResult {
  const store = useScreenStore('useCaptcha');
  const screen = useStore(store, (s) => s.context.screen);
  const locale = useStore(store, (s) => s.context.transaction.locale);
  const lang = options.lang;
  const config = useMemo(
    () => readCaptcha({ screen, transaction: { locale } }, lang ? { lang } : {}),
    [screen, locale, lang],
  );
  const load = options.load !== false;
  const page = useScreenPage();
  // Server render and first client render agree: a widget to load starts as 'loading'.
  const [state, setState] = useState<Omit<UseCaptchaResult, 'config'>>(() => ({
    api: undefined,
    status: config?.script && load ? 'loading' : config ? 'ready' : 'none',
    error: null,
  }));

  useEffect(() => {
    if (!config?.script || !load) {
      setState({ api: undefined, status: config ? 'ready' : 'none', error: null });
      return;
    }
    let live = true;
    setState({ api: undefined, status: 'loading', error: null });
    loadCaptchaScript(config, page).then(
      (api) => live && setState({ api, status: 'ready', error: null }),
      (error: Error) => live && setState({ api: undefined, status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [config, load, page]);

  return { config, ...state };
}
