/**
 * How the tenant presents itself on every login page: the locale picked from `ui_locales`
 * and the enabled locales, the screen's texts in that locale (the tenant's custom text over the
 * built-in ones), the branding settings
 * (`/api/v2/branding`) and theme, and the tenant part (`/api/v2/tenants/settings`).
 */
import { promptOfScreen } from '@screenkit/core';
import type { Store } from '../../store/store.js';
import { clientsCollection } from '../../tenant/applications.js';
import { defaultTheme } from '../../tenant/branding-themes.js';
import { screenCustomTexts } from '../../tenant/custom-text.js';
import { TENANT_NAME, tenantSettings } from '../../tenant/settings.js';
import { pickLocale } from './pick-locale.js';
import { screenTexts } from './screen-texts.js';

type Json = Record<string, unknown>;

export interface Presentation {
  locale: string;
  texts: Record<string, string>;
  branding: Json;
  tenant: Json;
}

export function tenantPresentation(
  store: Store,
  screen: string,
  options: { clientId?: string | undefined; uiLocales?: string | undefined },
): Presentation {
  const settings = tenantSettings(store);
  const locale = pickLocale(options.uiLocales, settings.enabled_locales);
  const client = options.clientId
    ? clientsCollection(store).get(options.clientId)
    : clientsCollection(store).list()[0];
  const { colors, logo_url, favicon_url, font } = settings.branding;
  return {
    locale,
    texts: screenTexts(
      screen,
      locale,
      { clientName: client?.name ?? 'the application', companyName: settings.friendly_name },
      screenCustomTexts(store, promptOfScreen(screen) ?? screen, screen, locale),
    ),
    branding: {
      settings: {
        colors,
        ...(logo_url ? { logo_url } : {}),
        ...(favicon_url ? { favicon_url } : {}),
        ...(font ? { font } : {}),
      },
      // The tenant's theme (/branding/themes), else the one the service derives from the colors.
      themes: { default: themeOf(store) ?? derivedTheme(settings.branding) },
    },
    tenant: {
      name: TENANT_NAME,
      friendly_name: settings.friendly_name,
      enabled_locales: settings.enabled_locales,
      ...(settings.picture_url ? { logo_url: settings.picture_url } : {}),
    },
  };
}

function themeOf(store: Store): Json | undefined {
  const theme = defaultTheme(store);
  if (!theme) return undefined;
  const { themeId: _, ...shown } = theme;
  return shown;
}

function derivedTheme({ colors, logo_url, font }: ReturnType<typeof tenantSettings>['branding']) {
  return {
    displayName: 'Default',
    colors: { primary_button: colors.primary, base_focus_color: colors.primary },
    // A gradient background (branding.settings keeps it whole) starts from its first colour.
    page_background: {
      background_color:
        typeof colors.page_background === 'string'
          ? colors.page_background
          : colors.page_background.start,
    },
    borders: { button_border_radius: 3, input_border_radius: 3 },
    fonts: { font_url: font?.url ?? '' },
    widget: { logo_url: logo_url ?? '', logo_position: 'center' },
  };
}
