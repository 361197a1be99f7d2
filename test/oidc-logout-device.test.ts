/**
 * Logout and the device flow as applications use them, with `openid-client` (panva) as the
 * oracle, configured from the discovery document, and a person in headless Chromium on the
 * dev server's own pages:
 * - the device grant: `initiateDeviceAuthorization`, the person enters the code at
 *   `verification_uri`, logs in and confirms, `pollDeviceAuthorizationGrant` gets tokens the
 *   library validates; the device code does not redeem twice; its refresh token works;
 * - RP-initiated logout: a code flow with PKCE and nonce, then the end session URL the library
 *   builds (`id_token_hint`, `post_logout_redirect_uri`, `state`) followed in the browser: back
 *   at once, the login session gone, so the next activation asks to log in again;
 * - `/v2/logout` with `returnTo`, and `/oidc/logout` without a hint answered on the logout
 *   screen, after which a new /authorize asks to log in.
 */
import {
  DEMO_API,
  type DevServer,
  seedDemoIdentities,
  seedDemoTenant,
  startDevServer,
} from '@screenkit/dev-server';
import { decodeJwt } from 'jose';
import * as oidc from 'openid-client';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser.js';

const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';
const TV_API = 'https://tv.example.com/api';
const SAM = { email: 'sam@example.com', password: 'Quiet-River-82!' };

let server: DevServer;
let browser: Browser;
let page: Page;
let bankApp: { client_id: string; client_secret: string };
let tvApp: string;

async function api(method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.url}/api/v2${path}`, {
    method,
    headers: {
      authorization: `Bearer ${server.managementToken}`,
      'content-type': 'application/json',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.ok, `${method} ${path}: ${res.status}`).toBe(true);
  return res.json();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startDevServer({ inMemory: true, liveReload: false }),
    launchBrowser(),
  ]);
  const seed = { baseUrl: server.url, managementToken: server.managementToken };
  const { clientId } = await seedDemoTenant(seed);
  await seedDemoIdentities(seed);
  bankApp = await api('PATCH', `/clients/${clientId}`, {
    allowed_logout_urls: [`${server.url}/`],
  });
  await api('POST', '/resource-servers', {
    name: 'TV API',
    identifier: TV_API,
    scopes: [{ value: 'watch:shows', description: 'Watch your shows' }],
    allow_offline_access: true,
  });
  tvApp = (
    await api('POST', '/clients', {
      name: 'TV App',
      app_type: 'native',
      token_endpoint_auth_method: 'none',
      grant_types: [DEVICE_GRANT, 'refresh_token'],
    })
  ).client_id;
  page = await browser.context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The library's view of the tenant: everything from the discovery document. */
function discover(clientId: string, auth: oidc.ClientAuth, secret?: string) {
  return oidc.discovery(new URL(server.url), clientId, secret, auth, {
    execute: [oidc.allowInsecureRequests],
  });
}

const continueButton = () => page.getByRole('button', { name: 'Continue' });

/** On login-id: sam logs in with his password. */
async function logIn(): Promise<void> {
  await page.waitForURL(/\/u\/login-id\?state=/);
  await page.locator('input[name="username"]').fill(SAM.email);
  await continueButton().click();
  await page.waitForURL(/\/u\/login-password\?state=/);
  await page.locator('input[name="password"]').fill(SAM.password);
  await continueButton().click();
}

/** A code flow of the Bank App with PKCE and nonce, through the pages; the library's tokens. */
async function codeFlowLogin(bank: oidc.Configuration) {
  const verifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  const state = oidc.randomState();
  const redirect = `${server.url}/callback`;
  await page.goto(
    oidc
      .buildAuthorizationUrl(bank, {
        redirect_uri: redirect,
        scope: 'openid profile email',
        audience: DEMO_API,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        nonce,
        state,
      })
      .toString(),
  );
  await logIn();
  await page.waitForURL(/\/(u\/consent|callback)\?/);
  if (page.url().includes('/u/consent')) await page.getByRole('button', { name: 'Accept' }).click();
  await page.waitForURL(/\/callback\?/);
  return oidc.authorizationCodeGrant(bank, new URL(page.url()), {
    pkceCodeVerifier: verifier,
    expectedNonce: nonce,
    expectedState: state,
  });
}

/** Where a device's verification_uri_complete leads this browser: a login, or straight on. */
async function activationScreen(tv: oidc.Configuration): Promise<string> {
  const device = await oidc.initiateDeviceAuthorization(tv, { audience: TV_API, scope: 'openid' });
  await page.goto(device.verification_uri_complete as string);
  await page.waitForURL(/\/u\/(login-id|device-code-confirmation)\?/);
  return new URL(page.url()).pathname;
}

describe('openid-client against the local tenant', () => {
  it('discovery names the end session and device endpoints and the device grant', async () => {
    const metadata = (await discover(tvApp, oidc.None())).serverMetadata();
    expect(metadata).toMatchObject({
      issuer: `${server.url}/`,
      end_session_endpoint: `${server.url}/oidc/logout`,
      device_authorization_endpoint: `${server.url}/oauth/device/code`,
    });
    expect(metadata.grant_types_supported).toContain(DEVICE_GRANT);
  });

  it('device grant: the person approves in the browser, the device gets tokens once', async () => {
    const tv = await discover(tvApp, oidc.None());
    const device = await oidc.initiateDeviceAuthorization(tv, {
      audience: TV_API,
      scope: 'openid profile email offline_access watch:shows',
    });
    expect(device.verification_uri).toBe(`${server.url}/activate`);

    await page.goto(device.verification_uri);
    await page.waitForURL(/\/u\/device-code-activation\?state=/);
    await page.locator('input[name="code"]').fill(device.user_code);
    await continueButton().click();
    await logIn();
    await page.waitForURL(/\/u\/device-code-confirmation\?state=/);
    expect(await page.locator('.sk-code').textContent()).toBe(device.user_code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/u\/device-code-activation-allowed\?state=/);
    expect(await page.locator('h1').textContent()).toBe("Congratulations, you're all set!");

    // The library waits `interval` before its first poll; the person has already approved, so
    // the device's poll is answered at once with no wait (the 5 s interval is the server's).
    const approved = { ...device, interval: 0 };
    const tokens = await oidc.pollDeviceAuthorizationGrant(tv, approved);
    const claims = tokens.claims();
    expect(claims).toMatchObject({ iss: `${server.url}/`, aud: tvApp, email: SAM.email });
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      aud: [TV_API, `${server.url}/userinfo`],
      sub: claims?.sub,
    });
    expect(tokens.scope).toContain('watch:shows');

    await expect(oidc.pollDeviceAuthorizationGrant(tv, approved)).rejects.toMatchObject({
      error: 'invalid_grant',
      status: 403,
    });
    const refreshed = await oidc.refreshTokenGrant(tv, tokens.refresh_token as string);
    expect(decodeJwt(refreshed.access_token)).toMatchObject({
      aud: [TV_API, `${server.url}/userinfo`],
      sub: claims?.sub,
    });
  });

  it('end session URL built by the library: back at once, the session gone', async () => {
    const bank = await discover(
      bankApp.client_id,
      oidc.ClientSecretPost(bankApp.client_secret),
      bankApp.client_secret,
    );
    const tv = await discover(tvApp, oidc.None());
    const tokens = await codeFlowLogin(bank);
    expect(tokens.claims()?.sid).toEqual(expect.any(String));
    // The login session lets a device be approved without logging in again...
    expect(await activationScreen(tv)).toBe('/u/device-code-confirmation');

    const end = oidc.buildEndSessionUrl(bank, {
      id_token_hint: tokens.id_token as string,
      post_logout_redirect_uri: `${server.url}/`,
      state: 'bye',
    });
    await page.goto(end.href);
    await page.waitForURL(`${server.url}/?state=bye`);
    // ...and after logging out it asks again, and silent authentication needs a login.
    expect(await activationScreen(tv)).toBe('/u/login-id');
    await page.goto(
      oidc
        .buildAuthorizationUrl(bank, {
          redirect_uri: `${server.url}/callback`,
          scope: 'openid',
          prompt: 'none',
        })
        .toString(),
    );
    await page.waitForURL(/\/callback\?/);
    expect(new URL(page.url()).searchParams.get('error')).toBe('login_required');
  });

  it('/v2/logout with returnTo, and the logout screen: a new /authorize asks to log in', async () => {
    const bank = await discover(
      bankApp.client_id,
      oidc.ClientSecretPost(bankApp.client_secret),
      bankApp.client_secret,
    );
    await codeFlowLogin(bank);
    const hasSession = async () =>
      (await browser.context.cookies(server.url)).some((cookie) => cookie.name === 'auth0');
    expect(await hasSession()).toBe(true);
    const returnTo = `${server.url}/`;
    await page.goto(
      `${server.url}/v2/logout?${new URLSearchParams({ client_id: bankApp.client_id, returnTo })}`,
    );
    await page.waitForURL(returnTo);
    expect(await hasSession()).toBe(false);
    await page.goto(
      oidc.buildAuthorizationUrl(bank, {
        redirect_uri: `${server.url}/callback`,
        audience: DEMO_API,
        scope: 'openid',
      }).href,
    );
    await page.waitForURL(/\/u\/login-id\?state=/);

    // Logged in again; an end session request naming no session is asked on the logout screen.
    await codeFlowLogin(bank);
    await page.goto(oidc.buildEndSessionUrl(bank, { post_logout_redirect_uri: returnTo }).href);
    await page.waitForURL(/\/u\/logout\?state=/);
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await page.waitForURL(returnTo);
    expect(await hasSession()).toBe(false);
  });
});
