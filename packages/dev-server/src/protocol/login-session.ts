/**
 * The browser's login session, as far as the dev server keeps one: when a login authenticates
 * a user, the service sets its session cookie (`auth0`); a later login in the same browser
 * knows who the user is. The dev server uses that only where a screen depends on it: an
 * application that requires an organization and asks before login (`pre_login_prompt`) shows a
 * known user the organizations they belong to (pre-login-organization-picker) instead of the
 * name prompt, and picking one continues as that user (src/login/organizations.ts); a device
 * activation goes straight to the confirmation (src/login/device-activation.ts). Everywhere
 * else the dev server still asks for credentials (it does no single sign-on).
 * The cookie holds a random token; the store keeps only its SHA-256, the user and the expiry.
 * Each session has a `sid`, the ID tokens' claim an application names it by at logout
 * (`logout_hint`, endpoints/logout.ts); logging out deletes the record and clears the cookie.
 *
 * The collection stays bounded under a flood of logins: opening a session first drops the
 * expired ones at the head (one lifetime, so creation order is expiry order) and, past
 * MAX_LOGIN_SESSIONS, the oldest (its browser simply logs in again).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Store } from '../store/store.js';
import { type UserRecord, users } from '../tenant/users.js';

export const SESSION_COOKIE = 'auth0';
export const LOGIN_SESSIONS_COLLECTION = 'login-sessions';
/** The service's default inactivity timeout of a session: 3 days. */
const SESSION_SECONDS = 3 * 86_400;
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * Live sessions kept per store. A dev server has a handful of browsers; a load test past this
 * has its oldest sessions forgotten (as if expired), while the store file stays flat.
 */
export const MAX_LOGIN_SESSIONS = 10_000;

/** The session cookie to set (HttpOnly, SameSite=Lax, path /), as the login engine sets it. */
export interface SessionCookie {
  name: string;
  value: string;
  maxAge: number;
}

interface LoginSession {
  user_id: string;
  /** The session's id: the `sid` claim of the ID tokens issued in it. */
  sid?: string;
  /** How the session's user authenticated (`amr`). */
  amr: string[];
  /** When they did (epoch seconds): the ID token's `auth_time`, checked against `max_age`. */
  auth_time?: number;
  /** Epoch ms. */
  expires_at: number;
}

const sessions = (store: Store) => store.collection<LoginSession>(LOGIN_SESSIONS_COLLECTION);
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A session just opened: the cookie to set, and the session's `sid`. */
export interface OpenedSession extends SessionCookie {
  sid: string;
}

/** Opens a session for the user a login just authenticated; returns the cookie to set. */
export async function startSession(
  store: Store,
  userId: string,
  amr: readonly string[],
  authTime: number,
): Promise<OpenedSession> {
  await dropStaleSessions(store);
  const value = randomBytes(24).toString('base64url');
  const sid = randomBytes(16).toString('base64url');
  await sessions(store).set(hashOf(value), {
    user_id: userId,
    sid,
    amr: [...amr],
    auth_time: authTime,
    expires_at: Date.now() + SESSION_SECONDS * 1000,
  });
  return { name: SESSION_COOKIE, value, maxAge: SESSION_SECONDS, sid };
}

/**
 * Oldest first: drops the expired sessions at the head and enough of the oldest to make room
 * for one more under the cap. Sessions share one lifetime, so the walk stops at the first live
 * one under the cap (amortised O(1) per login); an expired session further in is refused when
 * it is looked up.
 */
async function dropStaleSessions(store: Store): Promise<void> {
  const all = sessions(store);
  const now = Date.now();
  for (let key = all.oldestKey(); key !== undefined; key = all.oldestKey()) {
    if ((all.get(key)?.expires_at ?? 0) > now && all.size < MAX_LOGIN_SESSIONS) return;
    await all.delete(key);
  }
}

/** The cookie that clears the session cookie in the browser. */
export const CLEARED_SESSION_COOKIE: SessionCookie = { name: SESSION_COOKIE, value: '', maxAge: 0 };

/**
 * The user (and how they authenticated) of the browser's session cookie, if still valid and,
 * with `maxAge` (seconds, /authorize's `max_age`), authenticated no longer ago than that.
 */
export function sessionOf(
  store: Store,
  token: string | undefined,
  maxAge?: number,
): { user: UserRecord; amr: string[]; authTime?: number; sid?: string } | undefined {
  if (!token || !TOKEN.test(token)) return undefined;
  const session = sessions(store).get(hashOf(token));
  if (!session || session.expires_at <= Date.now()) return undefined;
  if (maxAge !== undefined && (session.auth_time ?? 0) + maxAge < Date.now() / 1000) {
    return undefined;
  }
  const user = users(store).get(session.user_id);
  if (!user || user.blocked) return undefined;
  return {
    user,
    amr: session.amr,
    ...(typeof session.auth_time === 'number' ? { authTime: session.auth_time } : {}),
    ...(session.sid ? { sid: session.sid } : {}),
  };
}

/** Ends the browser's session: its record goes, so the cookie opens nothing any more. */
export async function endSession(store: Store, token: string | undefined): Promise<void> {
  if (!token || !TOKEN.test(token)) return;
  const key = hashOf(token);
  if (sessions(store).get(key)) await sessions(store).delete(key);
}

/** A user's live session as `GET /api/v2/users/{id}/sessions` shows it (no cookie value). */
export interface UserSessionView {
  id: string;
  user_id: string;
  authenticated_at?: string;
  expires_at: string;
  authentication: { methods: { name: string }[] };
}

const viewOf = (s: LoginSession): UserSessionView => ({
  id: s.sid ?? '',
  user_id: s.user_id,
  ...(typeof s.auth_time === 'number'
    ? { authenticated_at: new Date(s.auth_time * 1000).toISOString() }
    : {}),
  expires_at: new Date(s.expires_at).toISOString(),
  authentication: { methods: s.amr.map((name) => ({ name })) },
});

/** The user's unexpired sessions, for the Management API (the store keeps only few). */
export function sessionsOfUser(store: Store, userId: string): UserSessionView[] {
  const now = Date.now();
  return sessions(store)
    .keys()
    .map((key) => sessions(store).get(key))
    .filter((s): s is LoginSession => s?.user_id === userId && s.expires_at > now)
    .map(viewOf);
}

/** Sessions by their `sid` (the Management API's session id). */
const sessionsBySid = (store: Store) => sessions(store).index('sid', (s) => s.sid);

/** The unexpired session of that id (`GET /sessions/{id}`). */
export function sessionById(store: Store, sid: string): UserSessionView | undefined {
  const found = sessionsBySid(store)
    .get(sid)
    .find((s) => s.expires_at > Date.now());
  return found && viewOf(found);
}

/**
 * Ends the session of that id (`DELETE /sessions/{id}`): its record goes, so the browser's
 * cookie opens nothing any more (a later `prompt=none` answers `login_required`).
 */
export async function endSessionById(store: Store, sid: string): Promise<void> {
  for (const key of sessionsBySid(store).keys(sid)) await sessions(store).delete(key);
}

/** Ends every session of the user (an administrator's sign-out everywhere). */
export async function endSessionsOfUser(store: Store, userId: string): Promise<void> {
  for (const key of sessions(store).keys()) {
    if (sessions(store).get(key)?.user_id === userId) await sessions(store).delete(key);
  }
}
