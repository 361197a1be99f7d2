// What each captcha provider of `screen.captcha` needs on the page: the script to load (the
// URLs Auth0's own Lock widget uses), the global the script defines, and the render
// parameters. The solved token is posted as the `captcha` form field by the screen action.
import { ContextError } from '../errors/context-error.js';
import { oneOf, optionalObject, optionalString } from '../shared/read-path.js';

export const CAPTCHA_PROVIDERS = [
  'recaptcha_v2',
  'recaptcha_enterprise',
  'hcaptcha',
  'friendly_captcha',
  'arkose',
  'auth0',
  'auth0_v2',
] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** Value the service accepts when a fail-open provider (arkose, auth0_v2) cannot load. */
export const CAPTCHA_BYPASS = 'BYPASS_CAPTCHA';

export interface CaptchaScript {
  src: string;
  /** Global function name the script calls when ready (`onload=` / `data-callback`). */
  callbackName?: string;
  /** Arkose passes the callback as the script's `data-callback` attribute, not in the URL. */
  callbackAttribute?: 'data-callback';
}

export interface CaptchaConfig {
  provider: CaptchaProvider;
  /** `image`: show `image` and a text input (auth0). `widget`: load `script`, render the widget. */
  kind: 'image' | 'widget';
  siteKey: string | null;
  /** The auth0 provider's challenge image (data URL). */
  image: string | null;
  script: CaptchaScript | null;
  /** Dotted path of the global the script defines (`grecaptcha.enterprise`, `turnstile`...). */
  global: string | null;
  /** Parameters for the provider's render call, without the callbacks. */
  renderParams: Record<string, string>;
  /** Form field the answer goes in. */
  field: 'captcha';
  /** Whether a failure to load may post CAPTCHA_BYPASS (the service fails open for these). */
  failOpen: boolean;
}

export interface CaptchaContext {
  screen?: { captcha?: unknown; [key: string]: unknown };
  transaction?: { locale?: unknown; [key: string]: unknown };
}

const GLOBALS: Record<CaptchaProvider, string | null> = {
  recaptcha_v2: 'grecaptcha',
  recaptcha_enterprise: 'grecaptcha.enterprise',
  hcaptcha: 'hcaptcha',
  friendly_captcha: 'friendlyChallenge',
  arkose: 'arkose',
  auth0: null,
  auth0_v2: 'turnstile',
};

const PATH = 'screen.captcha';

function script(
  provider: CaptchaProvider,
  lang: string,
  callback: string,
  siteKey: string,
  subdomain: string,
): CaptchaScript | null {
  const hl = encodeURIComponent(lang);
  switch (provider) {
    case 'recaptcha_v2':
      return {
        src: `https://www.recaptcha.net/recaptcha/api.js?hl=${hl}&onload=${callback}`,
        callbackName: callback,
      };
    case 'recaptcha_enterprise':
      return {
        src: `https://www.recaptcha.net/recaptcha/enterprise.js?render=explicit&hl=${hl}&onload=${callback}`,
        callbackName: callback,
      };
    case 'hcaptcha':
      return {
        src: `https://js.hcaptcha.com/1/api.js?hl=${hl}&onload=${callback}`,
        callbackName: callback,
      };
    case 'friendly_captcha':
      return { src: 'https://cdn.jsdelivr.net/npm/friendly-challenge@0.9.12/widget.min.js' };
    case 'arkose':
      return {
        src: `https://${subdomain}.arkoselabs.com/v2/${encodeURIComponent(siteKey)}/api.js`,
        callbackName: callback,
        callbackAttribute: 'data-callback',
      };
    case 'auth0_v2':
      return {
        src: `https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit&onload=${callback}`,
        callbackName: callback,
      };
    case 'auth0':
      return null;
  }
}

function renderParams(
  provider: CaptchaProvider,
  siteKey: string,
  lang: string,
): Record<string, string> {
  if (provider === 'auth0' || provider === 'arkose') return {};
  if (provider === 'friendly_captcha') return { sitekey: siteKey, language: lang };
  if (provider === 'auth0_v2')
    return { sitekey: siteKey, language: lang, theme: 'light', retry: 'never' };
  return { sitekey: siteKey };
}

/**
 * The captcha configuration of the screen, or null when the screen shows none. `lang` defaults
 * to `transaction.locale`; `callbackName` is the global the provider script calls when loaded.
 * An unknown provider or a widget provider without a site key is a ContextError.
 */
export function readCaptcha(
  context: CaptchaContext,
  options: { lang?: string; callbackName?: string } = {},
): CaptchaConfig | null {
  const captcha = optionalObject(context.screen?.captcha, PATH);
  if (!captcha) return null;
  const provider = oneOf(captcha.provider, CAPTCHA_PROVIDERS, `${PATH}.provider`);
  const siteKey = optionalString(captcha.siteKey, `${PATH}.siteKey`) ?? null;
  const image = optionalString(captcha.image, `${PATH}.image`) ?? null;
  const subdomain =
    optionalString(captcha.clientSubdomain, `${PATH}.clientSubdomain`) ?? 'client-api';
  if (provider === 'auth0' && !image)
    throw new ContextError(
      'field_missing',
      `${PATH}.image`,
      'The auth0 captcha needs its challenge image.',
    );
  if (provider !== 'auth0' && !siteKey)
    throw new ContextError(
      'field_missing',
      `${PATH}.siteKey`,
      `The ${provider} captcha needs a site key.`,
    );
  if (!/^[a-z0-9-]+$/i.test(subdomain))
    throw new ContextError(
      'field_type',
      `${PATH}.clientSubdomain`,
      'Expected a host label (letters, digits, dashes).',
    );
  const lang =
    options.lang ??
    (typeof context.transaction?.locale === 'string' ? context.transaction.locale : 'en');
  const callback = options.callbackName ?? `screenkitCaptcha_${provider}`;
  return {
    provider,
    kind: provider === 'auth0' ? 'image' : 'widget',
    siteKey,
    image,
    script: script(provider, lang, callback, siteKey ?? '', subdomain),
    global: GLOBALS[provider],
    renderParams: renderParams(provider, siteKey ?? '', lang),
    field: 'captcha',
    failOpen: provider === 'arkose' || provider === 'auth0_v2',
  };
}
