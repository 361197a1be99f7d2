/**
 * The browser a login belongs to, for what is bound to it (one-time codes and tickets,
 * src/login/one-time-codes.ts). The service identifies a browser by its device cookie (`did`);
 * the dev server does the same: a random token in an HttpOnly cookie, set at /authorize when
 * the browser has none. The login keeps only the token's SHA-256, and a later request of the
 * login presents its own cookie, hashed the same way: another browser, or a client without
 * cookies, presents another value.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

export const BROWSER_COOKIE = 'did';
/** A year, as a device cookie lives. */
const MAX_AGE_SECONDS = 365 * 86_400;
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The hash of the browser's device cookie on this request, '' when it has none. */
export function browserOf(c: Context): string {
  const token = getCookie(c, BROWSER_COOKIE);
  return token && TOKEN.test(token) ? hashOf(token) : '';
}

/**
 * At /authorize: the browser's device cookie (a new one when it has none, or a malformed one),
 * set on the response; returns its hash for the login to keep.
 */
export function bindBrowser(c: Context): string {
  const held = getCookie(c, BROWSER_COOKIE);
  const token = held && TOKEN.test(held) ? held : randomBytes(24).toString('base64url');
  setCookie(c, BROWSER_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: MAX_AGE_SECONDS,
  });
  return hashOf(token);
}
