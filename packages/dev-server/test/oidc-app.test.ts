/**
 * What an application's login needs from the tenant (issue 23), over real HTTP as a browser and
 * a SPA would send it: /authorize without an audience (an opaque /userinfo token) or with the
 * tenant's default one, /userinfo and its errors, the four response modes, prompt=none from the
 * login session (and max_age, prompt=login), refresh token rotation and reuse, /oauth/revoke,
 * CORS for registered origins only, and discovery naming what is served. Bad input gets the
 * service's error and nothing is issued.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { DEMO_API, type DevServer } from '../src/index.js';
import { client, start } from './http.js';
import { seedFlowTenant } from './support/flow-driver.js';

const APP = 'http://127.0.0.1:5999';
const CALLBACK = `${APP}/callback`;
const OTHER = 'http://127.0.0.1:6001';

let server: DevServer;
let spa: string;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  server = await start();
  await seedFlowTenant(server, [
    ['login-id', 'login-id'],
    ['login-password', 'login-password'],
    ['consent', 'consent'],
  ]);
  api = client(server);
  const created = await api('POST', '/clients', {
    name: 'My SPA',
    app_type: 'spa',
    token_endpoint_auth_method: 'none',
    callbacks: [CALLBACK],
    web_origins: [APP],
    allowed_origins: [APP],
    grant_types: ['authorization_code', 'refresh_token'],
    refresh_token: {
      rotation_type: 'rotating',
      expiration_type: 'expiring',
      token_lifetime: 3600,
      idle_token_lifetime: 600,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  spa = created.body.client_id;
  // The demo API lets a refresh token be issued.
  await api('PATCH', `/resource-servers/${encodeURIComponent(DEMO_API)}`, {
    allow_offline_access: true,
  });
});
afterAll(() => server.close());

/** One browser: a cookie jar, redirects followed by hand until the application's origin. */
function browser() {
  const jar = new Map<string, string>();
  const headers = (): Record<string, string> =>
    jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {};
  const keep = (res: Response) => {
    for (const set of res.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  /** Fetches `url`, following redirects inside the tenant; stops at the app or a page. */
  async function go(url: string, init: RequestInit = {}): Promise<{ res: Response; url: URL }> {
    let target = new URL(url, server.url);
    let res = await fetch(target, {
      ...init,
      redirect: 'manual',
      headers: { ...headers(), ...(init.headers as object) },
    });
    for (;;) {
      keep(res);
      const location = res.headers.get('location');
      if (res.status !== 302 || !location) return { res, url: target };
      target = new URL(location, target);
      if (target.origin !== server.url) return { res, url: target };
      res = await fetch(target, { redirect: 'manual', headers: headers() });
    }
  }
  /** Posts a login page's form (advanced pages carry their context with the state). */
  async function submit(at: { res: Response; url: URL }, fields: Record<string, string>) {
    const html = await at.res.text();
    const context = JSON.parse(
      /window\.universal_login_context = (.*?);<\/script>/s.exec(html)?.[1] ?? 'null',
    );
    return go(at.url.toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams({ action: 'default', state: context.transaction.state, ...fields }),
    });
  }
  return { go, submit };
}

// PKCE (a public application must use it): one verifier for every request of this file.
const VERIFIER = 'v'.repeat(43);
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');

const authorizeUrl = (params: Record<string, string>) =>
  `/authorize?${new URLSearchParams({
    client_id: spa,
    response_type: 'code',
    redirect_uri: CALLBACK,
    scope: 'openid profile email offline_access',
    state: 'st',
    nonce: 'n-1',
    code_challenge: CHALLENGE,
    code_challenge_method: 'S256',
    ...params,
  })}`;

/** Logs sam in through login-id and login-password; answers where the browser lands. */
async function login(b: ReturnType<typeof browser>, params: Record<string, string> = {}) {
  const first = await b.go(authorizeUrl(params));
  expect(first.url.pathname).toBe('/u/login-id');
  const password = await b.submit(first, { username: 'sam@example.com' });
  return b.submit(password, { username: 'sam@example.com', password: 'Quiet-River-82!' });
}

async function token(params: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ client_id: spa, ...params }),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

const redeem = (code: string) =>
  token({
    grant_type: 'authorization_code',
    code,
    redirect_uri: CALLBACK,
    code_verifier: VERIFIER,
  });

const userinfo = (accessToken: string, init: RequestInit = {}) =>
  fetch(`${server.url}/userinfo`, {
    ...init,
    headers: { authorization: `Bearer ${accessToken}`, ...(init.headers as object) },
  });

/** A code from a logged-in browser's silent authentication (no screen shown). */
async function silentCode(b: ReturnType<typeof browser>, params: Record<string, string> = {}) {
  const { url } = await b.go(authorizeUrl({ prompt: 'none', ...params }));
  expect(url.origin, url.toString()).toBe(APP);
  return url.searchParams;
}

describe('a login without an audience', () => {
  const b = browser();
  test('answers an ID token and an opaque access token that only /userinfo takes', async () => {
    const back = await login(b);
    expect(back.url.origin).toBe(APP);
    expect(back.url.searchParams.get('state')).toBe('st');
    const tokens = await redeem(back.url.searchParams.get('code') ?? '');
    expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
    expect(tokens.body.id_token.split('.')).toHaveLength(3);
    expect(tokens.body.access_token.split('.')).toHaveLength(1); // opaque, not a JWT
    expect(tokens.body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 86400,
      scope: 'openid profile email offline_access',
    });
    expect(tokens.body.refresh_token).toEqual(expect.any(String));

    const me = await userinfo(tokens.body.access_token);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: 'sam@example.com',
      email_verified: true,
      name: 'Sam Lee',
      sub: expect.stringMatching(/^auth0\|/),
    });
    // POST with the token in the body (RFC 6750 2.2), claims by scope.
    const posted = await fetch(`${server.url}/userinfo`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ access_token: tokens.body.access_token }),
    });
    expect(posted.status).toBe(200);
    // Refused once the expires_in answered is over (the registry drops it then).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + tokens.body.expires_in * 1000 });
    try {
      expect((await userinfo(tokens.body.access_token)).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  test('prompt=none answers from the session; max_age and prompt=login ask for a new login', async () => {
    const silent = await silentCode(b);
    expect(silent.get('state')).toBe('st');
    const tokens = await redeem(silent.get('code') ?? '');
    expect(tokens.status).toBe(200);
    const id = JSON.parse(Buffer.from(tokens.body.id_token.split('.')[1], 'base64url').toString());
    expect(id).toMatchObject({
      nonce: 'n-1',
      email: 'sam@example.com',
      auth_time: expect.any(Number),
    });

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5_000 });
    try {
      const stale = await silentCode(b, { max_age: '1' });
      expect(stale.get('error')).toBe('login_required');
      expect(stale.has('code')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
    const fresh = await b.go(authorizeUrl({ prompt: 'login' }));
    expect(fresh.url.pathname).toBe('/u/login-id');
  });

  test('prompt=none without a session: login_required, in every response mode', async () => {
    const stranger = browser();
    expect((await silentCode(stranger)).get('error')).toBe('login_required');
    const fragment = await stranger.go(authorizeUrl({ prompt: 'none', response_mode: 'fragment' }));
    const hash = new URLSearchParams(fragment.url.hash.slice(1));
    expect([hash.get('error'), hash.get('state'), fragment.url.search]).toEqual([
      'login_required',
      'st',
      '',
    ]);
    const page = await stranger.go(authorizeUrl({ prompt: 'none', response_mode: 'web_message' }));
    const html = await page.res.text();
    expect(html).toContain('"error":"login_required"');
    expect(page.res.headers.get('content-security-policy')).toContain(`frame-ancestors ${APP}`);
    const both = await stranger.go(authorizeUrl({ prompt: 'none login' }));
    expect(both.url.searchParams.get('error')).toBe('invalid_request');
  });
});

describe('response modes', () => {
  const b = browser();
  beforeAll(() => login(b));

  test('fragment, form_post and web_message carry the code; query is the default', async () => {
    const fragment = await b.go(authorizeUrl({ prompt: 'none', response_mode: 'fragment' }));
    const hash = new URLSearchParams(fragment.url.hash.slice(1));
    expect((await redeem(hash.get('code') ?? '')).status).toBe(200);

    const formPost = await b.go(authorizeUrl({ prompt: 'none', response_mode: 'form_post' }));
    expect(formPost.res.status).toBe(200);
    const csp = formPost.res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'sha256-[^']+'; form-action http:\/\/127\.0\.0\.1:5999;/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(formPost.res.headers.get('x-frame-options')).toBe('DENY');
    const posted = JSON.parse(
      /id="response">(.*?)<\/script>/.exec(await formPost.res.text())?.[1] ?? '{}',
    );
    expect(posted).toMatchObject({
      action: CALLBACK,
      params: { code: expect.any(String), state: 'st' },
    });
    expect((await redeem(posted.params.code)).status).toBe(200);

    const message = await b.go(
      authorizeUrl({ prompt: 'none', response_mode: 'web_message', redirect_uri: CALLBACK }),
    );
    const data = JSON.parse(
      /id="response">(.*?)<\/script>/.exec(await message.res.text())?.[1] ?? '{}',
    );
    expect(data).toMatchObject({ origin: APP, params: { code: expect.any(String), state: 'st' } });
    expect(message.res.headers.get('x-frame-options')).toBeNull();
  });

  test('a login that ends on the pages delivers form_post through /authorize/resume, once', async () => {
    const other = browser();
    const landed = await login(other, { response_mode: 'form_post' });
    expect(landed.url.pathname).toBe('/authorize/resume');
    const body = await landed.res.text();
    expect(body).toContain('"code":');
    const again = await fetch(landed.url);
    expect(again.status).toBe(400);
  });

  test('web_message to an origin the application did not register: an error page, nothing posted', async () => {
    const elsewhere = await api('POST', '/clients', {
      name: 'No web origins',
      token_endpoint_auth_method: 'none',
      callbacks: [CALLBACK],
    });
    const res = await b.go(
      authorizeUrl({
        client_id: elsewhere.body.client_id,
        prompt: 'none',
        response_mode: 'web_message',
      }),
    );
    expect(res.res.status).toBe(400);
    const body = await res.res.json();
    expect(body.error).toBe('invalid_request');
    expect(body.error_description).toContain('web_origins');
    expect(JSON.stringify(body)).not.toContain('code');
    const bogus = await b.go(authorizeUrl({ response_mode: 'jsonp' }));
    expect(bogus.url.searchParams.get('error')).toBe('invalid_request');
  });

  test('redirect URIs that are not registered are refused without a redirect', async () => {
    for (const uri of [
      `${APP}/callback/extra`,
      `${APP}/call`,
      `${APP}/callback?x=1`,
      'http://127.0.0.1:6000/callback',
      `http://evil@127.0.0.1:5999/callback`,
      `${CALLBACK}#frag`,
      'http://127.0.0.1:5999.evil.example/callback',
    ]) {
      const res = await fetch(
        `${server.url}${authorizeUrl({ redirect_uri: uri, prompt: 'none' })}`,
        {
          redirect: 'manual',
        },
      );
      expect(res.status, uri).toBe(400);
      expect(res.headers.get('location'), uri).toBeNull();
      expect((await res.json()).error).toBe('invalid_request');
    }
  });
});

describe('with an API', () => {
  const b = browser();
  beforeAll(() => login(b));
  const claimsOf = (jwt: string) =>
    JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString());

  test('the access token is a JWT for [api, <issuer>userinfo]; the tenant default_audience applies', async () => {
    // The demo API asks consent (a localhost redirect is never verifiable): not silently.
    const named = await silentCode(b, { audience: DEMO_API });
    expect(named.get('error')).toBe('consent_required');
    expect(named.has('code')).toBe(false);
    const page = await login(b, { audience: DEMO_API });
    expect(page.url.pathname).toBe('/u/consent');
    const back = await b.submit(page, { action: 'accept' });
    expect(back.url.origin).toBe(APP);
    const tokens = await redeem(back.url.searchParams.get('code') ?? '');
    expect(claimsOf(tokens.body.access_token).aud).toEqual([DEMO_API, `${server.url}/userinfo`]);
    expect((await userinfo(tokens.body.access_token)).status).toBe(200);

    // Without openid the JWT is for the API alone, and /userinfo refuses it.
    const apiOnly = await redeem(
      (await silentCode(b, { audience: DEMO_API, scope: 'offline_access' })).get('code') ?? '',
    );
    expect(claimsOf(apiOnly.body.access_token).aud).toBe(DEMO_API);
    const refused = await userinfo(apiOnly.body.access_token);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/error="invalid_token"/);

    expect(
      (await api('PATCH', '/tenants/settings', { default_audience: DEMO_API })).body
        .default_audience,
    ).toBe(DEMO_API);
    try {
      const byDefault = await redeem((await silentCode(b)).get('code') ?? '');
      expect(claimsOf(byDefault.body.access_token).aud).toEqual([
        DEMO_API,
        `${server.url}/userinfo`,
      ]);
    } finally {
      await api('PATCH', '/tenants/settings', { default_audience: '' });
    }
    const unset = await redeem((await silentCode(b)).get('code') ?? '');
    expect(unset.body.access_token.split('.')).toHaveLength(1);
  });
});

describe('refresh tokens', () => {
  test('rotation: each use answers a new one; a rotated one used again revokes the family', async () => {
    const b = browser();
    const back = await login(b);
    const first = await redeem(back.url.searchParams.get('code') ?? '');
    const rt1 = first.body.refresh_token;
    const second = await token({ grant_type: 'refresh_token', refresh_token: rt1 });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const rt2 = second.body.refresh_token;
    expect(rt2).toEqual(expect.any(String));
    expect(rt2).not.toBe(rt1);
    expect(second.body.id_token.split('.')).toHaveLength(3);
    const reused = await token({ grant_type: 'refresh_token', refresh_token: rt1 });
    expect(reused).toMatchObject({ status: 403, body: { error: 'invalid_grant' } });
    expect(reused.body.refresh_token).toBeUndefined();
    // The family is revoked: the newest token is dead too.
    const after = await token({ grant_type: 'refresh_token', refresh_token: rt2 });
    expect(after).toMatchObject({ status: 403, body: { error: 'invalid_grant' } });
  });

  test('idle expiry per the application, and POST /oauth/revoke (200, empty body)', async () => {
    const b = browser();
    const back = await login(b);
    const { body } = await redeem(back.url.searchParams.get('code') ?? '');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 601_000 });
    try {
      const idle = await token({ grant_type: 'refresh_token', refresh_token: body.refresh_token });
      expect(idle).toMatchObject({ status: 403, body: { error: 'invalid_grant' } });
      // The service's words (auth0-spa-js matches "invalid refresh token" to fall back).
      expect(idle.body.error_description).toBe('Unknown or invalid refresh token.');
    } finally {
      vi.useRealTimers();
    }
    const again = await redeem((await silentCode(b)).get('code') ?? '');
    const revoke = (tokenValue: string, clientId = spa) =>
      fetch(`${server.url}/oauth/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: clientId, token: tokenValue }),
      });
    const other = await api('POST', '/clients', {
      name: 'Other',
      token_endpoint_auth_method: 'none',
      callbacks: [CALLBACK],
    });
    expect((await revoke(again.body.refresh_token, other.body.client_id)).status).toBe(400);
    const revoked = await revoke(again.body.refresh_token);
    expect(revoked.status).toBe(200);
    expect(await revoked.text()).toBe('');
    expect((await revoke('never-issued')).status).toBe(200);
    const used = await token({
      grant_type: 'refresh_token',
      refresh_token: again.body.refresh_token,
    });
    expect(used).toMatchObject({ status: 403, body: { error: 'invalid_grant' } });
  });

  test('a blocked user: refused before the rotating token is used up; unblocked, it works', async () => {
    const b = browser();
    const back = await login(b);
    const { body } = await redeem(back.url.searchParams.get('code') ?? '');
    const sub = JSON.parse(Buffer.from(body.id_token.split('.')[1], 'base64url').toString()).sub;
    const path = `/users/${encodeURIComponent(sub)}`;
    expect((await api('PATCH', path, { blocked: true })).status).toBe(200);
    try {
      const refused = await token({
        grant_type: 'refresh_token',
        refresh_token: body.refresh_token,
      });
      expect(refused).toMatchObject({
        status: 403,
        body: { error: 'invalid_grant', error_description: 'user is blocked' },
      });
    } finally {
      await api('PATCH', path, { blocked: false });
    }
    const again = await token({ grant_type: 'refresh_token', refresh_token: body.refresh_token });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  test('the Management API shows refresh_token in the service shape', async () => {
    const res = await api('GET', `/clients/${spa}`);
    expect(res.body.refresh_token).toEqual({
      rotation_type: 'rotating',
      expiration_type: 'expiring',
      leeway: 0,
      token_lifetime: 3600,
      infinite_token_lifetime: false,
      idle_token_lifetime: 600,
      infinite_idle_token_lifetime: false,
    });
    const bad = await api('PATCH', `/clients/${spa}`, {
      refresh_token: { rotation_type: 'sometimes', expiration_type: 'expiring' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('/userinfo errors (RFC 6750)', () => {
  test('no token, a bad token, a token without openid', async () => {
    const none = await fetch(`${server.url}/userinfo`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe(`Bearer realm="${server.url}/"`);
    const bad = await userinfo('not-a-token');
    expect(bad.status).toBe(401);
    expect(bad.headers.get('www-authenticate')).toMatch(/error="invalid_token"/);
    const b = browser();
    await login(b);
    const noOpenid = await redeem((await silentCode(b, { scope: 'profile' })).get('code') ?? '');
    const refused = await userinfo(noOpenid.body.access_token);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('www-authenticate')).toMatch(/error="insufficient_scope"/);
  });
});

describe('CORS', () => {
  test('registered origins get CORS headers and preflights; others get neither, nor tokens', async () => {
    const preflight = (origin: string, path: string) =>
      fetch(`${server.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,auth0-client',
        },
      });
    for (const path of [
      '/oauth/token',
      '/userinfo',
      '/oauth/revoke',
      '/.well-known/openid-configuration',
    ]) {
      const ok = await preflight(APP, path);
      expect(ok.status, path).toBe(204);
      expect(ok.headers.get('access-control-allow-origin'), path).toBe(APP);
      expect(ok.headers.get('access-control-allow-headers'), path).toContain('auth0-client');
      const no = await preflight(OTHER, path);
      expect(no.headers.get('access-control-allow-origin'), path).toBeNull();
    }
    // Everything else stays closed: no CORS on /authorize or the Management API.
    const authorize = await preflight(APP, '/authorize');
    expect(authorize.headers.get('access-control-allow-origin')).toBeNull();

    const b = browser();
    const back = await login(b);
    const code = back.url.searchParams.get('code') ?? '';
    const refused = await token(
      { grant_type: 'authorization_code', code, redirect_uri: CALLBACK, code_verifier: VERIFIER },
      { origin: OTHER },
    );
    expect(refused).toMatchObject({ status: 401, body: { error: 'access_denied' } });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    // Nothing was issued or used up: the application's own origin redeems the code.
    const ok = await token(
      { grant_type: 'authorization_code', code, redirect_uri: CALLBACK, code_verifier: VERIFIER },
      { origin: APP },
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe(APP);
    expect(ok.headers.get('access-control-expose-headers')).toBe('WWW-Authenticate');
    expect(ok.headers.get('vary')).toMatch(/\bOrigin\b/);
    const reused = await redeem(code);
    expect(reused).toMatchObject({ status: 403, body: { error: 'invalid_grant' } });
    // A server-side call (no Origin) is no CORS request, but caches still learn the answer
    // varies by Origin.
    expect(reused.headers.get('access-control-allow-origin')).toBeNull();
    expect(reused.headers.get('vary')).toMatch(/\bOrigin\b/);
  });
});

test('discovery names every endpoint, response mode and grant type served, and each answers', async () => {
  const doc = await (await fetch(`${server.url}/.well-known/openid-configuration`)).json();
  expect(doc).toMatchObject({
    issuer: `${server.url}/`,
    userinfo_endpoint: `${server.url}/userinfo`,
    revocation_endpoint: `${server.url}/oauth/revoke`,
    response_modes_supported: ['query', 'fragment', 'form_post', 'web_message'],
    grant_types_supported: [
      'authorization_code',
      'client_credentials',
      'refresh_token',
      'urn:ietf:params:oauth:grant-type:device_code',
      'urn:openid:params:grant-type:ciba',
    ],
    end_session_endpoint: `${server.url}/oidc/logout`,
    device_authorization_endpoint: `${server.url}/oauth/device/code`,
    backchannel_authentication_endpoint: `${server.url}/bc-authorize`,
  });
  const endpoints = Object.entries(doc).filter(
    ([key]) => key.endsWith('_endpoint') || key === 'jwks_uri',
  );
  expect(endpoints.length).toBeGreaterThanOrEqual(5);
  for (const [key, url] of endpoints) {
    const res = await fetch(url as string, {
      method:
        key === 'authorization_endpoint' || key === 'jwks_uri' || key === 'userinfo_endpoint'
          ? 'GET'
          : 'POST',
      redirect: 'manual',
    });
    expect(res.status, key).not.toBe(404);
  }
});
