/**
 * Seed 2.4 over real HTTP: each access policy refusing or allowing client credentials (client
 * access) and the authorization code flow (user access), the creation defaults, and the
 * refresh-token rule of 2.6. Descriptions must name the policy that refused.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DevServer } from '../src/index.js';
import { start } from './http.js';
import { CALLBACK, driver, type TestClient } from './oauth-driver.js';

const SCOPES = [{ value: 'read:data' }, { value: 'write:data' }];
const APIS = {
  defaults: 'urn:api:defaults',
  grantOnly: 'urn:api:require-grant',
  denied: 'urn:api:deny-all',
  userDeniedOnly: 'urn:api:user-deny',
};

let server: DevServer;
let d: ReturnType<typeof driver>;
let granted: TestClient;
let stranger: TestClient;

beforeAll(async () => {
  server = await start();
  d = driver(server);
  await d.createApi({ identifier: APIS.defaults, scopes: SCOPES, allow_offline_access: true });
  await d.createApi({
    identifier: APIS.grantOnly,
    scopes: SCOPES,
    allow_offline_access: true,
    subject_type_authorization: {
      user: { policy: 'require_client_grant' },
      client: { policy: 'require_client_grant' },
    },
  });
  await d.createApi({
    identifier: APIS.denied,
    scopes: SCOPES,
    subject_type_authorization: { user: { policy: 'deny_all' }, client: { policy: 'deny_all' } },
  });
  await d.createApi({
    identifier: APIS.userDeniedOnly,
    scopes: SCOPES,
    subject_type_authorization: {
      user: { policy: 'deny_all' },
      client: { policy: 'require_client_grant' },
    },
  });
  granted = await d.createClient({ name: 'Granted App' });
  stranger = await d.createClient({ name: 'Stranger App' });
  for (const audience of Object.values(APIS)) {
    await d.grant({ client_id: granted.client_id, audience, scope: ['read:data'] });
    await d.grant({
      client_id: granted.client_id,
      audience,
      scope: ['read:data'],
      subject_type: 'user',
    });
  }
});
afterAll(() => server.close());

type Outcome = { scope: string } | { error: string; policy: RegExp };

async function clientCredentials(app: TestClient, audience: string, scope?: string) {
  return d.token({ grant_type: 'client_credentials', audience, ...(scope ? { scope } : {}) }, app);
}

/** The whole user flow: /authorize, accept consent if shown, exchange the code. */
async function userFlow(app: TestClient, audience: string, scope: string) {
  let back = await d.authorize({
    response_type: 'code',
    client_id: app.client_id,
    redirect_uri: CALLBACK,
    audience,
    scope,
    state: 's',
  });
  if (back.pathname.startsWith('/u/')) back = await d.answerConsent(back, 'accept');
  const error = back.searchParams.get('error');
  if (error)
    return {
      status: 302,
      body: { error, error_description: back.searchParams.get('error_description') },
    };
  return d.token(
    {
      grant_type: 'authorization_code',
      code: back.searchParams.get('code') ?? '',
      redirect_uri: CALLBACK,
    },
    app,
  );
}

function expectOutcome(
  res: { status: number; body: Record<string, unknown> },
  audience: string,
  want: Outcome,
) {
  if ('scope' in want) {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.scope).toBe(want.scope);
    return d.verify(res.body.access_token as string, audience).then((claims) => {
      expect(claims.scope).toBe(want.scope);
    });
  }
  expect(res.body.error, JSON.stringify(res.body)).toBe(want.error);
  expect(res.body.error_description).toMatch(want.policy);
  return Promise.resolve();
}

const DENY = /access policy deny_all/;
const NEEDS_GRANT = /access policy require_client_grant.*client grant/;

describe('client access (client credentials)', () => {
  test.each<[string, string, 'granted' | 'stranger', string | undefined, Outcome]>([
    [
      'default require_client_grant, with grant',
      APIS.defaults,
      'granted',
      'read:data',
      { scope: 'read:data' },
    ],
    [
      'default require_client_grant, no grant',
      APIS.defaults,
      'stranger',
      'read:data',
      { error: 'unauthorized_client', policy: NEEDS_GRANT },
    ],
    [
      'require_client_grant, scope above the grant',
      APIS.grantOnly,
      'granted',
      'read:data write:data',
      { error: 'invalid_scope', policy: /does not include write:data/ },
    ],
    [
      'require_client_grant, scopes not stated',
      APIS.grantOnly,
      'granted',
      undefined,
      { error: 'invalid_scope', policy: /must state the required scopes explicitly/ },
    ],
    [
      'deny_all, even with a grant',
      APIS.denied,
      'granted',
      'read:data',
      { error: 'access_denied', policy: DENY },
    ],
    [
      'user deny_all leaves client access alone',
      APIS.userDeniedOnly,
      'granted',
      'read:data',
      { scope: 'read:data' },
    ],
  ])('%s', async (_name, audience, who, scope, want) => {
    const res = await clientCredentials(who === 'granted' ? granted : stranger, audience, scope);
    await expectOutcome(res, audience, want);
    if ('scope' in want) {
      const claims = await d.verify(res.body.access_token, audience);
      expect(claims).toMatchObject({
        sub: `${granted.client_id}@clients`,
        gty: 'client-credentials',
      });
    }
  });
});

describe('user access (authorization code)', () => {
  test.each<[string, string, 'granted' | 'stranger', string, Outcome]>([
    [
      'default allow_all, no grant needed',
      APIS.defaults,
      'stranger',
      'read:data write:data',
      { scope: 'read:data write:data' },
    ],
    [
      'require_client_grant, with a user grant',
      APIS.grantOnly,
      'granted',
      'openid read:data',
      { scope: 'openid read:data' },
    ],
    [
      'require_client_grant, no grant',
      APIS.grantOnly,
      'stranger',
      'read:data',
      { error: 'unauthorized_client', policy: NEEDS_GRANT },
    ],
    [
      'require_client_grant, above the grant',
      APIS.grantOnly,
      'granted',
      'write:data',
      { error: 'invalid_scope', policy: /does not include write:data/ },
    ],
    [
      'deny_all, even with a grant',
      APIS.denied,
      'granted',
      'read:data',
      { error: 'access_denied', policy: DENY },
    ],
    [
      'user deny_all',
      APIS.userDeniedOnly,
      'granted',
      'read:data',
      { error: 'access_denied', policy: /user access policy deny_all/ },
    ],
  ])('%s', async (_name, audience, who, scope, want) => {
    await expectOutcome(
      await userFlow(who === 'granted' ? granted : stranger, audience, scope),
      audience,
      want,
    );
  });

  test('the token endpoint re-applies the policy: deny_all set after consent refuses the code', async () => {
    const audience = 'urn:api:changing';
    await d.createApi({ identifier: audience, scopes: SCOPES });
    let back = await d.authorize({
      response_type: 'code',
      client_id: stranger.client_id,
      redirect_uri: CALLBACK,
      audience,
      scope: 'read:data',
    });
    back = await d.answerConsent(back, 'accept');
    const patch = await d.api('PATCH', `/resource-servers/${encodeURIComponent(audience)}`, {
      subject_type_authorization: {
        user: { policy: 'deny_all' },
        client: { policy: 'require_client_grant' },
      },
    });
    expect(patch.status).toBe(200);
    const res = await d.token(
      {
        grant_type: 'authorization_code',
        code: back.searchParams.get('code') ?? '',
        redirect_uri: CALLBACK,
      },
      stranger,
    );
    expect(res).toMatchObject({
      status: 403,
      body: { error: 'access_denied', error_description: expect.stringMatching(DENY) },
    });
  });
});

describe('refresh tokens (seed 2.6: require_client_grant and omitted scopes)', () => {
  async function refreshToken(audience: string, scope: string): Promise<string> {
    const res = await userFlow(granted, audience, scope);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.refresh_token).toEqual(expect.any(String));
    return res.body.refresh_token;
  }

  test('without scopes, the new token keeps all the original scopes', async () => {
    const rt = await refreshToken(APIS.grantOnly, 'offline_access read:data');
    const res = await d.token({ grant_type: 'refresh_token', refresh_token: rt }, granted, 'basic');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.scope).toBe('offline_access read:data');
    expect((await d.verify(res.body.access_token, APIS.grantOnly)).scope).toBe(
      'offline_access read:data',
    );
  });

  test('a narrower scope is honoured; a wider one is invalid_scope', async () => {
    const rt = await refreshToken(APIS.grantOnly, 'offline_access read:data');
    const narrower = await d.token(
      { grant_type: 'refresh_token', refresh_token: rt, scope: 'read:data' },
      granted,
    );
    expect(narrower.body.scope).toBe('read:data');
    const wider = await d.token(
      { grant_type: 'refresh_token', refresh_token: rt, scope: 'read:data write:data' },
      granted,
    );
    expect(wider).toMatchObject({ status: 400, body: { error: 'invalid_scope' } });
  });

  test('another application cannot use the refresh token', async () => {
    const rt = await refreshToken(APIS.defaults, 'offline_access read:data');
    const res = await d.token({ grant_type: 'refresh_token', refresh_token: rt }, stranger);
    expect(res).toMatchObject({ status: 403, body: { error: 'invalid_grant' } });
  });

  test('no refresh token unless the API allows offline access', async () => {
    const audience = 'urn:api:no-offline';
    await d.createApi({ identifier: audience, scopes: SCOPES });
    const ok = await userFlow(granted, audience, 'offline_access read:data');
    expect(ok.status).toBe(200);
    expect(ok.body.refresh_token).toBeUndefined();
  });
});

describe('client authentication and request errors', () => {
  test.each([
    ['a wrong secret', { ...granted, client_secret: 'nope' }, 401, 'invalid_client'],
    ['an unknown client', { client_id: 'ghost', client_secret: 'x' }, 401, 'invalid_client'],
  ])('%s', async (_name, who, status, error) => {
    for (const method of ['post', 'basic'] as const) {
      const res = await d.token(
        { grant_type: 'client_credentials', audience: APIS.defaults, scope: 'read:data' },
        who as TestClient,
        method,
      );
      expect(res).toMatchObject({ status, body: { error } });
    }
  });

  test('basic and post at once is invalid_request; unsupported grant; missing audience', async () => {
    const both = await fetch(`${server.url}/oauth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${granted.client_id}:${granted.client_secret}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_secret: granted.client_secret,
      }),
    });
    expect((await both.json()).error).toBe('invalid_request');
    expect((await d.token({ grant_type: 'password' }, granted)).body.error).toBe(
      'unsupported_grant_type',
    );
    expect((await d.token({ grant_type: 'client_credentials' }, granted)).body).toMatchObject({
      error: 'invalid_request',
      error_description: expect.stringMatching(/audience/),
    });
  });

  test('JSON bodies are accepted too', async () => {
    const res = await fetch(`${server.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        audience: APIS.defaults,
        scope: 'read:data',
        client_id: granted.client_id,
        client_secret: granted.client_secret,
      }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  test('a server-side call (server.ts answers it outside the app) gets what a browser call gets', async () => {
    // Wrong HTTP Basic credentials: the answer with the most headers.
    const call = (origin?: string) =>
      fetch(`${server.url}/oauth/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${granted.client_id}:wrong`).toString('base64')}`,
          ...(origin ? { origin } : {}),
        },
        body: 'grant_type=client_credentials',
      });
    const answer = async (res: Response) => ({
      status: res.status,
      body: await res.json(),
      type: res.headers.get('content-type'),
      cache: res.headers.get('cache-control'),
      challenge: res.headers.get('www-authenticate'),
      vary: res.headers.get('vary'),
    });
    // The server's own origin: a browser call, through the app and its CORS middleware.
    const browser = await answer(await call(server.url));
    const serverSide = await answer(await call());
    expect(serverSide).toEqual({ ...browser, vary: 'Origin' });
    expect(serverSide).toMatchObject({
      status: 401,
      body: { error: 'invalid_client' },
      type: 'application/json',
      cache: 'no-store',
      challenge: 'Basic realm="screenkit"',
    });
    // A refused grant: the service's 403 invalid_grant from both hosts.
    const unknownRefresh = (origin?: string) =>
      fetch(`${server.url}/oauth/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(origin ? { origin } : {}),
        },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: 'never-issued',
          client_id: granted.client_id,
          client_secret: granted.client_secret,
        }),
      });
    const refusedInApp = await answer(await unknownRefresh(server.url));
    const refusedOnLane = await answer(await unknownRefresh());
    expect(refusedOnLane).toEqual({ ...refusedInApp, vary: 'Origin' });
    expect(refusedOnLane).toMatchObject({ status: 403, body: { error: 'invalid_grant' } });
  });
});

describe('discovery', () => {
  test('openid-configuration names the endpoints; the JWKS verifies issued tokens', async () => {
    const config = await (await fetch(`${server.url}/.well-known/openid-configuration`)).json();
    expect(config).toMatchObject({
      issuer: `${server.url}/`,
      authorization_endpoint: `${server.url}/authorize`,
      token_endpoint: `${server.url}/oauth/token`,
      jwks_uri: `${server.url}/.well-known/jwks.json`,
      grant_types_supported: expect.arrayContaining([
        'authorization_code',
        'client_credentials',
        'refresh_token',
        'urn:ietf:params:oauth:grant-type:device_code',
        'urn:openid:params:grant-type:ciba',
      ]),
      backchannel_authentication_endpoint: `${server.url}/bc-authorize`,
      backchannel_token_delivery_modes_supported: ['poll'],
    });
    const jwks = await (await fetch(config.jwks_uri)).json();
    expect(jwks.keys.some((k: { alg: string }) => k.alg === 'RS256')).toBe(true);
    for (const key of jwks.keys) expect(key.d).toBeUndefined();
  });
});

describe('skip_consent_for_verifiable_first_party_clients (as on the service)', () => {
  test('first party + verifiable redirect: no consent; third party or localhost: consent', async () => {
    const audience = 'urn:api:first-party-skip';
    await d.createApi({
      identifier: audience,
      scopes: SCOPES,
      skip_consent_for_verifiable_first_party_clients: true,
    });
    const local = 'http://127.0.0.1:4321/callback';
    const first = await d.createClient({ name: 'First', callbacks: [CALLBACK, local] });
    const third = await d.createClient({ name: 'Third', is_first_party: false });
    const go = (client: TestClient, redirect = CALLBACK, extra: Record<string, string> = {}) =>
      d.authorize({
        response_type: 'code',
        client_id: client.client_id,
        redirect_uri: redirect,
        audience,
        scope: 'read:data',
        state: 's',
        ...extra,
      });
    const skipped = await go(first);
    expect(`${skipped.origin}${skipped.pathname}`).toBe(CALLBACK);
    expect(skipped.searchParams.get('code')).toBeTruthy();
    expect((await go(third)).pathname).toBe('/u/consent');
    // The service never counts a loopback redirect as verifiable.
    expect((await go(first, local)).pathname).toBe('/u/consent');
    // A RAR always asks.
    await d.api('PATCH', `/resource-servers/${encodeURIComponent(audience)}`, {
      authorization_details: [{ type: 'payment' }],
    });
    const rar = await go(first, CALLBACK, {
      authorization_details: JSON.stringify([{ type: 'payment' }]),
    });
    expect(rar.pathname).toBe('/u/customized-consent');
  });
});
