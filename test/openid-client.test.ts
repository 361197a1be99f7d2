/**
 * A strict third-party relying party, panva's `openid-client`, configured from the tenant's
 * discovery document alone (issue 23): the authorization code flow with PKCE and a nonce (the
 * library validates the ID token, its signature included: non-repudiation checks on), userinfo
 * with the subject checked, a refresh, and a revocation after which the refresh token is dead.
 * `max_age` makes the library require the ID token's `auth_time`. A code used twice is refused.
 * The tenant has no database connection, so the demo user is signed in without screens.
 */
import { type DevServer, startDevServer } from '@screenkit/dev-server';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, expect, it } from 'vitest';

const CALLBACK = 'https://app.example.com/callback';
let tenant: DevServer;
let config: oidc.Configuration;

beforeAll(async () => {
  tenant = await startDevServer({ inMemory: true, port: 0 });
  const res = await fetch(`${tenant.url}/api/v2/clients`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${tenant.managementToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ name: 'Relying Party', app_type: 'regular_web', callbacks: [CALLBACK] }),
  });
  const app = (await res.json()) as { client_id: string; client_secret: string };
  // Plain http on loopback: the one relaxation, stated to the library.
  config = await oidc.discovery(
    new URL(`${tenant.url}/`),
    app.client_id,
    app.client_secret,
    undefined,
    {
      execute: [oidc.allowInsecureRequests],
    },
  );
  oidc.enableNonRepudiationChecks(config);
});
afterAll(() => tenant?.close());

/** /authorize as the browser would follow it: the tenant answers the code at once. */
async function codeCallback(parameters: Record<string, string>): Promise<URL> {
  const res = await fetch(oidc.buildAuthorizationUrl(config, parameters), { redirect: 'manual' });
  expect(res.status, await res.clone().text()).toBe(302);
  return new URL(res.headers.get('location') ?? '');
}

it('code + PKCE + nonce, userinfo, refresh, revocation', async () => {
  const metadata = config.serverMetadata();
  expect(metadata).toMatchObject({
    userinfo_endpoint: `${tenant.url}/userinfo`,
    revocation_endpoint: `${tenant.url}/oauth/revoke`,
  });
  const verifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  const state = oidc.randomState();
  const callback = await codeCallback({
    redirect_uri: CALLBACK,
    scope: 'openid profile email offline_access',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    nonce,
    state,
    max_age: '300',
  });
  const checks = {
    maxAge: 300, // the library then requires auth_time within it
    pkceCodeVerifier: verifier,
    expectedNonce: nonce,
    expectedState: state,
    idTokenExpected: true,
  };
  const tokens = await oidc.authorizationCodeGrant(config, callback, checks);
  const claims = tokens.claims();
  expect(claims).toMatchObject({
    iss: `${tenant.url}/`,
    aud: config.clientMetadata().client_id,
    nonce,
    sub: 'auth0|screenkit-demo-user',
  });

  const info = await oidc.fetchUserInfo(config, tokens.access_token, claims?.sub ?? '');
  expect(info).toMatchObject({ sub: claims?.sub, email: 'demo@screenkit.dev', name: 'Demo User' });

  const refresh = tokens.refresh_token ?? '';
  expect(refresh).not.toBe('');
  const refreshed = await oidc.refreshTokenGrant(config, refresh);
  expect(refreshed.claims()?.sub).toBe(claims?.sub);
  expect((await oidc.fetchUserInfo(config, refreshed.access_token, claims?.sub ?? '')).sub).toBe(
    claims?.sub,
  );

  await oidc.tokenRevocation(config, refresh);
  // The service's status for every invalid_grant; openid-client still reads the code.
  await expect(oidc.refreshTokenGrant(config, refresh)).rejects.toMatchObject({
    error: 'invalid_grant',
    status: 403,
  });

  // The same code again: refused, nothing issued.
  await expect(oidc.authorizationCodeGrant(config, callback, checks)).rejects.toMatchObject({
    error: 'invalid_grant',
    status: 403,
  });
});
