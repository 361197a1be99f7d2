/**
 * The request body cap. Hono's `bodyLimit` starts by reading `c.req.raw.body`, which makes
 * @hono/node-server build a full web Request (headers copy, AbortSignal, a web stream over
 * the socket) for every request, GETs included: about a fifth of a request's CPU here, and
 * the body is then read through web streams instead of straight from the socket. So: GET and
 * HEAD carry no body there; when Node's HTTP parser already bounds the body by its
 * Content-Length (and there is no Transfer-Encoding), that header decides, exactly as Hono's
 * own check does; only other bodies (chunked) go through Hono's streaming count.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

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
