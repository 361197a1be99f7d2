/**
 * Where /authorize hands over to the login engine (protocol/login-seam.ts): when the tenant has a database connection
 * enabled for the client, the transaction starts on the login screen (identifier first unless
 * the tenant's prompt settings turned it off, tenant/prompt-settings.ts) and the user is whoever signs in; without one, the dev server keeps
 * signing in its configured demo user (src/tenant/demo-settings.ts), as before.
 */

import type { LoginEngine, LoginRequest, LoginStart } from '../protocol/login-seam.js';
import type { Store } from '../store/store.js';
import { databaseConnection, offeredConnection } from '../tenant/connections.js';
import { firstLoginScreen } from '../tenant/prompt-settings.js';
import type { LoginState } from './login-state.js';
import { startOrganizationLogin } from './organizations.js';
import { REMEMBER_COOKIE } from './remember-browser.js';
import { signupAllowed } from './signup.js';

/** The login state a new transaction starts with, or `undefined` when there is no login. */
export function newLogin(
  store: Store,
  clientId: string,
  requested?: string,
): LoginState | undefined {
  // `connection=<name>` on /authorize (/authorize refused a name the application may not use:
  // protocol/requested-connection.ts): a database connection is the one the login and signup
  // use; `email` or `sms` make a passwordless login.
  const offered = requested ? offeredConnection(store, { clientId }, requested) : undefined;
  const connection =
    offered?.strategy === 'auth0' ? offered : databaseConnection(store, { clientId });
  if (!connection) return undefined;
  const passwordless =
    offered?.strategy === 'email' || offered?.strategy === 'sms' ? offered : undefined;
  const login: LoginState = {
    connection: connection.name,
    firstScreen: firstLoginScreen(store),
    amr: [],
    ...(passwordless
      ? {
          passwordless: {
            connection: passwordless.name,
            channel: passwordless.strategy as 'email' | 'sms',
          },
        }
      : {}),
  };
  return login;
}

/**
 * The first screen: `screen_hint=signup` opens signup, as on the service, unless this login may
 * not sign up (src/login/signup.ts): then the login screen.
 */
export function firstScreen(login: LoginState, screenHint?: string, canSignUp = true): string {
  if (screenHint === 'signup' && canSignUp)
    return login.firstScreen === 'login-id' ? 'signup-id' : 'signup';
  return login.firstScreen;
}

/**
 * The login engine's side of the seam (protocol/login-seam.ts): the login an /authorize request
 * starts (its state and first screen), or `undefined` when the tenant has none.
 */
export function beginLogin(request: LoginRequest): LoginStart | undefined {
  const { store, client, params } = request;
  const login = newLogin(store, client.client_id, params.connection);
  if (!login) return undefined;
  // The page's origin: passkeys and security keys are bound to it (src/login/webauthn.ts).
  login.origin = request.origin;
  const remembered = request.cookie(REMEMBER_COOKIE);
  if (remembered) login.browser = remembered.slice(0, 200);
  // Who the browser's session says the user is (src/protocol/login-session.ts).
  const session = request.session();
  if (session) {
    login.sessionUserId = session.userId;
    login.sessionAmr = session.amr;
  }
  const screen =
    startOrganizationLogin(store, client, login, params.organization, params.invitation) ??
    firstScreen(login, params.screen_hint, signupAllowed(store, login));
  return { login, screen };
}

export const loginEngine: LoginEngine = { begin: beginLogin };
