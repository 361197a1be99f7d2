/**
 * Logout: the service's own `GET /v2/logout` and OpenID Connect RP-Initiated Logout at
 * `/oidc/logout` (GET or POST; the discovery document's `end_session_endpoint`). Both end the
 * browser's login session (login-session.ts: the record goes, the cookie is cleared) and then
 * send the browser only where logout-destination.ts allows; a request that names an address
 * not registered, an application that does not exist or hints that contradict each other is
 * refused before anything ends.
 *
 * `/oidc/logout` ends the session at once only when the request names it: an `id_token_hint`
 * (verified: id-token-hint.ts) whose `sid` is the session's, or a `logout_hint` that is. Any
 * other request asks the user on the `logout` screen (login/logout-confirmation.ts answers
 * it), so a link from anywhere cannot log a user out unasked. `state` comes back on the
 * redirect to `post_logout_redirect_uri`; `ui_locales` picks the screens' language.
 * `federated` is accepted: the local social connections keep no session at a provider, so
 * there is nothing more to end.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import type { Store } from '../../store/store.js';
import type { AppDeps } from '../../tenant/app-deps.js';
import { findClient } from '../../tenant/applications.js';
import { verifyIdTokenHint } from '../id-token-hint.js';
import { endSession, SESSION_COOKIE, sessionOf } from '../login-session.js';
import { logoutDestination, logoutRedirect } from '../logout-destination.js';
import { OAuthError } from '../oauth-error.js';
import { bindToBrowser } from '../transaction-binding.js';
import { createScreenTransaction, type PendingLogout } from '../transactions.js';
import type { ProtocolEndpoint } from './endpoint.js';

export const logoutEndpoint: ProtocolEndpoint = {
  routes: logoutRoutes,
  discovery: (origin) => ({ end_session_endpoint: `${origin}/oidc/logout` }),
};

function logoutRoutes({ store, keys }: AppDeps): Hono {
  const router = new Hono();

  router.get('/v2/logout', async (c) => {
    const q = c.req.query();
    const client = q.client_id === undefined ? undefined : knownClient(store, q.client_id);
    const returnTo = logoutDestination(store, client, q.returnTo, 'returnTo');
    await endBrowserSession(c, store);
    return finish(c, store, { ...(returnTo ? { returnTo } : {}) }, client);
  });

  const oidcLogout = async (c: Context, params: Record<string, string>) => {
    const issuer = `${new URL(c.req.url).origin}/`;
    const hint = params.id_token_hint
      ? await verifyIdTokenHint(keys, params.id_token_hint, issuer, (id) =>
          Boolean(findClient(store, id)),
        )
      : undefined;
    if (params.client_id !== undefined) {
      knownClient(store, params.client_id);
      if (hint && hint.clientId !== params.client_id)
        throw new OAuthError(
          'invalid_request',
          "client_id does not match the id_token_hint's audience (aud)",
          'client_id',
        );
    }
    if (hint && params.logout_hint !== undefined && params.logout_hint !== hint.sid)
      throw new OAuthError(
        'invalid_request',
        "logout_hint does not match the id_token_hint's session (sid)",
        'logout_hint',
      );
    const clientId = params.client_id ?? hint?.clientId;
    const client = clientId === undefined ? undefined : findClient(store, clientId);
    const returnTo = logoutDestination(
      store,
      client,
      params.post_logout_redirect_uri,
      'post_logout_redirect_uri',
    );
    const logout: PendingLogout = {
      ...(returnTo ? { returnTo } : {}),
      ...(returnTo && params.state !== undefined ? { clientState: params.state } : {}),
    };
    const uiLocales = params.ui_locales?.slice(0, 100);
    const session = sessionOf(store, getCookie(c, SESSION_COOKIE));
    const named = hint?.sid ?? params.logout_hint;
    if (session && (named === undefined || named !== session.sid)) {
      // Nothing names this browser's session: the user says whether to end it.
      // Bound to this browser: only its own page can answer (middleware/login-transaction-guard.ts).
      const transaction = createScreenTransaction(store, {
        screen: 'logout',
        binding: bindToBrowser(c),
        logout,
        client,
        user: {
          id: session.user.user_id,
          ...(session.user.email ? { email: session.user.email } : {}),
        },
        ...(uiLocales ? { uiLocales } : {}),
      });
      return c.redirect(`/u/logout?state=${encodeURIComponent(transaction.state)}`, 302);
    }
    await endBrowserSession(c, store);
    return finish(c, store, logout, client, uiLocales);
  };

  router.get('/oidc/logout', (c) => oidcLogout(c, c.req.query()));
  router.post('/oidc/logout', async (c) => oidcLogout(c, await readForm(c)));

  return router;
}

function knownClient(store: Store, clientId: string) {
  const client = findClient(store, clientId);
  if (!client)
    throw new OAuthError(
      'invalid_request',
      `Unknown client_id ${JSON.stringify(clientId.slice(0, 100))}`,
      'client_id',
    );
  return client;
}

async function endBrowserSession(c: Context, store: Store): Promise<void> {
  await endSession(store, getCookie(c, SESSION_COOKIE));
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}

/** After the session ended: the application's page (with its state), or `logout-complete`. */
function finish(
  c: Context,
  store: Store,
  logout: PendingLogout,
  client?: { client_id: string; name: string },
  uiLocales?: string,
): Response {
  if (logout.returnTo) return c.redirect(logoutRedirect(logout.returnTo, logout.clientState), 302);
  const transaction = createScreenTransaction(store, {
    screen: 'logout-complete',
    binding: bindToBrowser(c),
    logout,
    client,
    ...(uiLocales ? { uiLocales } : {}),
  });
  return c.redirect(`/u/logout-complete?state=${encodeURIComponent(transaction.state)}`, 302);
}

/** A POSTed logout's parameters (a form, as RP-Initiated Logout 1.0 section 2 says). */
async function readForm(c: Context): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/x-www-form-urlencoded'))
    throw new OAuthError(
      'invalid_request',
      'POST the logout request as application/x-www-form-urlencoded',
    );
  return Object.fromEntries(new URLSearchParams(await c.req.text()));
}
