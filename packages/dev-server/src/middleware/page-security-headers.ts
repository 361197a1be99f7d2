/**
 * Headers of the login pages (`/u/*`, `/preview/*`), as the service sends on its own: the
 * page may not be framed (clickjacking on a consent Accept button), content types are not
 * sniffed, and the CSP shuts what no login page needs (plugins, a rebased <base>, being
 * framed) while leaving scripts, styles and images open so that advanced mode still loads
 * the developer's bundle from wherever head_tags point (a CDN, the Vite dev server).
 */
import type { MiddlewareHandler } from 'hono';

export const PAGE_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

export function pageSecurityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header('X-Frame-Options', 'DENY');
    c.header('Content-Security-Policy', PAGE_CSP);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
  };
}
