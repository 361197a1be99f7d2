/**
 * Who may drive the dashboard: a browser on this machine that loaded `/dashboard` itself. The
 * page load opens a session (a random id in an HttpOnly, SameSite=Strict cookie scoped to
 * /dashboard) and writes the session's CSRF token into the HTML; every API call through the
 * dashboard must carry both. A page of another origin cannot read the HTML (no CORS), so it
 * never learns the token, and its requests carry no cookie (SameSite=Strict). The management
 * token itself never reaches the browser: the proxy mints a short-lived one per session.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { isAllowedHost } from '../../middleware/host-check.js';

export const DASHBOARD_COOKIE = 'screenkit_dashboard';
export const CSRF_HEADER = 'x-screenkit-csrf';
/** A working day; the management token behind it lives MANAGEMENT_TOKEN_SECONDS only. */
const SESSION_MS = 8 * 60 * 60 * 1000;
export const MANAGEMENT_TOKEN_SECONDS = 15 * 60;
const MAX_SESSIONS = 200;

export interface DashboardSession {
  id: string;
  csrf: string;
  expiresAt: number;
  token?: { value: string; expiresAt: number };
}

const NO_HOSTS: ReadonlySet<string> = new Set();
const LOOPBACK_ADDRESS =
  /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Loopback only, whatever `--allowed-host` opens for the login pages: the Host must be a
 * loopback name (DNS rebinding) and, when the server knows the peer (Node, Vite), the
 * connection must come from this machine.
 */
export function isLoopbackRequest(c: Context): boolean {
  if (!isAllowedHost(c.req.header('host'), NO_HOSTS)) return false;
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  const address = incoming?.socket?.remoteAddress;
  return address === undefined || LOOPBACK_ADDRESS.test(address);
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function dashboardSessions() {
  const sessions = new Map<string, DashboardSession>();

  function current(c: Context): DashboardSession | undefined {
    const id = getCookie(c, DASHBOARD_COOKIE);
    const session = id === undefined ? undefined : sessions.get(id);
    if (!session) return undefined;
    if (session.expiresAt <= Date.now()) {
      sessions.delete(session.id);
      return undefined;
    }
    return session;
  }

  return {
    /** The page load: the cookie's session, or a new one (cookie set on `c`). */
    open(c: Context): DashboardSession {
      const known = current(c);
      if (known) return known;
      if (sessions.size >= MAX_SESSIONS) {
        const oldest = sessions.keys().next().value;
        if (oldest !== undefined) sessions.delete(oldest);
      }
      const session: DashboardSession = {
        id: randomBytes(32).toString('base64url'),
        csrf: randomBytes(32).toString('base64url'),
        expiresAt: Date.now() + SESSION_MS,
      };
      sessions.set(session.id, session);
      setCookie(c, DASHBOARD_COOKIE, session.id, {
        path: '/dashboard',
        httpOnly: true,
        sameSite: 'Strict',
        maxAge: SESSION_MS / 1000,
      });
      return session;
    },
    /** An API call: the cookie's session, if the request also carries its CSRF token. */
    authorize(c: Context): DashboardSession | undefined {
      const session = current(c);
      const csrf = c.req.header(CSRF_HEADER);
      if (!session || csrf === undefined || !sameSecret(csrf, session.csrf)) return undefined;
      return session;
    },
  };
}
