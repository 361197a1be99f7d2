/**
 * The query parameters a preview URL takes besides `variant`, so the gallery (and anyone
 * else) can show any screen in any locale and theme:
 * - `locale=<tag>`: core's locale layer (`transaction.locale`, the texts translated where the
 *   fixtures have a translation, else marked `[xx]`), and `ui_locales` set to it;
 * - `theme=light|dark`: a branding layer (`branding.settings.colors` + `branding.themes.default`),
 *   applied through the context exactly as the service sends a tenant's theme. Branding is an
 *   optional part of the context: a themed preview delivers it even when the screen's
 *   `context_configuration` does not list it, and warns that the live page would not get it;
 * - `frame=1`: the page is a gallery thumbnail: no dev toolbar, and it may be framed by pages of
 *   its own origin (every other preview stays unframeable).
 */
import { ScreenkitError, type ScreenName, type UniversalLoginContext } from '@screenkit/core';
import { deepMerge, type JsonObject, localeLayer } from '@screenkit/core/fixtures';
import type { RenderingSettings } from './render-page.js';

export type PreviewOptionErrorCode = 'invalid_locale' | 'unknown_theme';

/** A preview URL's `locale` or `theme` parameter is not one the dev server can apply. */
export class PreviewOptionError extends ScreenkitError {
  override name = 'PreviewOptionError';
  declare readonly code: PreviewOptionErrorCode;

  constructor(code: PreviewOptionErrorCode, path: string, message: string) {
    super(code, path, message);
  }
}

export interface PreviewOptions {
  locale?: string;
  theme?: ThemeName;
  /** A gallery thumbnail (no toolbar, same-origin framing allowed). */
  frame: boolean;
}

const widgetColors = (colors: Record<string, string>) => ({ colors });

/** The built-in themes: the same keys the service's theme editor writes. */
export const PREVIEW_THEMES = {
  light: {
    settings: { colors: { primary: '#3b5bdb', page_background: '#f3f4f8' } },
    themes: {
      default: widgetColors({
        primary_button: '#3b5bdb',
        primary_button_label: '#ffffff',
        header: '#1e212a',
        body_text: '#1e212a',
        widget_background: '#ffffff',
        widget_border: '#d9dce3',
        input_background: '#ffffff',
        input_border: '#c4c8d2',
        links_focused_components: '#3b5bdb',
      }),
    },
  },
  dark: {
    settings: { colors: { primary: '#8f8cff', page_background: '#121419' } },
    themes: {
      default: widgetColors({
        primary_button: '#8f8cff',
        primary_button_label: '#121419',
        header: '#f5f6fa',
        body_text: '#e3e5ec',
        widget_background: '#1e212a',
        widget_border: '#353a46',
        input_background: '#2a2e39',
        input_border: '#4a5060',
        links_focused_components: '#a5a3ff',
      }),
    },
  },
} as const;

export type ThemeName = keyof typeof PREVIEW_THEMES;
export const THEME_NAMES = Object.keys(PREVIEW_THEMES) as ThemeName[];

// BCP 47-ish: `fr`, `pt-BR`, `zh-Hant-TW`; nothing that could break out of an attribute.
const LOCALE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,3}$/;

/** Reads `locale`, `theme` and `frame` from a preview's query; throws PreviewOptionError. */
export function readPreviewOptions(query: Record<string, string | undefined>): PreviewOptions {
  const options: PreviewOptions = { frame: query.frame === '1' };
  const { locale, theme } = query;
  if (locale !== undefined && locale !== '') {
    if (!LOCALE.test(locale)) {
      throw new PreviewOptionError(
        'invalid_locale',
        'locale',
        `Locale ${JSON.stringify(locale.slice(0, 40))} is not a language tag such as "fr" or "pt-BR"`,
      );
    }
    options.locale = locale;
  }
  if (theme !== undefined && theme !== '') {
    if (!(THEME_NAMES as string[]).includes(theme)) {
      throw new PreviewOptionError(
        'unknown_theme',
        'theme',
        `Theme ${JSON.stringify(theme.slice(0, 40))} is unknown: use one of ${THEME_NAMES.join(', ')}`,
      );
    }
    options.theme = theme as ThemeName;
  }
  return options;
}

/** The context with the locale and theme layers merged over it (a new object). */
export function applyPreviewOptions(
  context: UniversalLoginContext,
  options: PreviewOptions,
): UniversalLoginContext {
  let result = context as unknown as JsonObject;
  if (options.locale !== undefined) {
    const texts = (context.screen.texts ?? {}) as Record<string, string>;
    result = deepMerge(result, {
      ...localeLayer(context.screen.name as ScreenName, texts, options.locale),
      untrusted_data: { authorization_params: { ui_locales: options.locale } },
    });
  }
  if (options.theme !== undefined) {
    result = deepMerge(result, { branding: PREVIEW_THEMES[options.theme] });
  }
  return result as unknown as UniversalLoginContext;
}

const BRANDING_PATHS = ['branding.settings', 'branding.themes.default'];

/**
 * A themed preview's rendering settings: branding added to `context_configuration` so the page
 * receives the theme, plus the warning to show when the screen's own settings lack it.
 */
export function deliverTheme(rendering: RenderingSettings | undefined): {
  rendering: RenderingSettings;
  warning?: string;
} {
  const listed = Array.isArray(rendering?.context_configuration)
    ? rendering.context_configuration
    : [];
  const missing = BRANDING_PATHS.filter((path) => !listed.includes(path));
  if (missing.length === 0) return { rendering: rendering ?? {} };
  return {
    rendering: { ...rendering, context_configuration: [...listed, ...missing] },
    warning: `theme preview: ${missing.join(' and ')} added for this page; the screen's context_configuration lacks them, so the live page would not receive the theme`,
  };
}
