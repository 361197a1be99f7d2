/**
 * The shapes of the tenant's login customization that every way in must pass: the Management
 * API's bodies (management/branding-themes.ts, management/prompts-custom-text.ts,
 * management/tenant-settings.ts for `/branding`) and the
 * committed tenant/ files that `screenkit deploy` sends and `pnpm dev` stores
 * (project/customization-files.ts). One schema per rule, so a file the CLI accepts is a body
 * the API accepts, and a record the store holds passes the store's own check at start.
 */
import { listScreens, type PromptName } from '@screenkit/core';
import * as z from 'zod';
import { lazy } from '../validation/lazy.js';
import { type BrandingTheme, OPTIONAL_THEME_COLORS, THEME_COLORS } from './branding-themes.js';
import type { PromptTexts } from './custom-text.js';

/** `#rgb`, `#rrggbb` or `#rrggbbaa`. */
export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/**
 * The one colour rule of every colour the tenant's customization takes: themes, `/branding`
 * and an organization's branding (management/organizations.ts).
 */
export const hexColor = lazy(() =>
  z.string().regex(HEX_COLOR, 'Colors are hex colors such as #635dff'),
);

export const themeBody = lazy(() => {
  const color = hexColor();
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

/** An https URL (the service's `strict-https-uri`): never `javascript:`, `data:` or plain http. */
const httpsUrl = () => z.url({ protocol: /^https$/, error: 'Must be an https URL' }).max(2000);

/**
 * `PATCH /branding` and tenant/branding/branding.json: the universal login colours, logo,
 * favicon and font. `null` unsets a value (as on the service); the page background is a colour
 * or a linear gradient between two.
 */
export const brandingBody = lazy(() => {
  const color = hexColor();
  const gradient = z.strictObject({
    type: z.literal('linear-gradient'),
    start: color,
    end: color,
    angle_deg: z.number().min(0).max(360),
  });
  return z.strictObject({
    colors: z
      .strictObject({
        primary: color.nullable().optional(),
        page_background: z.union([color, gradient]).nullable().optional(),
      })
      .nullable()
      .optional(),
    logo_url: httpsUrl().nullable().optional(),
    favicon_url: httpsUrl().nullable().optional(),
    font: z.strictObject({ url: httpsUrl().nullable().optional() }).nullable().optional(),
  });
});

export type BrandingBody = z.output<ReturnType<typeof brandingBody>>;

/**
 * Per text. The service's exact limit is not documented in REFERENCE; this is generous for a
 * page text and keeps a tenant's texts small.
 */
export const MAX_CUSTOM_TEXT_LENGTH = 5_000;
/** Text keys are identifiers such as `title`, `buttonText`, `error-wrong-credentials`. */
const TEXT_KEY = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;

/** Body schema for one prompt: its screens -> key -> text. */
function buildCustomTextBody(prompt: PromptName): z.ZodType<PromptTexts> {
  const texts = z
    .record(
      z.string().regex(TEXT_KEY, 'Text keys are identifiers such as title or buttonText'),
      z.string().max(MAX_CUSTOM_TEXT_LENGTH),
    )
    .optional();
  return z.strictObject(
    Object.fromEntries(listScreens(prompt).map((screen) => [screen, texts])),
  ) as unknown as z.ZodType<PromptTexts>;
}

const customTextBodies = new Map<PromptName, z.ZodType<PromptTexts>>();

/** Body schema for one prompt's texts in one language (built once per prompt). */
export function customTextBody(prompt: PromptName): z.ZodType<PromptTexts> {
  let schema = customTextBodies.get(prompt);
  if (!schema) {
    schema = buildCustomTextBody(prompt);
    customTextBodies.set(prompt, schema);
  }
  return schema;
}

/** The prompt settings (`PATCH /prompts`), each optional; `null` means "back to the default". */
export const promptSettingsBody = lazy(() =>
  z.strictObject({
    universal_login_experience: z.enum(['new', 'classic']).optional(),
    identifier_first: z.boolean().nullable().optional(),
    webauthn_platform_first_factor: z.boolean().nullable().optional(),
  }),
);
