/**
 * Tokens the dev server must stop honouring (issue 28, item 6): a refresh token of a user who
 * has since been blocked or deleted (`invalid_grant`, as the service answers), a code of a user
 * deleted and created again with the same id (another user: `invalid_grant`; nor does the old
 * user's consent carry over to them), and a Management
 * API token dated in the future (401 `Invalid token`; a little clock skew is tolerated).
 */
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { DEMO_API, DEMO_DATABASE, type DevServer } from '../src/index.js';
import { MANAGEMENT_AUDIENCE, TOKEN_ISSUER } from '../src/protocol/management-token.js';
import { type Call, client, errorBody, start } from './http.js';
import { CALLBACK_PATH, flowDriver, seedFlowTenant } from './support/flow-driver.js';

let server: DevServer;
let api: Call;
let clientId: string;
let clientSecret: string;

beforeAll(async () => {
  server = await start();
  api = client(server);
  clientId = await seedFlowTenant(server, [
    ['login-id', 'login-id'],
    ['login-password', 'login-password'],
    ['consent', 'consent'],
  ]);
  clientSecret = (await api('GET', `/clients/${clientId}`)).body.client_secret;
  const apis = await api('GET', '/resource-servers');
  const demo = apis.body.find((rs: { identifier: string }) => rs.identifier === DEMO_API);
  expect(
    (await api('PATCH', `/resource-servers/${demo.id}`, { allow_offline_access: true })).status,
  ).toBe(200);
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

async function token(params: Record<string, string>) {
  const res = await fetch(`${server.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: clientId, client_secret: clientSecret, ...params }),
  });
  return { status: res.status, body: await res.json() };
}

/** Logs `email` in through the pages; the authorization code the callback gets. */
async function codeOf(email: string, password: string): Promise<string> {
  const browser = flowDriver(server, clientId);
  const start = await browser.authorize({ scope: 'openid offline_access transfer:funds' });
  const signedIn = await browser.post(await browser.post(start, { username: email }), { password });
  // The first login asks for consent; a later one has it already.
  const callback =
    signedIn.url.pathname === CALLBACK_PATH
      ? signedIn
      : await browser.post(signedIn, { action: 'accept' });
  expect(callback.url.pathname).toBe(CALLBACK_PATH);
  return callback.url.searchParams.get('code') ?? '';
}

const exchange = (code: string) =>
  token({
    grant_type: 'authorization_code',
    code,
    redirect_uri: `${server.url}${CALLBACK_PATH}`,
  });

/** Logs `email` in through the pages and returns its refresh token. */
async function refreshTokenOf(email: string, password: string): Promise<string> {
  const issued = await exchange(await codeOf(email, password));
  expect(issued.status).toBe(200);
  expect(issued.body.refresh_token).toEqual(expect.any(String));
  return issued.body.refresh_token;
}

describe('refresh tokens of users who may no longer log in', () => {
  test('a blocked user: invalid_grant (refresh token and code) until unblocked', async () => {
    const refresh = await refreshTokenOf('sam@example.com', 'Quiet-River-82!');
    const code = await codeOf('sam@example.com', 'Quiet-River-82!');
    expect((await token({ grant_type: 'refresh_token', refresh_token: refresh })).status).toBe(200);
    const listed = (await api('GET', '/users')).body as Array<{ email: string; user_id: string }>;
    const id = listed.find((u) => u.email === 'sam@example.com')?.user_id ?? '';
    expect((await api('PATCH', `/users/${encodeURIComponent(id)}`, { blocked: true })).status).toBe(
      200,
    );
    const refused = await token({ grant_type: 'refresh_token', refresh_token: refresh });
    expect(refused).toEqual({
      status: 403,
      body: { error: 'invalid_grant', error_description: 'user is blocked' },
    });
    // A code issued before the block is no way around it.
    expect((await exchange(code)).body).toEqual({
      error: 'invalid_grant',
      error_description: 'user is blocked',
    });
    expect(
      (await api('PATCH', `/users/${encodeURIComponent(id)}`, { blocked: false })).status,
    ).toBe(200);
    expect((await token({ grant_type: 'refresh_token', refresh_token: refresh })).status).toBe(200);
  });

  test('a deleted user: invalid_grant', async () => {
    const created = await api('POST', '/users', {
      connection: DEMO_DATABASE,
      email: 'leaving@example.com',
      password: 'Orchid-Tundra-42!',
      email_verified: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const refresh = await refreshTokenOf('leaving@example.com', 'Orchid-Tundra-42!');
    expect((await api('DELETE', `/users/${encodeURIComponent(created.body.user_id)}`)).status).toBe(
      204,
    );
    const refused = await token({ grant_type: 'refresh_token', refresh_token: refresh });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('invalid_grant');
  });

  test('a code of a user deleted, then created again with the same id: refused', async () => {
    const who = { email: 'twice@example.com', password: 'Orchid-Tundra-42!' };
    const create = () =>
      api('POST', '/users', {
        connection: DEMO_DATABASE,
        user_id: 'twice-1',
        email: who.email,
        password: who.password,
        email_verified: true,
      });
    const created = await create();
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const code = await codeOf(who.email, who.password);
    expect((await api('DELETE', `/users/${encodeURIComponent(created.body.user_id)}`)).status).toBe(
      204,
    );
    // Created again a second later, before the old user's code is redeemed.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1_000 });
    const again = await create();
    expect(again.body.user_id).toBe(created.body.user_id);
    expect(await exchange(code)).toEqual({
      status: 403,
      body: { error: 'invalid_grant', error_description: 'Unknown or invalid authorization code.' },
    });
    // The new user's own login gets its tokens.
    expect((await exchange(await codeOf(who.email, who.password))).status).toBe(200);
  });

  test('a consent of a user deleted, then created again with the same id: asked again', async () => {
    const who = { email: 'consented@example.com', password: 'Orchid-Tundra-42!' };
    const create = () =>
      api('POST', '/users', {
        connection: DEMO_DATABASE,
        user_id: 'consented-1',
        email: who.email,
        password: who.password,
        email_verified: true,
      });
    /** Logs the user in; the page after the password: the consent screen or the callback. */
    const signIn = async () => {
      const browser = flowDriver(server, clientId);
      const start = await browser.authorize({ scope: 'openid offline_access transfer:funds' });
      const page = await browser.post(await browser.post(start, { username: who.email }), {
        password: who.password,
      });
      return { browser, page };
    };
    const created = await create();
    expect(created.status).toBe(201);
    const first = await signIn();
    expect(first.page.url.pathname).toBe('/u/consent');
    await first.browser.post(first.page, { action: 'accept' });
    expect((await signIn()).page.url.pathname).toBe(CALLBACK_PATH); // remembered
    const id = encodeURIComponent(created.body.user_id);
    expect((await api('DELETE', `/users/${id}`)).status).toBe(204);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1_000 });
    expect((await create()).status).toBe(201);
    // The new user of that id never consented: the old user's consent is not theirs.
    expect((await signIn()).page.url.pathname).toBe('/u/consent');
  });
});

describe('Management API tokens dated in the future', () => {
  async function signed(issuedAt: number): Promise<string> {
    const key = await server.keys.get('ES256');
    return new SignJWT({ scope: 'read:resource_servers' })
      .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(MANAGEMENT_AUDIENCE)
      .setSubject('clock-skewed')
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 86_400)
      .sign(key.privateKey);
  }
  const now = () => Math.floor(Date.now() / 1000);

  test('a token issued a year from now is refused: 401 Invalid token', async () => {
    const res = await api(
      'GET',
      '/resource-servers',
      undefined,
      await signed(now() + 365 * 86_400),
    );
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject(errorBody(401, undefined, 'Invalid token'));
  });

  test('a token without iat is refused; a few seconds of clock skew are not', async () => {
    const key = await server.keys.get('ES256');
    const undated = await new SignJWT({ scope: 'read:resource_servers' })
      .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(MANAGEMENT_AUDIENCE)
      .setExpirationTime(now() + 3600)
      .sign(key.privateKey);
    expect((await api('GET', '/resource-servers', undefined, undated)).status).toBe(401);
    const skewed = await signed(now() + 20);
    expect((await api('GET', '/resource-servers', undefined, skewed)).status).toBe(200);
  });
});
