/**
 * The tenant's settings (`tenant-settings.json`): name, MFA policy and factors, enabled locales,
 * branding, captcha, password hashing cost, identifier first; stored values over the defaults.
 */
import type { Collection, Store } from '../store/store.js';
import type { BrandingBody } from './customization-schemas.js';
import type { FactorType } from './users.js';

/** The name every record of the mock reports as its `tenant`. */
export const TENANT_NAME = 'screenkit-dev';

export interface TenantSettings {
  friendly_name: string;
  picture_url?: string;
  support_email?: string;
  support_url?: string;
  enabled_locales: string[];
  /**
   * MFA policy: `never`, `all-applications` (everyone; users with no factor enrol an
   * authenticator app) or `enrolled` (challenge users who enrolled a factor, what a tenant
   * gets from the common "MFA for enrolled users" Action).
   */
  mfa: {
    policy: 'never' | 'all-applications' | 'enrolled';
    factors: FactorType[];
    /** Offer "remember this browser" on challenges (default on; src/login/remember-browser.ts). */
    remember_browser?: boolean;
  };
  branding: {
    /** Only the colours set: one unset (`null`) is absent, as `GET /branding` shows it. */
    colors?: { primary?: string; page_background?: PageBackground };
    logo_url?: string;
    favicon_url?: string;
    font?: { url: string };
  };
  /** Captcha on login/signup: `none` or a provider with its site key. */
  captcha: { provider: 'none' | 'recaptcha_v2' | 'auth0'; siteKey?: string };
  /** Password hashing cost (bcrypt rounds). Low in dev by default; the service uses 10. */
  password_hash_rounds: number;
  /** The API a login that names no `audience` gets its access token for (protocol/audience.ts). */
  default_audience?: string;
  /** Where a logout that names no application may send the browser (protocol/logout-destination.ts). */
  allowed_logout_urls?: string[];
}

/** A colour, or a linear gradient between two (`GET /branding` shows either). */
export type PageBackground =
  | string
  | { type: 'linear-gradient'; start: string; end: string; angle_deg: number };

export type Branding = TenantSettings['branding'];

/** A new tenant's colours, and the look of a page whose tenant unset them. */
export const DEFAULT_BRANDING_COLORS = { primary: '#635dff', page_background: '#f4f4f6' } as const;

export const DEFAULT_TENANT_SETTINGS: TenantSettings = {
  friendly_name: 'screenkit dev tenant',
  enabled_locales: ['en', 'fr'],
  mfa: {
    policy: 'enrolled',
    factors: ['otp', 'email', 'sms', 'recovery-code', 'push-notification'],
  },
  branding: { colors: { ...DEFAULT_BRANDING_COLORS } },
  captcha: { provider: 'none' },
  password_hash_rounds: 4,
};

const settingsCollection = (store: Store): Collection<TenantSettings> =>
  store.collection('tenant-settings');

export function tenantSettings(store: Store): TenantSettings {
  const stored = settingsCollection(store).get('tenant');
  return stored ? { ...DEFAULT_TENANT_SETTINGS, ...stored } : DEFAULT_TENANT_SETTINGS;
}

export function setTenantSettings(store: Store, settings: Partial<TenantSettings>): Promise<void> {
  return settingsCollection(store).set('tenant', { ...tenantSettings(store), ...settings });
}

/**
 * `PATCH /branding` (checked with customization-schemas.ts) over the stored branding: what the
 * body names replaces, `null` unsets it, as on the service: an unset colour is absent from
 * `GET /branding` (not the default put back), `colors: null` unsets both, and `colors` itself
 * is absent once neither is set. Pages then fall back to the built-in look.
 */
export function patchedBranding(current: Branding, patch: BrandingBody): Branding {
  const { colors: currentColors, ...rest } = current;
  const next: Branding = rest;
  const colors = patch.colors === null ? {} : { ...currentColors };
  const { primary, page_background } = patch.colors ?? {};
  if (primary === null) delete colors.primary;
  else if (primary !== undefined) colors.primary = primary;
  if (page_background === null) delete colors.page_background;
  else if (page_background !== undefined) colors.page_background = page_background;
  if (Object.keys(colors).length > 0) next.colors = colors;
  for (const key of ['logo_url', 'favicon_url'] as const) {
    const value = patch[key];
    if (value === null) delete next[key];
    else if (value !== undefined) next[key] = value;
  }
  if (patch.font === null || patch.font?.url === null) delete next.font;
  else if (patch.font?.url) next.font = { url: patch.font.url };
  return next;
}
