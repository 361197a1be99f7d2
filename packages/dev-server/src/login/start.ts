/**
 * Where /authorize hands over to the login flow: when the tenant has a database connection
 * enabled for the client, the transaction starts on the login screen (identifier first unless
 * the tenant turned it off) and the user is whoever signs in; without one, the dev server keeps
 * signing in its configured demo user (src/tenant/demo-settings.ts), as before.
 */
import type { Store } from '../store/store.js';
import {
  connectionsByName,
  databaseConnection,
  tenantSettings,
} from '../tenant/tenant-collections.js';
import type { LoginState } from './login-state.js';

/** The login state a new transaction starts with, or `undefined` when there is no login. */
export function newLogin(
  store: Store,
  clientId: string,
  requested?: string,
): LoginState | undefined {
  const connection = databaseConnection(store, clientId);
  if (!connection) return undefined;
  // `connection=email` or `connection=sms` on /authorize: a passwordless login.
  const passwordless = requested
    ? connectionsByName(store)
        .get(requested)
        .find((c) => c.strategy === 'email' || c.strategy === 'sms')
    : undefined;
  const identifierFirst = tenantSettings(store).identifier_first !== false;
  const login: LoginState = {
    connection: connection.name,
    firstScreen: identifierFirst ? 'login-id' : 'login',
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
