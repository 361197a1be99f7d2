// A branding block shaped like the service's default theme (Management API /branding/themes),
// with the quirks pages meet: an optional color, a font stored as a JSON string.
import { SERVICE_DEFAULT_THEME as base } from '../src/theme/index.js';

export const defaultTheme = {
  ...base,
  colors: { base_focus_color: '#635dff', ...base.colors },
  displayName: 'Unnamed Theme',
  fonts: { ...base.fonts, links: '{"bold":true,"size":87.5}', title: { bold: true, size: 150 } },
};

export const branding = {
  settings: {
    colors: {
      primary: '#0059d6',
      page_background: { type: 'linear-gradient', start: '#fff', end: '#000', angle_deg: 35 },
    },
    logo_url: 'https://cdn.example.com/logo.png',
  },
  themes: { default: defaultTheme },
};
