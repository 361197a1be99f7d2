/**
 * The one seam between the authorization server and the login engine (as node-oidc-provider's
 * interactions, or Hydra's login challenge): the protocol knows that a login may run, where it
 * starts and how it ends, never its screens.
 * - /authorize asks the engine (`LoginEngine.begin`) whether this request needs a login and on
 *   which screen it starts; the engine's state rides on the pending transaction (`login`),
 *   opaque here.
 * - The engine ends a login through the protocol: the consent decision (consent.ts), then
 *   `codeRedirect` or the consent screen (login/finish.ts).
 * The composition root plugs the engine in (src/oauth-routes.ts).
 */
import type { Store } from '../store/store.js';
import type { ClientRecord } from '../tenant/applications.js';

export interface LoginRequest {
  store: Store;
  client: ClientRecord;
  /** The /authorize parameters (the engine reads connection, organization, invitation...). */
  params: Readonly<Record<string, string | undefined>>;
  /** The page's origin: passkeys and security keys are bound to it. */
  origin: string;
  /** A cookie of the request, by name (the engine's own, such as remember-this-browser). */
  cookie(name: string): string | undefined;
  /** Who the browser's login session says the user is (none with `prompt=login`). */
  session(): { userId: string; amr: string[] } | undefined;
}

export interface LoginStart {
  /** The engine's state, kept on the transaction for it. */
  login: object;
  /** The first screen the browser is sent to. */
  screen: string;
}

export interface LoginEngine {
  /** The login this request starts, or `undefined` when the tenant has none (the demo user). */
  begin(request: LoginRequest): LoginStart | undefined;
}
