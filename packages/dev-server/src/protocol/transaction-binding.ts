/**
 * Which browser a pending transaction belongs to: the one module that owns the browser's
 * identity. The service binds a login transaction to the browser that started it with a cookie
 * set at /authorize, so a `state` alone (it travels in URLs) lets nobody else post credentials
 * into that login or accept its consent: login CSRF. Here the cookie is `screenkit-tx`
 * (HttpOnly, SameSite=Lax so that the redirect back from an application's site carries it,
 * path /, Secure over https); it holds a random token, one per browser, so logins in several
 * tabs each keep theirs. A transaction keeps only the token's SHA-256. A page-host preview
 * belongs to no browser: anyone may open one, and it can lead only to a code for the demo user.
 * The check of a request itself runs in one place: middleware/login-transaction-guard.ts; the
 * one-time codes of a login are bound to the same hash (login/one-time-codes.ts).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

export const TRANSACTION_COOKIE = 'screenkit-tx';
/** 32 random bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The browser that opened a transaction (the SHA-256 of its cookie), or none for a preview. */
export type TransactionBinding = { browser: string } | { preview: true };

export const PREVIEW_BINDING: TransactionBinding = { preview: true };

const hashOf = (token: string) => createHash('sha256').update(token).digest();

/** The browser's transaction token, if it sent a well-formed one. */
function tokenOf(c: Context): string | undefined {
  const token = getCookie(c, TRANSACTION_COOKIE);
  return token && TOKEN.test(token) ? token : undefined;
}

/**
 * Binds a transaction about to be opened to the browser of `c`: its token, or a new one set
 * on the response (a session cookie: it outlives no browser, and a transaction lasts 30 min).
 */
export function bindToBrowser(c: Context): TransactionBinding {
  let token = tokenOf(c);
  if (!token) {
    token = randomBytes(32).toString('base64url');
    setCookie(c, TRANSACTION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: new URL(c.req.url).protocol === 'https:',
    });
  }
  return { browser: hashOf(token).toString('hex') };
}

/** Was `transaction` opened by the browser of `c` (or is it a preview, anyone's)? */
export function belongsToBrowser(
  c: Context,
  transaction: { binding: TransactionBinding },
): boolean {
  const { binding } = transaction;
  if ('preview' in binding) return true;
  const token = tokenOf(c);
  if (!token) return false;
  return timingSafeEqual(hashOf(token), Buffer.from(binding.browser, 'hex'));
}

/** The browser of the request `c` (its cookie's SHA-256, hex), '' when it sends none. */
export function browserOf(c: Context): string {
  const token = tokenOf(c);
  return token ? hashOf(token).toString('hex') : '';
}

/** The browser `transaction` belongs to, as `browserOf` names it ('' for a preview). */
export function browserOfTransaction(transaction: { binding: TransactionBinding }): string {
  return 'browser' in transaction.binding ? transaction.binding.browser : '';
}
