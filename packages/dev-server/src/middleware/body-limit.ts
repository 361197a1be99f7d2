/**
 * The request body cap. Hono's `bodyLimit` starts by reading `c.req.raw.body`, which makes
 * @hono/node-server build a full web Request (headers copy, AbortSignal, a web stream over
 * the socket) for every request, GETs included: about a fifth of a request's CPU here, and
 * the body is then read through web streams instead of straight from the socket. So: GET and
 * HEAD carry no body there; when Node's HTTP parser already bounds the body by its
 * Content-Length (and there is no Transfer-Encoding), that header decides, exactly as Hono's
 * own check does; only other bodies (chunked) go through Hono's streaming count.
 * One cap for every body the server reads: the Management API's, the login pages' and the
 * OAuth endpoints' (and the standalone server's token lane, which reads the socket itself).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** The largest request body the server reads. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** What the login pages and OAuth endpoints answer a larger body (the API has its own shape). */
export const BODY_TOO_LARGE = {
  error: 'invalid_request',
  error_description: 'The request body is larger than 1 MB',
} as const;

/** limitBody's answer outside the Management API: 413, and the connection closed. */
export const bodyTooLarge = (c: Context): Response => {
  // The unread rest of the body would otherwise be parsed as the next request.
  c.header('connection', 'close');
  return c.json(BODY_TOO_LARGE, 413);
};

export function limitBody(
  maxSize: number,
  onError: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  const streaming = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number.parseInt(length, 10) > maxSize) return onError(c);
      return next();
    }
    return streaming(c, next);
  };
}
