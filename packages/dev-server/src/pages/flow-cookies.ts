/** The cookies a login step sets (login/login-state.ts `FlowCookie`), on the HTTP response. */
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { FlowCookie } from '../login/login-state.js';

/** Sets a step's cookies on the response. */
export function setFlowCookies(c: Context, cookies: readonly FlowCookie[] = []): void {
  for (const cookie of cookies)
    setCookie(c, cookie.name, cookie.value, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: cookie.maxAge,
    });
}
