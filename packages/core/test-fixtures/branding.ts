// A branding block shaped like the service's default theme (Management API /branding/themes).
export const defaultTheme = {
  borders: {
    button_border_radius: 3,
    button_border_weight: 1,
    buttons_style: 'rounded',
    input_border_radius: 3,
    input_border_weight: 1,
    inputs_style: 'rounded',
    show_widget_shadow: true,
    widget_border_weight: 0,
    widget_corner_radius: 5,
  },
  colors: {
    base_focus_color: '#635dff',
    body_text: '#1e212a',
    error: '#d03c38',
    primary_button: '#635dff',
    primary_button_label: '#ffffff',
    widget_background: '#ffffff',
  },
  displayName: 'Unnamed Theme',
  fonts: {
    body_text: { bold: false, size: 87.5 },
    font_url: '',
    links: '{"bold":true,"size":87.5}',
    links_style: 'normal',
    reference_text_size: 16,
    title: { bold: true, size: 150 },
  },
  page_background: { background_color: '#000000', background_image_url: '', page_layout: 'center' },
  widget: {
    header_text_alignment: 'center',
    logo_height: 52,
    logo_position: 'center',
    logo_url: '',
  },
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
