/**
 * What `/api/v2/clients` accepts and returns: the request bodies (the service's field names and
 * limits), URL fields that may never hold a script (`javascript:`, `data:` ...), and the
 * settings the service fills in on every application it returns.
 */
import * as z from 'zod';
import { NOTIFICATION_CHANNELS } from '../tenant/ciba-application.js';
import { lazy } from '../validation/lazy.js';
import { DEFAULT_REFRESH_TOKEN } from './refresh-token-settings.js';

/** Grant types the service lets an application hold (the token endpoint here runs three). */
export const SERVICE_GRANT_TYPES = [
  'authorization_code',
  'implicit',
  'refresh_token',
  'client_credentials',
  'password',
  'http://auth0.com/oauth/grant-type/password-realm',
  'http://auth0.com/oauth/grant-type/mfa-oob',
  'http://auth0.com/oauth/grant-type/mfa-otp',
  'http://auth0.com/oauth/grant-type/mfa-recovery-code',
  'http://auth0.com/oauth/grant-type/passwordless/otp',
  'urn:ietf:params:oauth:grant-type:device_code',
  'urn:ietf:params:oauth:grant-type:token-exchange',
  'urn:openid:params:grant-type:ciba',
] as const;

export const APP_TYPES = [
  'native',
  'spa',
  'regular_web',
  'non_interactive',
  'resource_server',
  'express_configuration',
  'rms',
  'box',
  'cloudbees',
  'concur',
  'dropbox',
  'mscrm',
  'echosign',
  'egnyte',
  'newrelic',
  'office365',
  'salesforce',
  'sentry',
  'sharepoint',
  'slack',
  'springcm',
  'zendesk',
  'zoom',
  'sso_integration',
  'oag',
] as const;

const AUTH_METHODS = ['none', 'client_secret_post', 'client_secret_basic'] as const;

/** Schemes a browser would run or render inline: never a redirect target or a logo. */
const SCRIPT_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'blob:', 'file:']);

/**
 * An absolute URL whose scheme is not a script one. `schemes` narrows it further (a logo must be
 * http(s); the service wants https for initiate_login_uri). Callbacks may use a custom scheme
 * (`com.example.app://callback`) as native apps do.
 */
function safeUrl(what: string, schemes?: readonly string[]) {
  return z
    .string()
    .max(2000)
    .superRefine((value, ctx) => {
      if (!URL.canParse(value)) {
        ctx.addIssue({ code: 'custom', message: `${what} must be an absolute URL` });
        return;
      }
      const { protocol } = new URL(value);
      if (SCRIPT_SCHEMES.has(protocol)) {
        ctx.addIssue({
          code: 'custom',
          message: `${what} may not use the ${protocol} scheme`,
        });
      } else if (schemes && !schemes.includes(protocol)) {
        ctx.addIssue({
          code: 'custom',
          message: `${what} must use ${schemes.map((s) => s.replace(/:$/, '')).join(' or ')}`,
        });
      }
    });
}

const urlList = (what: string) => z.array(safeUrl(what)).max(100);

type Optional<T extends Record<string, z.ZodType>> = { [K in keyof T]: z.ZodOptional<T[K]> };
const optional = <T extends Record<string, z.ZodType>>(shape: T): Optional<T> =>
  Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, v.optional()])) as Optional<T>;

/** The POST and PATCH bodies, built on first use (validation/lazy.ts). */
export const clientSchemas = lazy(() => {
  const jwtConfiguration = z.looseObject({
    lifetime_in_seconds: z.number().int().min(0).max(2_592_000).optional(),
    secret_encoded: z.boolean().optional(),
    scopes: z.record(z.string(), z.unknown()).optional(),
    alg: z.enum(['HS256', 'RS256', 'RS512', 'PS256']).optional(),
  });

  const refreshToken = z.strictObject({
    rotation_type: z.enum(['rotating', 'non-rotating']),
    expiration_type: z.enum(['expiring', 'non-expiring']),
    leeway: z.number().int().min(0).optional(),
    token_lifetime: z.number().int().min(1).optional(),
    infinite_token_lifetime: z.boolean().optional(),
    idle_token_lifetime: z.number().int().min(1).optional(),
    infinite_idle_token_lifetime: z.boolean().optional(),
    policies: z
      .array(z.strictObject({ audience: z.string().min(1), scope: z.array(z.string()) }))
      .nullable()
      .optional(),
  });

  /** Settings both POST and PATCH take (PATCH: each also optional, see `updateClientBody`). */
  const settings = {
    description: z.string().max(140),
    logo_uri: safeUrl('logo_uri', ['http:', 'https:']),
    callbacks: urlList('Callback'),
    allowed_origins: urlList('allowed_origins entry'),
    web_origins: urlList('web_origins entry'),
    allowed_logout_urls: urlList('allowed_logout_urls entry'),
    client_aliases: z.array(z.string().min(1).max(255)).max(100),
    allowed_clients: z.array(z.string().min(1).max(255)).max(100),
    grant_types: z.array(z.enum(SERVICE_GRANT_TYPES)),
    token_endpoint_auth_method: z.enum(AUTH_METHODS),
    is_token_endpoint_ip_header_trusted: z.boolean(),
    app_type: z.enum(APP_TYPES),
    is_first_party: z.boolean(),
    oidc_conformant: z.boolean(),
    jwt_configuration: jwtConfiguration,
    sso: z.boolean(),
    sso_disabled: z.boolean(),
    cross_origin_authentication: z.boolean(),
    cross_origin_loc: safeUrl('cross_origin_loc', ['http:', 'https:']),
    custom_login_page_on: z.boolean(),
    custom_login_page: z.string(),
    custom_login_page_preview: z.string(),
    form_template: z.string(),
    client_metadata: z
      .record(z.string().min(1).max(255), z.string().max(255))
      .refine((m) => Object.keys(m).length <= 10, { message: 'At most 10 client_metadata keys' }),
    initiate_login_uri: safeUrl('initiate_login_uri', ['https:']),
    refresh_token: refreshToken.nullable(),
    organization_usage: z.enum(['deny', 'allow', 'require']),
    organization_require_behavior: z.enum(['no_prompt', 'pre_login_prompt', 'post_login_prompt']),
    require_pushed_authorization_requests: z.boolean(),
    require_proof_of_possession: z.boolean(),
    // How backchannel (CIBA) requests reach the user (tenant/ciba-application.ts).
    async_approval_notification_channels: z.array(z.enum(NOTIFICATION_CHANNELS)).min(1).max(2),
  };

  const name = z
    .string()
    .min(1)
    .max(200)
    .regex(/^[^<>]*$/, 'Name may not contain < or >');

  const createClientBody = z.strictObject({ name, ...optional(settings) });
  const updateClientBody = z.strictObject({
    name: name.optional(),
    client_secret: z.string().min(32).max(255).optional(),
    ...optional(settings),
    // PATCH clears these with null, as on the service.
    description: settings.description.nullable().optional(),
    logo_uri: settings.logo_uri.nullable().optional(),
    initiate_login_uri: settings.initiate_login_uri.nullable().optional(),
    client_metadata: settings.client_metadata.nullable().optional(),
    async_approval_notification_channels: settings.async_approval_notification_channels
      .nullable()
      .optional(),
  });
  return { createClientBody, updateClientBody };
});
export type CreateClientBody = z.output<ReturnType<typeof clientSchemas>['createClientBody']>;
export type UpdateClientBody = z.output<ReturnType<typeof clientSchemas>['updateClientBody']>;

/**
 * What the service returns for every application unless it was set otherwise (a client made
 * through the Management API is first party and OIDC conformant).
 */
export interface ClientDefaults {
  global: boolean;
  is_first_party: boolean;
  oidc_conformant: boolean;
  sso_disabled: boolean;
  cross_origin_authentication: boolean;
  is_token_endpoint_ip_header_trusted: boolean;
  custom_login_page_on: boolean;
  callbacks: string[];
  jwt_configuration: NonNullable<CreateClientBody['jwt_configuration']>;
  refresh_token: NonNullable<CreateClientBody['refresh_token']> | null;
}

export const CLIENT_DEFAULTS: ClientDefaults = {
  global: false,
  is_first_party: true,
  oidc_conformant: true,
  sso_disabled: false,
  cross_origin_authentication: false,
  is_token_endpoint_ip_header_trusted: false,
  custom_login_page_on: true,
  callbacks: [],
  jwt_configuration: { alg: 'RS256', lifetime_in_seconds: 36_000, secret_encoded: false },
  refresh_token: { ...DEFAULT_REFRESH_TOKEN },
};
