/**
 * "Remember this browser" on MFA challenges, as the service offers it: the challenge screens
 * show the checkbox (`screen.data.show_remember_device`), the SDK posts `rememberBrowser=true`
 * with a correct code, and the service sets a cookie that skips the MFA challenge for that
 * user in that browser for 30 days. The cookie (`auth0-mf`, the service's name for it) holds a
 * random token; the store keeps only its SHA-256, with the users it vouches for and until when.
 * Tenants switch the offer off with `mfa.remember_browser: false` (screenkit's setting for what
 * an Action's `allowRememberBrowser: false` does on the service).
 *
 * The collection stays bounded under a flood of logins from new browsers: remembering a new
 * browser first drops, oldest first, the browsers whose every user has expired and, past
 * MAX_REMEMBERED_BROWSERS, the oldest (that browser is asked for MFA again).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Store } from '../store/store.js';
import { tenantSettings } from '../tenant/settings.js';

export const REMEMBER_COOKIE = 'auth0-mf';
export const REMEMBERED_BROWSERS_COLLECTION = 'remembered-browsers';
/** The service remembers a browser for 30 days. */
export const REMEMBER_DAYS = 30;
const DAY_MS = 86_400_000;

/** A remembered browser: user_id -> expiry (epoch ms). Keyed by the token's hash. */
interface RememberedBrowser {
  users: Record<string, number>;
}

/** The challenge screens that carry the checkbox (the official SDK's `showRememberDevice`). */
export const REMEMBER_SCREENS = new Set([
  'mfa-otp-challenge',
  'mfa-sms-challenge',
  'mfa-voice-challenge',
  'mfa-email-challenge',
  'mfa-push-challenge-push',
  'mfa-webauthn-roaming-challenge',
  'mfa-webauthn-platform-challenge',
]);

const browsers = (store: Store) =>
  store.collection<RememberedBrowser>(REMEMBERED_BROWSERS_COLLECTION);
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** Browsers remembered per store: a dev server has a handful; a load test is cut off here. */
export const MAX_REMEMBERED_BROWSERS = 10_000;

/** Does the tenant offer the checkbox? */
export const rememberBrowserOffered = (store: Store): boolean =>
  tenantSettings(store).mfa.remember_browser !== false;

/**
 * Oldest first: drops the browsers that vouch for nobody any more and enough of the oldest to
 * make room for one more under the cap. Most browsers are remembered once, for one lifetime, so
 * the walk mostly stops at the first live one (amortised O(1)); an expired browser behind a
 * live one waits for its turn, and a lookup checks the expiry anyway.
 */
async function dropStaleBrowsers(store: Store, now: number): Promise<void> {
  const all = browsers(store);
  for (let key = all.oldestKey(); key !== undefined; key = all.oldestKey()) {
    const live = Object.values(all.get(key)?.users ?? {}).some((until) => until > now);
    if (live && all.size < MAX_REMEMBERED_BROWSERS) return;
    await all.delete(key);
  }
}

/** Is `userId` remembered by the browser holding `token` (the cookie's value)? */
export function isRemembered(store: Store, token: string | undefined, userId: string): boolean {
  if (!token || !TOKEN.test(token) || !rememberBrowserOffered(store)) return false;
  const until = browsers(store).get(hashOf(token))?.users[userId];
  return until !== undefined && until > Date.now();
}

/**
 * Remembers `userId` in the browser holding `token` (a new token when it has none or an
 * unknown one) and returns the cookie to set.
 */
export async function rememberBrowser(
  store: Store,
  token: string | undefined,
  userId: string,
): Promise<{ name: string; value: string; maxAge: number }> {
  const known = token && TOKEN.test(token) ? browsers(store).get(hashOf(token)) : undefined;
  const value = known && token ? token : randomBytes(24).toString('base64url');
  const now = Date.now();
  if (!known) await dropStaleBrowsers(store, now);
  const users = Object.fromEntries(
    Object.entries(known?.users ?? {}).filter(([, until]) => until > now),
  );
  users[userId] = now + REMEMBER_DAYS * DAY_MS;
  await browsers(store).set(hashOf(value), { users });
  return { name: REMEMBER_COOKIE, value, maxAge: REMEMBER_DAYS * 86_400 };
}
