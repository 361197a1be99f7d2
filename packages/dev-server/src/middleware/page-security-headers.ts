/**
 * Headers of the login pages (`/u/*`, `/preview/*`), as the service sends on its own: the
 * page may not be framed (clickjacking on a consent Accept button), content types are not
 * sniffed, and the CSP shuts what no login page needs (plugins, a rebased <base>, being
 * framed) while leaving scripts, styles and images open so that advanced mode still loads
 * the developer's bundle from wherever head_tags point (a CDN, the Vite dev server).
 */
import type { Context, MiddlewareHandler } from 'hono';

export const PAGE_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";
/** The dev gallery's thumbnails: framed by pages of the same origin, never by another site. */
export const SAME_ORIGIN_FRAME_CSP = "frame-ancestors 'self'; object-src 'none'; base-uri 'self'";

/** `sameOriginFrame`: which requests may be framed by their own origin (default: none). */
export function pageSecurityHeaders(
  sameOriginFrame: (c: Context) => boolean = () => false,
): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const framed = sameOriginFrame(c);
    c.header('X-Frame-Options', framed ? 'SAMEORIGIN' : 'DENY');
    c.header('Content-Security-Policy', framed ? SAME_ORIGIN_FRAME_CSP : PAGE_CSP);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
  };
}
