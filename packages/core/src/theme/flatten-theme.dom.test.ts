// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { branding, defaultTheme } from '../../test-fixtures/branding.js';
import { importOfficial } from '../../test-fixtures/official-sdk.js';
import { ContextError } from '../errors/context-error.js';
import { flattenTheme, themeCssVariables } from './index.js';

async function officialTheme(context: unknown): Promise<unknown> {
  const { BaseContext } = await importOfficial<{ BaseContext: { context: unknown } }>(
    'models/base-context.js',
  );
  BaseContext.context = null;
  (window as unknown as { universal_login_context: unknown }).universal_login_context = context;
  const common = await importOfficial<{ getCurrentThemeOptions(): unknown }>('common/index.js');
  return common.getCurrentThemeOptions();
}

const page = (b: unknown) => ({
  prompt: { name: 'login-id' },
  screen: { name: 'login-id' },
  transaction: { state: 's', locale: 'en' },
  branding: b,
});

describe('flattenTheme', () => {
  it.each([
    ['theme and settings', branding],
    ['theme without settings', { themes: { default: defaultTheme } }],
    [
      'settings with a plain page background',
      { ...branding, settings: { colors: { page_background: '#123456' } } },
    ],
    ['themes without default', { themes: {} }],
    ['no themes', { settings: branding.settings }],
  ])('equals the official getCurrentThemeOptions (%s)', async (_name, b) => {
    expect(flattenTheme(page(b))).toEqual(await officialTheme(page(b)));
  });

  it('a theme group that is not an object is a ContextError with the path', () => {
    expect(() => flattenTheme({ branding: { themes: { default: { colors: 'blue' } } } })).toThrow(
      expect.objectContaining({ path: 'branding.themes.default.colors' }),
    );
    expect(() => flattenTheme({ branding: [] })).toThrow(ContextError);
  });
});

describe('themeCssVariables', () => {
  it('flattens every group into CSS custom properties with units', () => {
    const theme = flattenTheme({ branding });
    if (!theme) throw new Error('no theme');
    const vars = themeCssVariables(theme);
    expect(vars).toMatchObject({
      '--ul-theme-color-primary': '#0059d6',
      '--ul-theme-color-primary-button': '#635dff',
      '--ul-theme-color-page-background': 'linear-gradient(35deg, #fff, #000)',
      '--ul-theme-border-button-border-radius': '3px',
      '--ul-theme-border-buttons-style': 'rounded',
      '--ul-theme-border-show-widget-shadow': '1',
      '--ul-theme-widget-logo-height': '52px',
      '--ul-theme-page-background-color': 'linear-gradient(35deg, #fff, #000)',
      '--ul-theme-font-title-size': '150%',
      '--ul-theme-font-title-weight': '700',
      '--ul-theme-font-links-size': '87.5%',
      '--ul-theme-font-reference-text-size': '16px',
    });
    expect(
      Object.keys(themeCssVariables(theme, 'brand')).every((k) => k.startsWith('--brand-')),
    ).toBe(true);
  });
});
