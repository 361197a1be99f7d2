/**
 * `/dashboard`: the tenant dashboard. Serves the prebuilt browser app (dashboard-files.ts) and
 * `/dashboard/api/v2/*`, a same-origin proxy to the Management API: each call is checked
 * against the page's session and CSRF token (dashboard-session.ts), then handed to the very
 * `/api/v2` app with a management token minted here, so every rule, scope and error the page
 * shows is the API's own. Loopback only; a request another site's page sent gets nothing.
 */
import { Hono } from 'hono';
import { ApiError } from '../../errors/api-error.js';
import { fromAnotherSite } from '../../middleware/same-origin.js';
import { signManagementToken } from '../../protocol/management-token.js';
import type { AppDeps } from '../../tenant/app-deps.js';
import { CSRF_PLACEHOLDER, type DashboardFiles, dashboardFiles } from './dashboard-files.js';
import {
  type DashboardSession,
  dashboardSessions,
  isLoopbackRequest,
  MANAGEMENT_TOKEN_SECONDS,
} from './dashboard-session.js';

/** The Management API app (`/api/v2` without its prefix), as the composition root built it. */
export type ManagementApi = (request: Request) => Response | Promise<Response>;

const PROXIED_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const API_PREFIX = '/dashboard/api/v2';

export function dashboardRoutes(
  deps: AppDeps,
  managementApi: ManagementApi,
  files: DashboardFiles | undefined = dashboardFiles(),
): Hono {
  const sessions = dashboardSessions();
  const app = new Hono();

  app.use('*', async (c, next) => {
    if (!isLoopbackRequest(c)) {
      throw new ApiError(403, 'loopback_only', 'The dashboard answers on this machine only');
    }
    if (fromAnotherSite(c)) {
      throw new ApiError(
        403,
        'cross_site_request',
        'The dashboard refuses requests of other sites',
      );
    }
    await next();
    // Nothing is kept but the hashed assets, which say so themselves.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });

  /** The session's management token, minted again shortly before it expires. */
  async function tokenOf(session: DashboardSession): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    if (!session.token || session.token.expiresAt - 60 <= now) {
      const value = await signManagementToken(deps.keys, {
        expiresIn: MANAGEMENT_TOKEN_SECONDS,
        subject: 'screenkit-dashboard',
      });
      session.token = { value, expiresAt: now + MANAGEMENT_TOKEN_SECONDS };
    }
    return session.token.value;
  }

  app.all('/api/v2/*', async (c) => {
    const session = sessions.authorize(c);
    if (!session) {
      throw new ApiError(
        403,
        'dashboard_session_required',
        'Open /dashboard in this browser first: calls need its session cookie and CSRF token',
      );
    }
    if (!PROXIED_METHODS.has(c.req.method))
      throw new ApiError(405, undefined, 'Method not allowed');
    const url = new URL(c.req.url);
    const headers = new Headers({ authorization: `Bearer ${await tokenOf(session)}` });
    const type = c.req.header('content-type');
    if (type) headers.set('content-type', type);
    // A DELETE may carry a body (`{members}`, `{roles}`): sent on when the page sent a type.
    const hasBody = c.req.method !== 'GET' && (c.req.method !== 'DELETE' || type !== undefined);
    const answer = await managementApi(
      new Request(new URL(url.pathname.slice(API_PREFIX.length) + url.search, url.origin), {
        method: c.req.method,
        headers,
        ...(hasBody ? { body: await c.req.arrayBuffer() } : {}),
      }),
    );
    // The API's answer as it is; no header of it (cookies, CORS) is passed on but its type.
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': answer.headers.get('content-type') ?? 'application/json' },
    });
  });

  app.get('/assets/:name', async (c) => {
    const asset = await files?.asset(c.req.param('name'));
    if (!asset) throw new ApiError(404, undefined, 'Not found');
    // Names carry a hash of the content: a browser keeps them (and their compiled code).
    return c.body(asset.body as Uint8Array<ArrayBuffer>, 200, {
      'content-type': asset.type,
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });

  // Every other path is a page of the app (client-side routes): the same HTML.
  app.get('*', async (c) => {
    if (!files) {
      throw new ApiError(
        503,
        'dashboard_not_built',
        'The dashboard is not built: run `pnpm build` in packages/dev-server',
      );
    }
    const session = sessions.open(c);
    return c.html((await files.indexHtml()).replace(CSRF_PLACEHOLDER, session.csrf));
  });

  return app;
}
