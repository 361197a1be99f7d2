/**
 * The dev server as one Hono app (a plain fetch handler), composed from one router per
 * resource. The same app runs under @hono/node-server (server.ts) and inside Vite's dev server
 * (src/vite/), so nothing here may depend on how it is hosted.
 *
 * Mounting another module is one line in `createApp` below (Management API) or in site.ts
 * (everything else, loaded on first use); modules receive `AppDeps` (tenant/app-deps.ts).
 */
import { Hono } from 'hono';
import { dashboardRoutes } from './devtools/dashboard/dashboard-routes.js';
import { ApiError } from './errors/api-error.js';
import { brandingTemplatesRoutes } from './management/branding-templates.js';
import { brandingThemesRoutes } from './management/branding-themes.js';
import { clientGrantsRoutes } from './management/client-grants.js';
import { clientsRoutes } from './management/clients.js';
import { clientConnectionsRoutes, connectionsRoutes } from './management/connections.js';
import { customDomainsRoutes } from './management/custom-domains.js';
import { organizationInvitationsRoutes } from './management/organization-invitations.js';
import { organizationMembersRoutes } from './management/organization-members.js';
import { organizationsRoutes } from './management/organizations.js';
import { promptsCustomTextRoutes } from './management/prompts-custom-text.js';
import { promptsPartialsRoutes } from './management/prompts-partials.js';
import { promptsRenderingRoutes } from './management/prompts-rendering.js';
import { promptsSettingsRoutes } from './management/prompts-settings.js';
import { resourceServersRoutes } from './management/resource-servers.js';
import { roleGrantsRoutes, userRolesRoutes } from './management/role-grants.js';
import { organizationMemberRolesRoutes, rolesRoutes } from './management/roles.js';
import { sessionsRoutes } from './management/sessions.js';
import { tenantSettingsRoutes } from './management/tenant-settings.js';
import { userBlocksRoutes } from './management/user-blocks.js';
import { userFactorsSessionsRoutes } from './management/user-factors-sessions.js';
import { userPermissionsRoutes } from './management/user-permissions.js';
import { usersRoutes } from './management/users.js';
import { limitBody, MAX_BODY_BYTES } from './middleware/body-limit.js';
import { handleError, handleNotFound } from './middleware/error-handler.js';
import { checkHost } from './middleware/host-check.js';
import { type ManagementEnv, managementAuth } from './middleware/management-auth.js';
import { pageSecurityHeaders } from './middleware/page-security-headers.js';
import type { SiteOptions } from './site.js';
import type { AppDeps } from './tenant/app-deps.js';

export interface AppOptions extends SiteOptions {
  /** Serve only these `Host` names besides loopback ones (the standalone server's guard). */
  allowedHosts?: string[];
}

export function createApp(deps: AppDeps, options: AppOptions = {}): Hono {
  const app = new Hono();
  app.onError(handleError);
  app.notFound(handleNotFound);
  if (options.allowedHosts) app.use('*', checkHost(options.allowedHosts));
  app.use('*', pageSecurityHeaders());

  // Management API mock: bearer token required, bodies capped at 1 MB.
  const api = new Hono<ManagementEnv>();
  // Its own error answers too: the dashboard's proxy calls it directly (api.fetch).
  api.onError(handleError);
  api.use(
    '*',
    limitBody(MAX_BODY_BYTES, () => {
      throw new ApiError(413, 'payload_too_large', 'Request body is larger than 1 MB');
    }),
  );
  api.use('*', managementAuth(deps.keys));
  api.route('/resource-servers', resourceServersRoutes(deps));
  api.route('/client-grants', clientGrantsRoutes(deps));
  api.route('/prompts', promptsPartialsRoutes(deps));
  api.route('/prompts', promptsRenderingRoutes(deps));
  api.route('/prompts', promptsSettingsRoutes(deps));
  api.route('/prompts', promptsCustomTextRoutes(deps));
  api.route('/clients', clientsRoutes(deps));
  api.route('/users', usersRoutes(deps));
  api.route('/users', userFactorsSessionsRoutes(deps));
  api.route('/sessions', sessionsRoutes(deps));
  api.route('/user-blocks', userBlocksRoutes(deps));
  api.route('/connections', connectionsRoutes(deps));
  api.route('/clients', clientConnectionsRoutes(deps));
  api.route('/organizations', organizationsRoutes(deps));
  api.route('/organizations', organizationMembersRoutes(deps));
  api.route('/organizations', organizationInvitationsRoutes(deps));
  api.route('/organizations', organizationMemberRolesRoutes(deps));
  api.route('/roles', rolesRoutes(deps));
  api.route('/roles', roleGrantsRoutes(deps));
  api.route('/users', userRolesRoutes(deps));
  api.route('/users', userPermissionsRoutes(deps));
  api.route('/branding/themes', brandingThemesRoutes(deps));
  api.route('/branding/templates', brandingTemplatesRoutes(deps));
  api.route('/custom-domains', customDomainsRoutes(deps));
  api.route('/', tenantSettingsRoutes(deps));
  app.route('/api/v2', api);
  // The tenant dashboard (devtools/dashboard/): a page and a same-origin proxy to `api`.
  app.route(
    '/dashboard',
    dashboardRoutes(deps, (request) => api.fetch(request)),
  );

  // OAuth (src/protocol/), the login page host (src/pages/) and the flow's pages (src/login/),
  // mounted in site.ts: built on the first request outside the Management API, so start-up
  // does not load them.
  let site: Promise<Hono> | undefined;
  app.all('*', async (c) => {
    site ??= import('./site.js').then(
      ({ siteRoutes }) => siteRoutes(deps, options),
      (error: unknown) => {
        site = undefined; // a failed load is retried by the next request
        throw error;
      },
    );
    return (await site).fetch(c.req.raw, c.env);
  });

  return app;
}
