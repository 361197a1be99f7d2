/**
 * The context parts a screen object exposes (`screen.screen`, `screen.transaction`, `client`,
 * `organization`, `prompt`, `tenant`, `user`, `untrustedData`): the page's own snake_case fields
 * as sent, plus the official SDK's camelCase views under the SDK's names and with its values
 * (`screen.captchaImage`, `transaction.currentConnection`, `user.enrolledFactors`, ...). The views
 * every screen has are declared here once; a screen's own (`screen.publicKey`,
 * `transaction.isSignupEnabled`, ...) are declared in its declaration's `views`.
 */
import type { UniversalLoginContext } from '../context/types.js';

/** A view: a value computed from the page context, as the SDK computes it. */
export type View = (context: UniversalLoginContext) => unknown;
export type Views = Readonly<Record<string, View>>;
/** The object type a views table adds to its part. */
export type ViewsType<V> = V extends Views
  ? { readonly [K in keyof V]: ReturnType<V[K]> }
  : unknown;

type Obj = Record<string, unknown> | undefined;

/** The value at a dotted path, or null when any step is absent (the SDK's `?? null`). */
export const at =
  <T = unknown>(path: string) =>
  (context: UniversalLoginContext): T | null =>
    (path.split('.').reduce<unknown>((v, k) => (v as Obj)?.[k], context) ?? null) as T | null;

type Words<S extends string> = S extends `${infer W} ${infer R}` ? W | Words<R> : S;
type Camel<S extends string> = S extends `${infer A}${'_' | '.'}${infer B}`
  ? `${A}${Capitalize<Camel<B>>}`
  : S;
type ValueAt<T, P extends string> = P extends `${infer K}.${infer R}`
  ? ValueAt<NonNullable<T>[K & keyof NonNullable<T>], R>
  : NonNullable<T>[P & keyof NonNullable<T>];

/**
 * Views named as the camelCase of each space-separated path under `part` (`phone_number` ->
 * `phoneNumber`, `captcha.siteKey` -> `captchaSiteKey`), each the value there or null; typed from
 * the context's own types.
 */
const camelViews = <const K extends keyof UniversalLoginContext, const P extends string>(
  part: K,
  paths: P,
) =>
  Object.fromEntries(
    paths
      .split(' ')
      .map((path) => [
        path.replace(/[._]([a-z])/g, (_, c: string) => c.toUpperCase()),
        at(`${part}.${path}`),
      ]),
  ) as {
    [W in Words<P> as Camel<W>]: (
      context: UniversalLoginContext,
    ) => NonNullable<ValueAt<UniversalLoginContext[K], W>> | null;
  };

interface Connection {
  name?: string;
  strategy?: string;
  metadata?: Record<string, string>;
  options?: { icon_url?: string; display_name?: string; show_as_button?: boolean };
}
const nameStrategyMetadata = ({ name, strategy, metadata }: Connection) => ({
  name,
  strategy,
  metadata,
});

// The SDK's base models (models/*.js of @auth0/auth0-acul-js), field for field.
export const SCREEN_VIEWS = {
  ...camelViews('screen', 'captcha.image captcha.siteKey captcha.provider'),
  isCaptchaAvailable: (c: UniversalLoginContext) => !!c.screen.captcha,
};

export const TRANSACTION_VIEWS = {
  hasErrors: (c: UniversalLoginContext) => !!c.transaction.errors?.length,
  countryCode: at<string>('transaction.country_code.code'),
  countryPrefix: at<string>('transaction.country_code.prefix'),
  connectionStrategy: (c: UniversalLoginContext) =>
    (c.transaction.connection?.strategy as string | undefined)?.toLowerCase() ?? null,
  currentConnection: (c: UniversalLoginContext) => {
    const connection = c.transaction.connection as Connection | undefined;
    return connection ? nameStrategyMetadata(connection) : null;
  },
  alternateConnections: (c: UniversalLoginContext) => {
    const list = c.transaction.alternate_connections as Connection[] | undefined;
    return Array.isArray(list)
      ? list.map((connection) => {
          const base = nameStrategyMetadata(connection);
          const o = connection.options;
          return 'options' in connection
            ? {
                ...base,
                options: {
                  iconUrl: o?.icon_url,
                  displayName: o?.display_name,
                  showAsButton: o?.show_as_button,
                },
              }
            : base;
        })
      : null;
  },
};

export const CLIENT_VIEWS = { logoUrl: at<string>('client.logo_uri') };
export const ORGANIZATION_VIEWS = camelViews('organization', 'display_name');
export const TENANT_VIEWS = camelViews('tenant', 'friendly_name enabled_locales enabled_factors');
export const USER_VIEWS = camelViews(
  'user',
  'phone_number user_metadata app_metadata enrolled_factors enrolled_emails enrolled_phone_numbers enrolled_devices',
);
export const UNTRUSTED_DATA_VIEWS = {
  ...camelViews('untrusted_data', 'submitted_form_data'),
  authorizationParams: (c: UniversalLoginContext) => {
    const params = c.untrusted_data?.authorization_params as Record<string, string> | undefined;
    return params
      ? ({
          login_hint: params.login_hint,
          screen_hint: params.screen_hint,
          ui_locales: params.ui_locales,
          ...params,
        } as { login_hint?: string; screen_hint?: string; ui_locales?: string } & Record<
          string,
          string
        >)
      : null;
  },
};

// `branding` and `countryCodes`: the SDK's BrandingModel and CountryCodes, field for field.
type Gradient = { type: string; start: string; end: string; angle_deg: number };
type Theme = Record<string, Record<string, never> | string | undefined>;
export interface BrandingSettings {
  colors?: {
    primary?: string;
    pageBackground?: string | { type: string; start: string; end: string; angleDegree: number };
  };
  faviconUrl?: string;
  logoUrl?: string;
  fontUrl?: string;
}
export interface BrandingThemes {
  default: {
    borders: Record<string, string | boolean | number>;
    colors: Record<string, string>;
    displayName: string;
    fonts: Record<string, string | boolean | object>;
    pageBackground: Record<string, string>;
    widget: Record<string, string | number>;
    identifiers?: { loginDisplay?: string; otpAutocomplete?: boolean; phoneDisplay?: object };
  };
}
/** The entries that pass `keep`, or undefined when none does. */
const kept = (entries: Record<string, unknown>, keep: (value: unknown) => boolean) => {
  const out = Object.fromEntries(Object.entries(entries).filter(([, v]) => keep(v)));
  return Object.keys(out).length ? out : undefined;
};

export const BRANDING_VIEWS = {
  settings: (c: UniversalLoginContext): BrandingSettings | null => {
    const s = c.branding?.settings;
    if (!s) return null;
    const k = s.colors;
    const bg = k?.page_background as string | Gradient | undefined;
    return {
      ...(k && {
        colors: {
          primary: k.primary as string | undefined,
          pageBackground:
            typeof bg === 'string' || !bg
              ? bg
              : { type: bg.type, start: bg.start, end: bg.end, angleDegree: bg.angle_deg },
        },
      }),
      // The SDK keeps these only when they are non-empty strings.
      ...kept(
        { faviconUrl: s.favicon_url, logoUrl: s.logo_url, fontUrl: s.font?.url },
        (v) => typeof v === 'string' && v !== '',
      ),
    };
  },
  themes: (c: UniversalLoginContext): BrandingThemes | null => {
    const t = c.branding?.themes;
    if (!t) return null;
    const d = (t.default ?? {}) as Theme;
    const i = d.identifiers as Record<string, unknown> | undefined;
    const identifiers = kept(
      {
        loginDisplay: i?.login_display,
        otpAutocomplete: i?.otp_autocomplete,
        phoneDisplay: i?.phone_display,
      },
      (v) => v !== undefined,
    );
    return {
      default: {
        borders: d.borders ?? {},
        colors: d.colors ?? {},
        displayName: d.displayName ?? '',
        fonts: d.fonts ?? {},
        pageBackground: d.page_background ?? {},
        widget: d.widget ?? {},
        ...(identifiers && { identifiers }),
      } as BrandingThemes['default'],
    };
  },
};

export const COUNTRY_CODES_VIEWS = {
  available: (c: UniversalLoginContext) => {
    const list = (c.country_codes as { available?: unknown } | undefined)?.available;
    return Array.isArray(list)
      ? list.map(({ code, label, dial_code }) => ({
          code: code as string,
          label: label as string,
          dialCode: dial_code as string,
        }))
      : null;
  },
  recommended: at<string>('country_codes.recommended'),
};

/** Runs a views table over the context. */
export function runViews(views: Views | undefined, context: UniversalLoginContext) {
  const out: Record<string, unknown> = {};
  for (const key in views) out[key] = (views[key] as View)(context);
  return out;
}
