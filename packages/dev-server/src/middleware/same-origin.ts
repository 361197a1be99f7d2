/**
 * Was a request sent by a page of another site? Browsers say so on every request
 * (`Sec-Fetch-Site`) and name the page's origin on posts (`Origin`); a request that carries
 * neither comes from no browser page (a script, curl, a test) and is no cross-site forgery.
 * One rule for the login flow's guard (login-transaction-guard.ts) and the context editor.
 */
import type { Context } from 'hono';

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined; // `null` (sandboxed frames, file:, privacy-sensitive redirects) or garbage
  }
}

/**
 * True unless the request comes from this server's own pages (`Sec-Fetch-Site: same-origin`),
 * from the user (`none`: typed, bookmarked) or from no browser at all. `same-site` counts as
 * another site: a neighbouring port or subdomain is another application.
 */
export function fromAnotherSite(c: Context): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = c.req.header('origin');
  return origin !== undefined && hostOf(origin) !== c.req.header('host');
}
