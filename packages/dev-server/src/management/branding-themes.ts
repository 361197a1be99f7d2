/**
 * `/api/v2/branding/themes`: `POST` (create the tenant's theme), `GET /default`, and `GET`,
 * `PATCH`, `DELETE /{themeId}`. Every body carries the five required groups (borders, colors,
 * fonts, page_background, widget) in full, as on the service; answers add `themeId`. Colors are
 * hex colors and URLs https (or empty), so a theme value can never be markup or script.
 */
import { Hono } from 'hono';
import * as z from 'zod';
import { ApiError } from '../errors/api-error.js';
import type { ManagementEnv } from '../middleware/management-auth.js';
import { requireScope } from '../middleware/management-auth.js';
import type { AppDeps } from '../tenant/app-deps.js';
import {
  type BrandingTheme,
  brandingThemes,
  defaultTheme,
  OPTIONAL_THEME_COLORS,
  THEME_COLORS,
  type ThemeRecord,
} from '../tenant/branding-themes.js';
import { checkStoredRecords } from '../validation/check-stored-records.js';
import { lazy } from '../validation/lazy.js';
import { readJsonBody } from '../validation/read-body.js';
import { alphanumeric } from './random-id.js';

/** `#rgb`, `#rrggbb` or `#rrggbbaa`. */
export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

const themeBody = lazy(() => {
  const color = z.string().regex(HEX_COLOR, 'Colors are hex colors such as #635dff');
  const url = z.union([z.literal(''), z.url({ protocol: /^https$/ }).max(2000)]);
  const size = z.number().min(0).max(150);
  const font = z.strictObject({ bold: z.boolean(), size: z.number().min(0).max(150) });
  const style = z.enum(['pill', 'rounded', 'sharp']);
  return z.strictObject({
    borders: z.strictObject({
      button_border_radius: size,
      button_border_weight: size,
      buttons_style: style,
      input_border_radius: size,
      input_border_weight: size,
      inputs_style: style,
      show_widget_shadow: z.boolean(),
      widget_border_weight: size,
      widget_corner_radius: size,
    }),
    colors: z.strictObject({
      ...Object.fromEntries(THEME_COLORS.map((key) => [key, color])),
      ...Object.fromEntries(OPTIONAL_THEME_COLORS.map((key) => [key, color.optional()])),
      captcha_widget_theme: z.enum(['auto', 'dark', 'light']).optional(),
    }),
    displayName: z.string().min(1).max(2048).optional(),
    fonts: z.strictObject({
      body_text: font,
      buttons_text: font,
      font_url: url,
      input_labels: font,
      links: font,
      links_style: z.enum(['normal', 'underlined']),
      reference_text_size: z.number().min(12).max(24),
      subtitle: font,
      title: font,
    }),
    identifiers: z
      .strictObject({
        login_display: z.enum(['separate', 'unified']),
        otp_autocomplete: z.boolean(),
        phone_display: z.strictObject({
          formatting: z.enum(['international', 'regional']),
          masking: z.enum(['hide_country_code', 'mask_digits', 'show_all']),
        }),
      })
      .optional(),
    page_background: z.strictObject({
      background_color: color,
      background_image_url: url,
      page_layout: z.enum(['center', 'left', 'right']),
    }),
    widget: z.strictObject({
      header_text_alignment: z.enum(['center', 'left', 'right']),
      logo_height: z.number().min(1).max(100),
      logo_position: z.enum(['center', 'left', 'none', 'right']),
      logo_url: url,
      social_buttons_layout: z.enum(['bottom', 'top']),
    }),
  }) as unknown as z.ZodType<Omit<BrandingTheme, 'displayName'> & { displayName?: string }>;
});

const storedTheme = lazy(() =>
  (themeBody() as unknown as z.ZodObject).extend({ themeId: z.string().min(1) }),
);

const themeNotFound = () => new ApiError(404, 'theme_not_found', 'There is no theme with that id');

export function brandingThemesRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const themes = brandingThemes(store);
  checkStoredRecords(store, themes, () => storedTheme());
  const routes = new Hono<ManagementEnv>();
  const find = (id: string): ThemeRecord => {
    const theme = themes.get(id);
    if (!theme) throw themeNotFound();
    return theme;
  };

  routes.post('/', requireScope('create:branding'), async (c) => {
    const body = await readJsonBody(c, themeBody());
    // The service keeps one theme per tenant: the default.
    if (defaultTheme(store))
      throw new ApiError(409, 'theme_already_exists', 'The tenant already has a theme');
    const themeId = alphanumeric(24);
    const theme: ThemeRecord = { displayName: 'Unnamed Theme', ...body, themeId };
    await themes.set(themeId, theme);
    return c.json(theme, 200);
  });

  routes.get('/default', requireScope('read:branding'), (c) => {
    const theme = defaultTheme(store);
    if (!theme) throw new ApiError(404, 'theme_not_found', 'There is no default theme');
    return c.json(theme);
  });

  routes.get('/:themeId', requireScope('read:branding'), (c) =>
    c.json(find(c.req.param('themeId'))),
  );

  routes.patch('/:themeId', requireScope('update:branding'), async (c) => {
    const current = find(c.req.param('themeId'));
    const body = await readJsonBody(c, themeBody());
    const theme: ThemeRecord = {
      displayName: current.displayName,
      ...body,
      themeId: current.themeId,
    };
    await themes.set(current.themeId, theme);
    return c.json(theme);
  });

  routes.delete('/:themeId', requireScope('delete:branding'), async (c) => {
    const theme = find(c.req.param('themeId'));
    await themes.delete(theme.themeId);
    return c.body(null, 204);
  });

  return routes;
}
