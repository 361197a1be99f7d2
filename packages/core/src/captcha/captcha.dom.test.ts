// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ContextError } from '../errors/context-error.js';
import { CAPTCHA_PROVIDERS, CaptchaLoadError, loadCaptchaScript, readCaptcha } from './index.js';

const context = (captcha: unknown, locale = 'fr') => ({
  screen: { captcha },
  transaction: { locale },
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readCaptcha', () => {
  it('gives each provider its script, global and render parameters', () => {
    const configs = Object.fromEntries(
      CAPTCHA_PROVIDERS.map((provider) => [
        provider,
        readCaptcha(
          context({
            provider,
            siteKey: 'site-key',
            image: 'data:image/svg+xml;base64,PHN2Zy8+',
            clientSubdomain: 'acme-api',
          }),
          { callbackName: 'cb' },
        ),
      ]),
    );
    expect(
      Object.fromEntries(
        Object.entries(configs).map(([p, c]) => [p, [c?.script?.src ?? null, c?.global]]),
      ),
    ).toEqual({
      recaptcha_v2: ['https://www.recaptcha.net/recaptcha/api.js?hl=fr&onload=cb', 'grecaptcha'],
      recaptcha_enterprise: [
        'https://www.recaptcha.net/recaptcha/enterprise.js?render=explicit&hl=fr&onload=cb',
        'grecaptcha.enterprise',
      ],
      hcaptcha: ['https://js.hcaptcha.com/1/api.js?hl=fr&onload=cb', 'hcaptcha'],
      friendly_captcha: [
        'https://cdn.jsdelivr.net/npm/friendly-challenge@0.9.12/widget.min.js',
        'friendlyChallenge',
      ],
      arkose: ['https://acme-api.arkoselabs.com/v2/site-key/api.js', 'arkose'],
      auth0: [null, null],
      auth0_v2: [
        'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit&onload=cb',
        'turnstile',
      ],
    });
    expect(configs.auth0).toMatchObject({
      kind: 'image',
      image: 'data:image/svg+xml;base64,PHN2Zy8+',
      field: 'captcha',
    });
    expect(configs.auth0_v2).toMatchObject({
      failOpen: true,
      renderParams: { sitekey: 'site-key', language: 'fr', theme: 'light', retry: 'never' },
    });
    expect(configs.friendly_captcha?.renderParams).toEqual({ sitekey: 'site-key', language: 'fr' });
    expect(configs.hcaptcha?.failOpen).toBe(false);
  });

  it('no captcha is null; a bad one is a ContextError at its path', () => {
    expect(readCaptcha({ screen: {} })).toBeNull();
    const at = (captcha: unknown) => {
      try {
        readCaptcha(context(captcha));
      } catch (e) {
        expect(e).toBeInstanceOf(ContextError);
        return (e as ContextError).path;
      }
    };
    expect(at({ provider: 'turing' })).toBe('screen.captcha.provider');
    expect(at({ provider: 'hcaptcha' })).toBe('screen.captcha.siteKey');
    expect(at({ provider: 'auth0' })).toBe('screen.captcha.image');
    expect(at({ provider: 'arkose', siteKey: 'k', clientSubdomain: 'evil.com/x' })).toBe(
      'screen.captcha.clientSubdomain',
    );
    expect(at('hcaptcha')).toBe('screen.captcha');
  });
});

describe('loadCaptchaScript', () => {
  it('injects the script once and resolves with the provider global when the script calls back', async () => {
    const config = readCaptcha(context({ provider: 'recaptcha_enterprise', siteKey: 'k' }), {
      callbackName: 'onCaptcha1',
    });
    if (!config) throw new Error('no config');
    const first = loadCaptchaScript(config);
    const second = loadCaptchaScript(config);
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(config.script?.src);
    const enterprise = { render: () => 0 };
    Object.assign(window, { grecaptcha: { enterprise } });
    (window as unknown as Record<string, () => void>).onCaptcha1?.();
    expect(await first).toBe(enterprise);
    expect(second).toBe(first);
  });

  it('passes arkose its callback as data-callback and resolves with the enforcement object', async () => {
    const config = readCaptcha(context({ provider: 'arkose', siteKey: 'k2' }), {
      callbackName: 'onArkose',
    });
    if (!config) throw new Error('no config');
    const loaded = loadCaptchaScript(config);
    expect(document.querySelector('script')?.getAttribute('data-callback')).toBe('onArkose');
    const enforcement = { setConfig() {} };
    (window as unknown as Record<string, (x: unknown) => void>).onArkose?.(enforcement);
    expect(await loaded).toBe(enforcement);
  });

  it('rejects with CaptchaLoadError when the script fails, and retries on the next call', async () => {
    const config = readCaptcha(context({ provider: 'hcaptcha', siteKey: 'k3' }), {
      callbackName: 'onH',
    });
    if (!config) throw new Error('no config');
    const loaded = loadCaptchaScript(config);
    document.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(loaded).rejects.toBeInstanceOf(CaptchaLoadError);
    expect(document.querySelector('script')).toBeNull();
    void loadCaptchaScript(config).catch(() => {});
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });
});
