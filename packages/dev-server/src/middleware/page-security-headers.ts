/**
 * Headers of every page the server renders (any `text/html` answer: login pages, previews and
 * the gallery, the home page, the inbox, the callback, the social chooser, reset and push
 * links, error pages), as the service sends on its own: no page may be framed by another site
 * (clickjacking on a consent Accept button, or on the inbox that shows every user's codes),
 * content types are not sniffed, and the CSP shuts what no page needs (plugins, a rebased
 * <base>, being framed) while leaving scripts, styles and images open so that advanced mode
 * still loads the developer's bundle from wherever head_tags point (a CDN, Vite).
 * Mounted once by each composition root: app.ts (standalone) and vite/page-host.ts.
 * A page that states its own policy keeps it: the authorization responses of
 * protocol/response-mode.ts (`form_post` allows its one script and its one form target;
 * `web_message` may be framed by the application's registered web origin, and only by it).
 */
import type { Context, MiddlewareHandler } from 'hono';

export const PAGE_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";
/** The dev gallery's thumbnails: framed by pages of the same origin, never by another site. */
export const SAME_ORIGIN_FRAME_CSP = "frame-ancestors 'self'; object-src 'none'; base-uri 'self'";

/** A gallery thumbnail (`/preview/<prompt>/<screen>?frame=1`): the gallery frames it. */
export function isGalleryThumbnail(c: Context): boolean {
  return (
    c.req.method === 'GET' && c.req.path.startsWith('/preview/') && c.req.query('frame') === '1'
  );
}

export function pageSecurityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.get('content-type')?.startsWith('text/html')) return;
    const own = c.res.headers.get('Content-Security-Policy')?.includes('frame-ancestors');
    if (!own) {
      const framed = isGalleryThumbnail(c);
      c.header('X-Frame-Options', framed ? 'SAMEORIGIN' : 'DENY');
      c.header('Content-Security-Policy', framed ? SAME_ORIGIN_FRAME_CSP : PAGE_CSP);
    }
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
  };
}
