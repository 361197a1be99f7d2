// Branding themes to what a stylesheet can use: `flattenTheme` gives the official SDK's
// FlattenedTheme (getCurrentThemeOptions / useAuth0Themes: the default theme's groups with the
// branding settings' primary colour and page background merged in), and `themeCssVariables`
// turns it into a flat map of CSS custom properties to set on :root.
import { optionalObject } from '../shared/read-path.js';

export interface FlattenedTheme {
  colors: Record<string, string>;
  fonts: Record<string, string | number | boolean | object>;
  borders: Record<string, string | number | boolean>;
  pageBackground: Record<string, string>;
  widget: Record<string, string | number>;
}

export interface ThemeContext {
  branding?: unknown;
}

type Gradient = { type?: string; start: string; end: string; angle_deg: number };

function background(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  const g = value as Gradient | undefined;
  return g && typeof g === 'object'
    ? `linear-gradient(${g.angle_deg}deg, ${g.start}, ${g.end})`
    : undefined;
}

/** Theme fonts may hold JSON-encoded objects as strings; the SDK parses those. */
function fonts(input: Record<string, unknown>): FlattenedTheme['fonts'] {
  const out: FlattenedTheme['fonts'] = {};
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string' && value.startsWith('{') && value.endsWith('}')) {
      try {
        out[key] = JSON.parse(value) as object;
      } catch {
        out[key] = value;
      }
    } else if (value !== null && value !== undefined) out[key] = value as string;
  }
  return out;
}

/** The SDK's FlattenedTheme of `branding.themes.default`, or null when the page has no theme. */
export function flattenTheme(context: ThemeContext): FlattenedTheme | null {
  const branding = optionalObject(context.branding, 'branding');
  const themes = optionalObject(branding?.themes, 'branding.themes');
  if (!branding || !themes) return null;
  // Like the SDK: a `themes` object without `default` still yields (empty) groups.
  const theme = optionalObject(themes.default, 'branding.themes.default') ?? {};
  const group = (key: string) => optionalObject(theme[key], `branding.themes.default.${key}`) ?? {};
  const settings = optionalObject(branding.settings, 'branding.settings');
  const settingsColors = optionalObject(settings?.colors, 'branding.settings.colors');
  const colors = { ...group('colors') } as Record<string, string>;
  const pageBackground = { ...group('page_background') } as Record<string, string>;
  if (typeof settingsColors?.primary === 'string' && settingsColors.primary)
    colors.primary = settingsColors.primary;
  const settingsBackground = background(settingsColors?.page_background);
  if (settingsBackground) {
    colors.pageBackground = settingsBackground;
    pageBackground.background_color = settingsBackground;
  }
  return {
    colors,
    fonts: fonts(group('fonts')),
    borders: group('borders') as FlattenedTheme['borders'],
    pageBackground,
    widget: group('widget') as FlattenedTheme['widget'],
  };
}

const kebab = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();

/** Border and widget numbers are pixel sizes; font sizes are percentages of the reference size. */
function cssValue(group: string, key: string, value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (group === 'font' && key === 'reference_text_size') return `${value}px`;
    if (group === 'border' || group === 'widget')
      return /weight|radius|width|height|size/.test(key) ? `${value}px` : String(value);
    return String(value);
  }
  return undefined;
}

/**
 * The theme as CSS custom properties: `--<prefix>-color-primary-button`,
 * `--<prefix>-font-title-size` (percent), `--<prefix>-border-button-border-radius` (px)...
 * Default prefix `ul-theme`. Set them with `element.style.setProperty(name, value)`.
 */
export function themeCssVariables(
  theme: FlattenedTheme,
  prefix = 'ul-theme',
): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (group: string, key: string, value: unknown) => {
    const css = cssValue(group, key, value);
    if (css !== undefined) out[`--${prefix}-${group}-${kebab(key)}`] = css;
  };
  for (const [key, value] of Object.entries(theme.colors)) put('color', key, value);
  for (const [key, value] of Object.entries(theme.borders)) put('border', key, value);
  for (const [key, value] of Object.entries(theme.widget)) put('widget', key, value);
  for (const [key, value] of Object.entries(theme.pageBackground)) put('page', key, value);
  for (const [key, value] of Object.entries(theme.fonts)) {
    if (value && typeof value === 'object') {
      const font = value as { size?: unknown; bold?: unknown };
      if (typeof font.size === 'number')
        out[`--${prefix}-font-${kebab(key)}-size`] = `${font.size}%`;
      if (typeof font.bold === 'boolean')
        out[`--${prefix}-font-${kebab(key)}-weight`] = font.bold ? '700' : '400';
    } else put('font', key, value);
  }
  return out;
}
