/**
 * Cross-origin calls from an application's own pages (a SPA at `http://localhost:3000` calling
 * `/oauth/token` of the tenant): allowed from the origins an application registered in
 * `allowed_origins` or `web_origins`, and from no other. The endpoints that serve applications
 * in the browser mount `corsForApplications` (routes.ts, by each endpoint's `cors` paths); the
 * ones that issue or reveal something (`/oauth/token`, `/oauth/revoke`, `/userinfo`) also refuse
 * a request from an origin the application itself did not register, so nothing is issued to a
 * page that could not have read it (`checkOrigin`, 401 `access_denied` as the service answers).
 * Entries match whole origins (scheme, host and port); wildcard subdomains are not expanded.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { Store } from '../store/store.js';
import { clientsCollection } from '../tenant/applications.js';
import { OAuthError } from './oauth-error.js';

interface OriginHolder {
  allowed_origins?: string[] | undefined;
  web_origins?: string[] | undefined;
}

/** The origins an application registered (allowed_origins and web_origins), normalised. */
function originsOf(client: OriginHolder): string[] {
  return [...(client.allowed_origins ?? []), ...(client.web_origins ?? [])].flatMap((entry) =>
    typeof entry === 'string' && URL.canParse(entry) ? [new URL(entry).origin] : [],
  );
}

/** Applications by each origin they registered: a preflight costs one lookup. */
const clientsByOrigin = (store: Store) =>
  clientsCollection(store).index('cors-origin', (client) => originsOf(client));

/** Whether some application of the tenant registered `origin`. */
export function isRegisteredOrigin(store: Store, origin: string): boolean {
  return clientsByOrigin(store).first(origin) !== undefined;
}

/**
 * CORS headers (and preflight answers) for registered origins only: an origin no application
 * registered gets no `Access-Control-Allow-Origin`, so the browser keeps the answer from it.
 */
export function corsForApplications(store: Store): MiddlewareHandler {
  const withCors = cors({
    origin: (origin, c) =>
      origin && (origin === ownOrigin(c) || isRegisteredOrigin(store, origin)) ? origin : null,
    allowMethods: ['GET', 'POST'],
    exposeHeaders: ['WWW-Authenticate'],
    maxAge: 600,
  });
  return async (c, next) => {
    // A call without Origin (a server-side client) is no CORS request: skip hono's cors, whose
    // headers set before the handler force every answer to be rebuilt (about 5% of a refresh
    // grant's CPU), and keep only what it would have left that matters, `Vary: Origin`.
    if (c.req.method === 'OPTIONS' || c.req.header('origin') !== undefined)
      return withCors(c, next);
    await next();
    // On the answer's own headers: c.header() after the handler would rebuild the answer too.
    for (const [name, value] of Object.entries(WITHOUT_ORIGIN_HEADERS))
      c.res.headers.append(name, value);
  };
}

/**
 * What an answer on these paths to a call without `Origin` carries: caches learn that it
 * varies by Origin (a browser's call gets CORS headers). The server's token lane adds them too.
 */
export const WITHOUT_ORIGIN_HEADERS = { Vary: 'Origin' } as const;

const ownOrigin = (c: Context) => new URL(c.req.url).origin;

/** A cross-origin call from a page of an origin the application did not register. */
export class OriginRefused extends OAuthError {
  override name = 'OriginRefused';
  constructor(origin: string, clientName: string) {
    super(
      'access_denied',
      `Origin ${origin} is not allowed for application ${JSON.stringify(clientName)}: add it to its allowed_origins or web_origins`,
      'origin',
    );
    (this as { status: number }).status = 401;
  }
}

/**
 * Refuses a browser call (it carries `Origin`) from an origin `client` did not register.
 * Server-side clients send no `Origin` and are not concerned.
 */
export function checkOrigin(c: Context, client: OriginHolder & { name: string }): void {
  refuseUnregisteredOrigin(c.req.header('origin'), ownOrigin(c), client);
}

/** checkOrigin on its values: the request's `Origin` and the server's own origin. */
export function refuseUnregisteredOrigin(
  origin: string | undefined,
  serverOrigin: string,
  client: OriginHolder & { name: string },
): void {
  if (!origin || origin === serverOrigin) return;
  if (!originsOf(client).includes(origin)) throw new OriginRefused(origin, client.name);
}
