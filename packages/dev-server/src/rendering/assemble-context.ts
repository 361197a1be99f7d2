/**
 * Builds a screen's page context from the tenant store, not from hard-coded data: the client,
 * the resource server (scope descriptions, registered authorization_details types), the
 * request (a real pending transaction's, or the screen's editable sample request), then the
 * fixture variant and the project's override files.
 */
import {
  type PromptName,
  promptOfScreen,
  type ScreenName,
  type TransactionError,
  type UniversalLoginContext,
  validateAuthorizationDetails,
} from '@screenkit/core';
import {
  deepMerge,
  type JsonObject,
  SAMPLE_MONEY_TRANSFER,
  SAMPLE_USER_PROFILE,
} from '@screenkit/core/fixtures';
import { databaseConnection } from '../tenant/connections.js';
import { readyCustomDomain } from '../tenant/custom-domains.js';
import { firstLoginScreen } from '../tenant/prompt-settings.js';
import { users } from '../tenant/users.js';
import { loginContext, tenantLayer } from './context-layer.js';
import { interactionContext } from './interaction-context.js';
import { loadFixture, resolveScreen } from './load-fixture.js';
import { customizedBranding } from './locales/tenant-presentation.js';
import { previewScreenData } from './preview-screen-data.js';
import type { RenderingSettings } from './render-page.js';
import { renderingForRequest } from './rendering-filters.js';
import { isConsentPrompt } from './screen-fields.js';
import type { PartialsMap, SampleRequest, StoredClient, TenantData } from './tenant-data.js';
import { userContext } from './user-context.js';

export interface AssembleOptions {
  tenant: TenantData;
  screen: string;
  /** Checked against the screen's prompt when given (preview URLs name both). */
  prompt?: string;
  variant?: string;
  projectDir?: string;
  state: string;
  /** A pending transaction's request; previews use the screen's sample request instead. */
  request?: SampleRequest;
  /** The transaction's user (the dev server's demo user). */
  user?: { id: string; email?: string | undefined } | undefined;
  /** Errors of a rejected post (replace the variant's). */
  errors?: TransactionError[];
  /** Non-secret fields of a rejected post, for `untrusted_data.submitted_form_data`. */
  submitted?: Record<string, string>;
  /** The request's `Host`: a ready custom domain there is the transaction's custom domain. */
  host?: string | undefined;
}

export interface AssembledPage {
  prompt: PromptName;
  screen: ScreenName;
  /** The full context; `renderPage` filters it by `context_configuration`. */
  context: UniversalLoginContext;
  rendering: RenderingSettings | undefined;
  partials: PartialsMap;
  /** The request behind the page (what accept approves). */
  request: SampleRequest;
  /** Problems a developer should see (e.g. authorization_details a real tenant would refuse). */
  warnings: string[];
}

const OIDC_SCOPES: Record<string, string> = {
  openid: 'Sign you in',
  profile: 'Your profile: name, nickname and picture',
  email: 'Your email address',
  offline_access: 'Stay signed in',
};

/** The request a preview shows when the developer has not stored one for the screen. */
export function defaultSampleRequest(prompt: PromptName): SampleRequest {
  if (prompt === 'customized-consent') {
    return {
      scope: 'openid transfer:funds',
      authorization_details: [SAMPLE_MONEY_TRANSFER, SAMPLE_USER_PROFILE],
    };
  }
  return { scope: 'openid profile transfer:funds' };
}

function clientPart(client: StoredClient): JsonObject {
  const part: JsonObject = { id: client.client_id, name: client.name ?? client.client_id };
  if (client.logo_uri) part.logo_uri = client.logo_uri;
  if (client.description) part.description = client.description;
  if (client.client_metadata) part.metadata = client.client_metadata;
  return part;
}

export async function assembleContext(options: AssembleOptions): Promise<AssembledPage> {
  const screen = resolveScreen(options.screen, options.prompt);
  const prompt = promptOfScreen(screen) as PromptName;
  const { tenant } = options;
  const stored = options.request ?? tenant.sampleRequest(screen);
  const request = stored ?? defaultSampleRequest(prompt);
  const warnings: string[] = [];
  const layer: JsonObject = {};

  const client = tenant.client(request.client_id);
  if (client) layer.client = clientPart(client);
  if (options.user) {
    layer.user = {
      id: options.user.id,
      ...(options.user.email ? { email: options.user.email } : {}),
    };
  }

  if (isConsentPrompt(prompt)) {
    const api = tenant.resourceServer(request.audience);
    const described = new Map((api?.scopes ?? []).map((s) => [s.value, s.description]));
    const scopes = (request.scope ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((value) => {
        const description = described.get(value) ?? OIDC_SCOPES[value];
        return description === undefined ? { value } : { value, description };
      });
    const data: JsonObject = { scopes };
    if (prompt === 'customized-consent') {
      const details = request.authorization_details ?? [];
      data.authorization_details = details;
      if (api) {
        const registeredTypes = (api.authorization_details ?? []).map((entry) => entry.type);
        const result = validateAuthorizationDetails(details, { registeredTypes });
        if (!result.valid) {
          for (const error of result.errors.slice(0, 10))
            warnings.push(`authorization_details${error.path}: ${error.message}`);
        }
      } else {
        warnings.push('No resource server in the store: authorization_details types unchecked');
      }
    } else {
      data.hideScopes = false;
    }
    layer.screen = { data };
  }

  // A login in progress (src/login/), or a logout or device activation (interaction-context.ts).
  const login =
    loginContext(tenant.store, options.state, screen) ??
    interactionContext(tenant.store, options.state, screen);
  const fromTenant =
    login?.layer ??
    previewTenantLayer(
      tenant,
      screen,
      client?.client_id,
      // A preview's stand-in user (the demo settings') is no user of the tenant.
      !(options.user && users(tenant.store).get(options.user.id)),
    );
  const merged = fromTenant ? deepMerge(layer, fromTenant as JsonObject) : layer;
  const errors = options.errors;
  if (errors !== undefined) merged.transaction = { ...(merged.transaction as JsonObject), errors };
  if (options.submitted !== undefined)
    merged.untrusted_data = { submitted_form_data: options.submitted };

  const context = await loadFixture({
    screen,
    variant: options.variant ?? 'default',
    state: options.state,
    layer: merged,
    ...(options.projectDir !== undefined ? { projectDir: options.projectDir } : {}),
  });
  // A re-rendered post shows exactly the post's errors, whatever the variant held.
  if (errors !== undefined) context.transaction.errors = errors;
  const customDomain = readyCustomDomain(tenant.store, options.host);
  if (customDomain)
    context.transaction.custom_domain = {
      domain: customDomain.domain,
      domain_metadata: customDomain.domain_metadata ?? {},
    } as UniversalLoginContext['transaction']['custom_domain'];
  if (login) {
    context.user = login.user as UniversalLoginContext['user'];
    if (login.organization) context.organization = login.organization;
    else delete context.organization;
  }
  return {
    prompt,
    screen,
    context,
    rendering: renderingForRequest(tenant.rendering(prompt, screen), {
      client: client ? { id: client.client_id, metadata: client.client_metadata } : undefined,
      organization: context.organization?.id
        ? {
            id: context.organization.id,
            metadata: context.organization.metadata as Record<string, unknown> | undefined,
          }
        : undefined,
      domain: customDomain
        ? { id: customDomain.custom_domain_id, metadata: customDomain.domain_metadata }
        : undefined,
    }),
    partials: tenant.partials(prompt),
    request,
    warnings,
  };
}

/**
 * A preview of a tenant with a database connection shows its connections, links, policy (and
 * branding); without one, the fixture's, in the tenant's branding once it set one.
 */
function previewTenantLayer(
  tenant: TenantData,
  screen: ScreenName,
  clientId: string | undefined,
  /** The page has no real user (a preview): show the tenant's sample user and screen data. */
  sampleUser: boolean,
) {
  if (!databaseConnection(tenant.store, { clientId })) {
    const branding = customizedBranding(tenant.store);
    return branding ? { branding } : undefined;
  }
  const layer = tenantLayer(tenant.store, screen, {
    clientId,
    identifierFirst: firstLoginScreen(tenant.store) === 'login-id',
    link: (to) => `/preview/${promptOfScreen(to)}/${to}`,
  });
  if (!sampleUser) return layer;
  // The tenant's own sample user: the first one with MFA factors enrolled.
  const sample = users(tenant.store)
    .list()
    .find((u) => (u.factors?.length ?? 0) > 0);
  if (sample) layer.user = userContext(sample);
  const data = previewScreenData(screen, sample);
  if (data) Object.assign((layer.screen as JsonObject).data as JsonObject, data);
  return layer;
}
