/**
 * Where a logout may send the browser afterwards: only to an address registered in
 * `allowed_logout_urls`, the application's when the request names one (`client_id`, or the
 * `id_token_hint`'s `aud`), the tenant's otherwise (`/api/v2/tenants/settings`). The check is
 * an exact match of the whole URL (after URL normalisation: a host's case, a default port), so
 * a longer path, another port, `user@host` or a fragment is not the registered address and a
 * logout can never be turned into an open redirect.
 */
import type { Store } from '../store/store.js';
import { tenantSettings } from '../tenant/settings.js';
import { OAuthError } from './oauth-error.js';

/** What of an application decides where its logouts may go. */
export interface LogoutClient {
  name: string;
  allowed_logout_urls?: string[] | undefined;
}

/** `value` as URL.href, or undefined when it is no absolute URL. */
function normalised(value: string): string | undefined {
  return URL.canParse(value) ? new URL(value).href : undefined;
}

/** The registered logout URLs that apply: the application's, or the tenant's. */
export function allowedLogoutUrls(store: Store, client: LogoutClient | undefined): string[] {
  return (client ? client.allowed_logout_urls : tenantSettings(store).allowed_logout_urls) ?? [];
}

/**
 * `requested` if it is one of the applying registered logout URLs; otherwise the request is
 * refused (`invalid_request`, naming the parameter and whose list it is not in). Without a
 * request, an application's first registered URL, as the service does.
 */
export function logoutDestination(
  store: Store,
  client: LogoutClient | undefined,
  requested: string | undefined,
  parameter: 'returnTo' | 'post_logout_redirect_uri',
): string | undefined {
  const allowed = allowedLogoutUrls(store, client);
  if (requested === undefined) return client ? allowed[0] : undefined;
  const wanted = normalised(requested);
  if (wanted !== undefined && allowed.some((entry) => normalised(entry) === wanted))
    return requested;
  const whose = client
    ? `the Allowed Logout URLs of application ${JSON.stringify(client.name)}`
    : "the tenant's Allowed Logout URLs (tenant settings allowed_logout_urls)";
  throw new OAuthError(
    'invalid_request',
    `The "${parameter}" parameter ${JSON.stringify(requested.slice(0, 200))} is not defined as a valid URL in ${whose}`,
    parameter,
  );
}

/** The redirect to a logout's destination, carrying the application's `state` if it sent one. */
export function logoutRedirect(returnTo: string, clientState: string | undefined): string {
  if (clientState === undefined) return returnTo;
  const url = new URL(returnTo);
  url.searchParams.set('state', clientState);
  return url.href;
}
