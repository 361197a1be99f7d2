/**
 * DNS rebinding guard for the standalone server: a page on another site can point its own
 * host name at 127.0.0.1 and then read the dev server's answers (tokens, client secrets) as
 * same-origin. Browsers always send the name they resolved in `Host`, so only loopback names
 * and the hosts the developer configured are served; anything else is a 403.
 */
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../errors/api-error.js';

const LOOPBACK = /^(?:localhost|[^.]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1)$/i;

/** The host name of a Host header (`a.b:4321` -> `a.b`, `[::1]:80` -> `[::1]`). */
export function hostName(header: string): string {
  const bracket = /^(\[[^\]]*\])(?::\d+)?$/.exec(header);
  if (bracket) return (bracket[1] as string).toLowerCase();
  return header.replace(/:\d+$/, '').toLowerCase();
}

export function isAllowedHost(header: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (!header) return false;
  const name = hostName(header);
  return LOOPBACK.test(name) || allowed.has(name) || allowed.has(name.replace(/^\[|\]$/g, ''));
}

/** `allowedHosts`: names besides loopback ones, e.g. the interface the server listens on. */
/** The names of `allowedHosts` as isAllowedHost compares them. */
export const allowedHostSet = (allowedHosts: Iterable<string>): ReadonlySet<string> =>
  new Set([...allowedHosts].map((h) => h.toLowerCase()));

export function checkHost(allowedHosts: Iterable<string>): MiddlewareHandler {
  const allowed = allowedHostSet(allowedHosts);
  return async (c, next) => {
    const header = c.req.header('host');
    if (!isAllowedHost(header, allowed)) {
      throw new ApiError(
        403,
        'host_not_allowed',
        `Host ${JSON.stringify(header ?? '')} is not allowed: the dev server answers loopback names and the hosts given with --allowed-host`,
      );
    }
    await next();
  };
}
