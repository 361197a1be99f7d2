/**
 * Typecheck only (compiled by the dev-server `typecheck`, never run): every response of every
 * mocked Management API method satisfies the official `auth0` client's own TypeScript types, so
 * code written against the client reads the mock's answers as it reads the service's. A type
 * below that stops fitting fails `tsc`, naming the property.
 *
 * The one known exception: the seed's `consent_policy: "standard"`. The client types only
 * `transactional-authorization-with-mfa` (and null); the mock accepts and returns `standard`
 * as the seed requires, so resource servers are checked with that one value narrowed.
 */
import type { Management } from 'auth0';
import type { ClientResponse } from '../src/management/clients.js';
import type {
  BulkRenderingResponse,
  RenderingPatchResponse,
  RenderingResponse,
} from '../src/management/prompts-rendering.js';
import type { shownPermission } from '../src/management/role-grants.js';
import type { ThemeRecord } from '../src/tenant/branding-themes.js';
import type { ClientGrantRecord } from '../src/tenant/client-grants.js';
import type { CustomDomainRecord } from '../src/tenant/custom-domains.js';
import type { PromptTexts } from '../src/tenant/custom-text.js';
import type { PromptSettings } from '../src/tenant/prompt-settings.js';
import type { ResourceServerRecord } from '../src/tenant/resource-servers.js';

/** Compiles only when `Actual` is assignable to `Expected`. */
type Fits<Actual extends Expected, Expected> = Actual;

// Clients: create, get, list items and page, update, rotate-secret.
export type Clients = [
  Fits<ClientResponse, Management.CreateClientResponseContent>,
  Fits<ClientResponse, Management.GetClientResponseContent>,
  Fits<ClientResponse, Management.Client>,
  Fits<ClientResponse, Management.UpdateClientResponseContent>,
  Fits<ClientResponse, Management.RotateClientSecretResponseContent>,
  Fits<
    { start: number; limit: number; total: number; clients: ClientResponse[] },
    Management.ListClientsOffsetPaginatedResponseContent
  >,
];

/** The known exception (see above): `standard` narrowed away. */
type ServiceResourceServer = Omit<ResourceServerRecord, 'consent_policy'> & {
  consent_policy?: Exclude<ResourceServerRecord['consent_policy'], 'standard'>;
};
export type ResourceServers = [
  Fits<ServiceResourceServer, Management.CreateResourceServerResponseContent>,
  Fits<ServiceResourceServer, Management.GetResourceServerResponseContent>,
  Fits<ServiceResourceServer, Management.UpdateResourceServerResponseContent>,
  Fits<ServiceResourceServer, Management.ResourceServer>,
  Fits<
    { start: number; limit: number; total: number; resource_servers: ServiceResourceServer[] },
    Management.ListResourceServerOffsetPaginatedResponseContent
  >,
];

/** A role's or a user's permission as `/roles/{id}/permissions` and `/users/{id}/permissions` list it. */
type ShownPermission = ReturnType<typeof shownPermission>;
export type Permissions = [
  Fits<ShownPermission, Management.PermissionsResponsePayload>,
  Fits<ShownPermission, Management.UserPermissionSchema>,
  Fits<
    { start: number; limit: number; total: number; permissions: ShownPermission[] },
    Management.ListUserPermissionsOffsetPaginatedResponseContent
  >,
];

export type ClientGrants = [
  Fits<ClientGrantRecord, Management.CreateClientGrantResponseContent>,
  Fits<ClientGrantRecord, Management.GetClientGrantResponseContent>,
  Fits<ClientGrantRecord, Management.UpdateClientGrantResponseContent>,
  Fits<ClientGrantRecord, Management.ClientGrantResponseContent>,
  Fits<
    { client_grants: ClientGrantRecord[]; next?: string },
    Management.ListClientGrantPaginatedResponseContent
  >,
];

export type Rendering = [
  Fits<RenderingResponse, Management.GetAculResponseContent>,
  Fits<RenderingResponse, Management.ListAculsResponseContentItem>,
  Fits<
    { configs: RenderingResponse[]; start: number; limit: number; total: number },
    Management.ListAculsOffsetPaginatedResponseContent
  >,
  Fits<RenderingPatchResponse, Management.UpdateAculResponseContent>,
  Fits<BulkRenderingResponse, Management.BulkUpdateAculResponseContent>,
];

export type Partials = [
  Fits<Record<string, Record<string, string>>, Management.GetPartialsResponseContent>,
];

export type PromptSettingsTypes = [
  Fits<PromptSettings, Management.GetSettingsResponseContent>,
  Fits<PromptSettings, Management.UpdateSettingsResponseContent>,
];

export type CustomText = [Fits<PromptTexts, Management.GetCustomTextsByLanguageResponseContent>];

export type Themes = [
  Fits<ThemeRecord, Management.CreateBrandingThemeResponseContent>,
  Fits<ThemeRecord, Management.GetBrandingDefaultThemeResponseContent>,
  Fits<ThemeRecord, Management.GetBrandingThemeResponseContent>,
  Fits<ThemeRecord, Management.UpdateBrandingThemeResponseContent>,
];

export type PageTemplate = [
  Fits<{ body: string }, Management.GetUniversalLoginTemplateResponseContent>,
];

export type CustomDomains = [
  Fits<CustomDomainRecord, Management.CreateCustomDomainResponseContent>,
  Fits<CustomDomainRecord, Management.GetCustomDomainResponseContent>,
  Fits<CustomDomainRecord, Management.CustomDomain>,
  Fits<CustomDomainRecord, Management.UpdateCustomDomainResponseContent>,
  Fits<CustomDomainRecord, Management.VerifyCustomDomainResponseContent>,
];
