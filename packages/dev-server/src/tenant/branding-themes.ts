/**
 * The tenant's Universal Login theme (`/api/v2/branding/themes`): borders, colors, fonts, page
 * background, widget, as the service keeps them. A tenant has at most one theme, its default:
 * pages get it in `branding.themes.default` (rendering/locales/tenant-presentation.ts); without
 * one they get the theme derived from the branding colors.
 */
import type { Collection, Store } from '../store/store.js';

/** The theme's required colors (hex), and its optional ones. */
export const THEME_COLORS = [
  'body_text',
  'error',
  'header',
  'icons',
  'input_background',
  'input_border',
  'input_filled_text',
  'input_labels_placeholders',
  'links_focused_components',
  'primary_button',
  'primary_button_label',
  'secondary_button_border',
  'secondary_button_label',
  'success',
  'widget_background',
  'widget_border',
] as const;
export const OPTIONAL_THEME_COLORS = [
  'base_focus_color',
  'base_hover_color',
  'read_only_background',
] as const;

type Style = 'pill' | 'rounded' | 'sharp';
type FontStyle = { bold: boolean; size: number };

export interface BrandingTheme {
  borders: {
    button_border_radius: number;
    button_border_weight: number;
    buttons_style: Style;
    input_border_radius: number;
    input_border_weight: number;
    inputs_style: Style;
    show_widget_shadow: boolean;
    widget_border_weight: number;
    widget_corner_radius: number;
  };
  colors: Record<(typeof THEME_COLORS)[number], string> &
    Partial<Record<(typeof OPTIONAL_THEME_COLORS)[number], string>> & {
      captcha_widget_theme?: 'auto' | 'dark' | 'light';
    };
  displayName: string;
  fonts: {
    body_text: FontStyle;
    buttons_text: FontStyle;
    font_url: string;
    input_labels: FontStyle;
    links: FontStyle;
    links_style: 'normal' | 'underlined';
    reference_text_size: number;
    subtitle: FontStyle;
    title: FontStyle;
  };
  identifiers?: {
    login_display: 'separate' | 'unified';
    otp_autocomplete: boolean;
    phone_display: {
      formatting: 'international' | 'regional';
      masking: 'hide_country_code' | 'mask_digits' | 'show_all';
    };
  };
  page_background: {
    background_color: string;
    background_image_url: string;
    page_layout: 'center' | 'left' | 'right';
  };
  widget: {
    header_text_alignment: 'center' | 'left' | 'right';
    logo_height: number;
    logo_position: 'center' | 'left' | 'none' | 'right';
    logo_url: string;
    social_buttons_layout: 'bottom' | 'top';
  };
}

/** A stored theme, as the API answers it. */
export type ThemeRecord = BrandingTheme & { themeId: string };

/** Keyed by themeId. */
export const brandingThemes = (store: Store): Collection<ThemeRecord> =>
  store.collection('branding-themes');

/** The tenant's default theme, if it made one. */
export function defaultTheme(store: Store): ThemeRecord | undefined {
  return brandingThemes(store).page(0, 1)[0];
}
