/**
 * Refresh tokens end as the application's `refresh_token` settings say, over HTTP, with the
 * official Node SDK (`auth0`'s AuthenticationClient) as the application: rotating tokens that
 * live `token_lifetime` seconds and expire `idle_token_lifetime` seconds after their last use,
 * refused then with the service's `invalid_grant` "Unknown or invalid refresh token." (the
 * words auth0-spa-js looks for before it falls back to the iframe). A user deleted and created
 * again with the same id is another user: the first one's token stays refused.
 * Date is faked (server and client share this process), so nothing sleeps.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { DEMO_API, DEMO_DATABASE, type DevServer } from '../src/index.js';
import { type Call, client, start } from './http.js';
import { backchannelClient } from './support/ciba.js';
import { CALLBACK_PATH, flowDriver, screenOf, seedFlowTenant } from './support/flow-driver.js';

const SERVICE_REFUSAL = {
  error: 'invalid_grant',
  error_description: 'Unknown or invalid refresh token.',
};

let server: DevServer;
let api: Call;
let clientId: string;
let app: ReturnType<typeof backchannelClient>;

beforeAll(async () => {
  server = await start();
  api = client(server);
  clientId = await seedFlowTenant(server, [
    ['login-id', 'login-id'],
    ['login-password', 'login-password'],
    ['consent', 'consent'],
  ]);
  const patched = await api('PATCH', `/clients/${clientId}`, {
    refresh_token: {
      rotation_type: 'rotating',
      expiration_type: 'expiring',
      token_lifetime: 3_600,
      idle_token_lifetime: 600,
    },
  });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  const offline = await api('PATCH', `/resource-servers/${encodeURIComponent(DEMO_API)}`, {
    allow_offline_access: true,
  });
  expect(offline.status, JSON.stringify(offline.body)).toBe(200);
  app = backchannelClient(server.url, clientId, patched.body.client_secret);
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Logs `who` in through the pages; the application redeems the code with the SDK. */
async function refreshTokenOf(who: { email: string; password: string }): Promise<string> {
  const browser = flowDriver(server, clientId);
  // An API token without openid: no ID token, which the SDK would fetch keys for over https.
  const start = await browser.authorize({ scope: 'offline_access transfer:funds' });
  let page = await browser.post(await browser.post(start, { username: who.email }), {
    password: who.password,
  });
  if (screenOf(page) === 'consent') page = await browser.post(page, { action: 'accept' });
  expect(page.url.pathname).toBe(CALLBACK_PATH);
  const { data } = await app.oauth.authorizationCodeGrant({
    code: page.url.searchParams.get('code') ?? '',
    redirect_uri: `${server.url}${CALLBACK_PATH}`,
  });
  expect(data.refresh_token).toEqual(expect.any(String));
  return data.refresh_token ?? '';
}

/** The SDK's refresh: the next token, or the error body it rejected with. */
async function refresh(token: string): Promise<string | Record<string, unknown>> {
  try {
    const { data } = await app.oauth.refreshTokenGrant({ refresh_token: token });
    return data.refresh_token ?? 'no refresh token';
  } catch (error) {
    const { error: code, error_description } = error as Record<string, unknown>;
    return { error: code, error_description };
  }
}

const SAM = { email: 'sam@example.com', password: 'Quiet-River-82!' };

describe('refresh token lifetimes over HTTP', () => {
  test('idle: a token unused for idle_token_lifetime is refused as the service refuses it', async () => {
    const first = await refreshTokenOf(SAM);
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: now + 599_000 });
    const next = await refresh(first);
    expect(next).toEqual(expect.any(String));
    vi.setSystemTime(now + 599_000 + 600_000);
    expect(await refresh(next as string)).toEqual(SERVICE_REFUSAL);
    // The family is gone: the token used before is refused the same way.
    expect(await refresh(first)).toEqual(SERVICE_REFUSAL);
  });

  test('absolute: token_lifetime ends the family, however often it was refreshed', async () => {
    let token = await refreshTokenOf(SAM);
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now });
    for (let second = 500; second < 3_600; second += 500) {
      vi.setSystemTime(now + second * 1000);
      const next = await refresh(token);
      expect(next, `at ${second} s`).toEqual(expect.any(String));
      token = next as string;
    }
    vi.setSystemTime(now + 3_600_000);
    expect(await refresh(token)).toEqual(SERVICE_REFUSAL);
  });
});

test('a user deleted, then created again with the same id: the old token stays refused', async () => {
  const who = { email: 'again@example.com', password: 'Orchid-Tundra-42!' };
  const create = () =>
    api('POST', '/users', {
      connection: DEMO_DATABASE,
      user_id: 'again-1',
      email: who.email,
      password: who.password,
      email_verified: true,
    });
  const created = await create();
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const old = await refreshTokenOf(who);
  expect((await api('DELETE', `/users/${encodeURIComponent(created.body.user_id)}`)).status).toBe(
    204,
  );
  // Created again a second later, before the old token is used.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1_000 });
  const again = await create();
  expect(again.body.user_id).toBe(created.body.user_id);
  expect(await refresh(old)).toEqual(SERVICE_REFUSAL);
  // The new user's own login is refreshed as usual.
  expect(await refresh(await refreshTokenOf(who))).toEqual(expect.any(String));
});
