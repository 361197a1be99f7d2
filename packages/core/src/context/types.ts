/**
 * The page context the service injects as `window.universal_login_context`, with the service's
 * own snake_case names. Unknown extra fields pass through untouched, hence the index signatures.
 */
import type { PromptName, ScreenName } from '../catalogue/catalogue.js';

type Extra = { [key: string]: unknown };

export interface TransactionError extends Extra {
  code: string;
  field?: string;
  message: string;
  rules?: unknown[];
}

export interface PromptContext extends Extra {
  name: PromptName;
}

export interface Captcha extends Extra {
  provider: string;
  image?: string;
  siteKey?: string;
  clientSubdomain?: string;
}

/** `Data` and `Links` are what a screen's declaration says it carries (see screens/declaration.ts). */
export interface ScreenContext<
  Data extends object = Record<string, unknown>,
  Links extends object = Record<string, string>,
> extends Extra {
  name: ScreenName;
  links?: Links;
  captcha?: Captcha;
  data?: Data;
  texts?: Record<string, string>;
}

export interface TransactionContext extends Extra {
  state: string;
  locale?: string;
  errors?: TransactionError[];
  country_code?: { code: string; prefix: string };
  connection?: Extra;
  alternate_connections?: Extra[];
}

export interface ClientContext extends Extra {
  id: string;
  name: string;
  logo_uri?: string;
  description?: string;
  metadata?: Record<string, string>;
}

export interface OrganizationContext extends Extra {
  /** Absent on peer data such as `{ usage: "deny" }`. */
  id?: string;
  name?: string;
  usage?: string;
  display_name?: string;
  branding?: { logo_url?: string; colors?: { primary?: string; page_background?: string } };
  metadata?: Record<string, string>;
}

export interface UserContext extends Extra {
  id: string;
  email?: string;
  username?: string;
  phone_number?: string;
  picture?: string;
  enrolled_factors?: string[];
  organizations?: Extra[];
  user_metadata?: Record<string, unknown>;
  app_metadata?: Record<string, unknown>;
  /** The MFA factors the user enrolled, as the MFA list screens read them. */
  enrolled_emails?: { id: number; email: string }[];
  enrolled_phone_numbers?: { id: number; phone_number: string }[];
  enrolled_devices?: { id: number; device: string }[];
}

export interface TenantContext extends Extra {
  name?: string;
  friendly_name?: string;
  enabled_locales?: string[];
  enabled_factors?: string[];
}

export interface BrandingContext extends Extra {
  settings?: {
    colors?: Record<string, unknown>;
    favicon_url?: string;
    logo_url?: string;
    font?: { url: string };
  } & Extra;
  themes?: { default: Extra } & Extra;
}

export interface UntrustedDataContext extends Extra {
  submitted_form_data?: Record<string, unknown>;
  authorization_params?: {
    login_hint?: string;
    screen_hint?: string;
    ui_locales?: string;
    [ext: `ext-${string}`]: string | undefined;
  } & Extra;
}

/**
 * `country_codes`, as the official SDK (@auth0/auth0-acul-js 1.8.0, `CountryCodesContext`)
 * reads it: `{available: [{code, label, dial_code}], recommended}`. Not `[{code, prefix}]`:
 * that is the shape of `transaction.country_code` (the visitor's own country), which REFERENCE
 * section 1 gives; it leaves `country_codes` unshaped, so the SDK, the oracle, decides.
 */
export interface CountryCodesContext extends Extra {
  /** Sorted by `label`, localized to the page's locale; a code may appear once per dial code. */
  available?: Array<{ code: string; label: string; dial_code: string } & Extra>;
  /** ISO 3166-1 alpha-2 code to preselect (not an index into `available`). */
  recommended?: string;
}

export interface UniversalLoginContext extends Extra {
  branding?: BrandingContext;
  client?: ClientContext;
  /** Countries for phone entry; only when `context_configuration` lists `country_codes`. */
  country_codes?: CountryCodesContext;
  /** Present when the transaction runs in an organization. */
  organization?: OrganizationContext;
  prompt: PromptContext;
  screen: ScreenContext;
  tenant?: TenantContext;
  transaction: TransactionContext;
  /** Present once the user is known (for example on consent and MFA screens). */
  user?: UserContext;
  untrusted_data?: UntrustedDataContext;
}

/** A scope as the consent screens list it. */
export interface ScopeEntry extends Extra {
  value: string;
  description?: string;
}
