/** A complete branding theme for tests: the service's default theme, recoloured as a bank's. */
import { SERVICE_DEFAULT_THEME as base } from '@screenkit/core';

const font = { bold: false, size: 100 };
export const THEME = {
  ...base,
  displayName: 'Bank',
  colors: {
    ...base.colors,
    links_focused_components: '#0a6e4f',
    primary_button: '#0a6e4f',
    widget_background: '#fafaf5',
  },
  fonts: {
    ...base.fonts,
    body_text: font,
    buttons_text: font,
    input_labels: font,
    links: { bold: true, size: 100 },
    subtitle: font,
  },
  page_background: { ...base.page_background, background_color: '#123456' },
} as const;
