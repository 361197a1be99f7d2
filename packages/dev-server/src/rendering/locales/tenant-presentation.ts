/**
 * How the tenant presents itself on every login page: the locale picked from `ui_locales`
 * and the enabled locales, the screen's texts in that locale (the tenant's custom text over the
 * built-in ones), the branding settings
 * (`/api/v2/branding`) and theme, and the tenant part (`/api/v2/tenants/settings`); and the
 * branding alone for previews of a tenant that customized it (`customizedBranding`).
 */
import { isDeepStrictEqual } from 'node:util';
import { promptOfScreen } from '@screenkit/core';
import type { Store } from '../../store/store.js';
import { clientsCollection } from '../../tenant/applications.js';
import { defaultTheme } from '../../tenant/branding-themes.js';
import { screenCustomTexts } from '../../tenant/custom-text.js';
import {
  DEFAULT_BRANDING_COLORS,
  DEFAULT_TENANT_SETTINGS,
  TENANT_NAME,
  tenantSettings,
} from '../../tenant/settings.js';
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
  return {
    locale,
    texts: screenTexts(
      screen,
      locale,
      { clientName: client?.name ?? 'the application', companyName: settings.friendly_name },
      screenCustomTexts(store, promptOfScreen(screen) ?? screen, screen, locale),
    ),
    branding: tenantBranding(store),
    tenant: {
      name: TENANT_NAME,
      friendly_name: settings.friendly_name,
      enabled_locales: settings.enabled_locales,
      ...(settings.picture_url ? { logo_url: settings.picture_url } : {}),
    },
  };
}

/** `branding` as pages get it (a layer over the fixture): the settings (`/branding`) and the default theme. */
function tenantBranding(store: Store): Json {
  const branding = tenantSettings(store).branding;
  const { colors, logo_url, favicon_url, font } = branding;
  return {
    // `null`: a value the tenant did not set is removed from the fixture's too, never shown.
    settings: {
      // Only the colours set; none set removes the fixture's (the service shows no `colors`).
      colors: colors
        ? { primary: colors.primary ?? null, page_background: colors.page_background ?? null }
        : null,
      logo_url: logo_url ?? null,
      favicon_url: favicon_url ?? null,
      font: font ?? null,
    },
    // The tenant's theme (/branding/themes), else the one the service derives from the colors.
    themes: { default: themeOf(store) ?? derivedTheme(branding) },
  };
}

/**
 * The tenant's branding once it set one (a theme, or settings other than the defaults), for a
 * preview that has no login to take it from; undefined for an untouched tenant, whose previews
 * keep the fixture's look (and `screenkit check`'s baselines with it).
 */
export function customizedBranding(store: Store): Json | undefined {
  const untouched = isDeepStrictEqual(
    tenantSettings(store).branding,
    DEFAULT_TENANT_SETTINGS.branding,
  );
  return untouched && !defaultTheme(store) ? undefined : tenantBranding(store);
}

function themeOf(store: Store): Json | undefined {
  const theme = defaultTheme(store);
  if (!theme) return undefined;
  const { themeId: _, ...shown } = theme;
  return shown;
}

function derivedTheme(branding: ReturnType<typeof tenantSettings>['branding']) {
  const { logo_url, font } = branding;
  // An unset colour leaves the theme's at the built-in look.
  const colors = { ...DEFAULT_BRANDING_COLORS, ...branding.colors };
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
