/**
 * The whole app: the official SPA SDK pointed at the local tenant. Nothing here is specific to
 * screenkit: against the service, only `domain` and `clientId` change.
 */
import { createAuth0Client } from '@auth0/auth0-spa-js';

// `pnpm register` writes both into .env.local (the tenant's URL and the app's client id).
const domain = import.meta.env.VITE_AUTH0_DOMAIN ?? 'http://localhost:4321';
const clientId = import.meta.env.VITE_AUTH0_CLIENT_ID ?? '';

const $ = (id: string) => document.getElementById(id) as HTMLElement;
const show = (text: string) => {
  $('output').textContent = text;
};

const auth0 = await createAuth0Client({
  domain,
  clientId,
  // Renew tokens with rotating refresh tokens; without it, getTokenSilently uses a hidden
  // iframe (prompt=none, response_mode=web_message) and the tenant's login session.
  useRefreshTokens: true,
  cacheLocation: 'localstorage',
  authorizationParams: { redirect_uri: `${window.location.origin}/` },
});

// Back from the tenant's login pages with ?code=...&state=...
const query = new URLSearchParams(window.location.search);
if (query.has('code') && query.has('state')) {
  await auth0.handleRedirectCallback();
  window.history.replaceState({}, document.title, '/');
} else if (query.has('error')) {
  show(`${query.get('error')}: ${query.get('error_description')}`);
}

if (await auth0.isAuthenticated()) {
  const user = await auth0.getUser();
  $('status').textContent = `Signed in as ${user?.email ?? user?.sub}`;
  $('call-api').hidden = false;
  $('logout').hidden = false;
} else {
  $('status').textContent = 'Signed out';
  $('login').hidden = false;
}

$('login').addEventListener('click', () => auth0.loginWithRedirect());
// Ends the tenant's login session too (/v2/logout), then back here: returnTo must be one of the
// application's allowed_logout_urls.
$('logout').addEventListener('click', () =>
  auth0.logout({ logoutParams: { returnTo: `${window.location.origin}/` } }),
);
$('call-api').addEventListener('click', async () => {
  // The access token (opaque without an `audience`) is good at /userinfo, called cross-origin.
  const token = await auth0.getTokenSilently();
  const res = await fetch(`${domain}/userinfo`, { headers: { authorization: `Bearer ${token}` } });
  show(JSON.stringify(await res.json(), null, 2));
});
