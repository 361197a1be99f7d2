/**
 * The service's own SPA SDK, `@auth0/auth0-spa-js`, logs in against the local tenant as a
 * frontend developer's app would (issue 23): in real headless Chromium, from an application
 * page served by its own server (another origin than the tenant's), through the tenant's
 * login pages. loginWithRedirect without and with an audience, handleRedirectCallback,
 * getUser, getTokenSilently in iframe mode (prompt=none, response_mode=web_message) and in
 * refresh-token mode (rotating refresh tokens; one expired is refused in the service's words,
 * so the SDK falls back to the iframe), the tokens used at /userinfo from the page
 * (CORS). A page from an origin the application did not register gets no CORS answer. The
 * example app (examples/spa-login) logs in too, registered as its README says.
 */
import {
  DEMO_API,
  type DevServer,
  seedDemoIdentities,
  seedDemoTenant,
  startDevServer,
} from '@screenkit/dev-server';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registrationOf } from '../examples/spa-login/scripts/register.mjs';
import { type Browser, launchBrowser } from './support/browser.js';
import { type SpaAppServer, startSpaApp } from './support/spa-app-server.js';

let tenant: DevServer;
let app: SpaAppServer;
let browser: Browser;
let page: Page;
let clientId: string;
let example: SpaAppServer;
let api: (method: string, path: string, body: unknown) => Promise<{ client_id: string }>;

beforeAll(async () => {
  [tenant, app, example, browser] = await Promise.all([
    startDevServer({ inMemory: true, port: 0 }),
    startSpaApp(),
    startSpaApp('example'),
    launchBrowser(),
  ]);
  const seed = { baseUrl: tenant.url, managementToken: tenant.managementToken };
  await seedDemoTenant(seed);
  await seedDemoIdentities(seed);
  api = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${tenant.url}/api/v2${path}`, {
      method,
      headers: {
        authorization: `Bearer ${tenant.managementToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return res.json();
  };
  // The application as a developer registers a SPA: its page's origin as callback, web origin
  // and allowed origin; rotating refresh tokens.
  ({ client_id: clientId } = await api('POST', '/clients', {
    name: 'My SPA',
    app_type: 'spa',
    token_endpoint_auth_method: 'none',
    callbacks: [`${app.origin}/`],
    web_origins: [app.origin],
    allowed_origins: [app.origin],
    allowed_logout_urls: [`${app.origin}/`],
    grant_types: ['authorization_code', 'refresh_token'],
    refresh_token: { rotation_type: 'rotating', expiration_type: 'expiring' },
  }));
  await api('PATCH', `/resource-servers/${encodeURIComponent(DEMO_API)}`, {
    allow_offline_access: true,
  });
  page = await browser.context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([app?.close(), example?.close(), tenant?.close()]);
});

declare global {
  interface Window {
    // biome-ignore lint/suspicious/noExplicitAny: the SDK's browser bundle, typed by its own tests
    auth0: any;
    // biome-ignore lint/suspicious/noExplicitAny: the client the page made
    client: any;
  }
}

interface Options {
  audience?: string;
  useRefreshTokens?: boolean;
  /** `useRefreshTokensFallback`: an invalid refresh token falls back to the iframe. */
  fallback?: boolean;
}

/** Opens the app page (at `path`) and makes the SDK's client there, as the app's code does. */
async function openApp(path: string, options: Options): Promise<void> {
  if (!page.url().startsWith(`${app.origin}${path}`)) await page.goto(`${app.origin}${path}`);
  await page.evaluate(
    async ({ domain, clientId, options }) => {
      window.client = await window.auth0.createAuth0Client({
        domain,
        clientId,
        useRefreshTokens: options.useRefreshTokens === true,
        useRefreshTokensFallback: options.fallback === true,
        authorizeTimeoutInSeconds: 10,
        authorizationParams: {
          redirect_uri: `${window.location.origin}/`,
          ...(options.audience ? { audience: options.audience } : {}),
        },
      });
    },
    { domain: tenant.url, clientId, options },
  );
}

/** loginWithRedirect, then the tenant's pages (login-id, login-password, consent if asked). */
async function logIn(options: Options): Promise<void> {
  await openApp('/', options);
  await Promise.all([
    page.waitForURL(`${tenant.url}/u/login-id?*`),
    page.evaluate(() => window.client.loginWithRedirect({ appState: { returnTo: '/inbox' } })),
  ]);
  await page.locator('input[name="username"]').fill('sam@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${tenant.url}/u/login-password?*`);
  await page.locator('input[name="password"]').fill('Quiet-River-82!');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname !== '/u/login-password');
  if (page.url().startsWith(`${tenant.url}/u/consent`)) {
    await page.getByRole('button', { name: 'Accept' }).click();
  }
  await page.waitForURL(`${app.origin}/?*`);
  expect(new URL(page.url()).searchParams.has('code')).toBe(true);
  // The app's code on its callback: a new page load, a new client, the callback handled.
  await openApp('/?', options);
  const result = await page.evaluate(() => window.client.handleRedirectCallback());
  expect(result.appState).toEqual({ returnTo: '/inbox' });
}

/** /userinfo called from the app's page with the token (a cross-origin fetch). */
const userinfoFromPage = (token: string) =>
  page.evaluate(
    async ({ url, token }) => {
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      return { status: res.status, body: await res.json() };
    },
    { url: `${tenant.url}/userinfo`, token },
  );

describe('@auth0/auth0-spa-js against the local tenant', () => {
  it('without an audience: login, user, userinfo, then a silent renewal in an iframe', async () => {
    await logIn({});
    const user = await page.evaluate(() => window.client.getUser());
    expect(user).toMatchObject({ email: 'sam@example.com', name: 'Sam Lee', email_verified: true });
    const first = await page.evaluate(() =>
      window.client.getTokenSilently({ detailedResponse: true }),
    );
    expect(first.access_token.split('.')).toHaveLength(1); // opaque: good at /userinfo only
    expect(await userinfoFromPage(first.access_token)).toMatchObject({
      status: 200,
      body: { email: 'sam@example.com', sub: user.sub },
    });

    // The cache skipped: a hidden iframe, prompt=none and response_mode=web_message, answered
    // from the tenant's login session.
    const frames = page.waitForRequest((req) => req.url().includes('prompt=none'));
    const renewed = await page.evaluate(() =>
      window.client.getTokenSilently({ cacheMode: 'off', detailedResponse: true }),
    );
    const request = new URL((await frames).url());
    expect(request.searchParams.get('response_mode')).toBe('web_message');
    expect(renewed.access_token).not.toBe(first.access_token);
    expect(await userinfoFromPage(renewed.access_token)).toMatchObject({ status: 200 });

    // logout(): /v2/logout with the app's client_id and returnTo, back on the app's page; the
    // tenant's login session is gone, so the silent renewal now answers login_required.
    const loggedOut = page.waitForRequest((req) => req.url().startsWith(`${tenant.url}/v2/logout`));
    await page.evaluate(() => {
      void window.client.logout({ logoutParams: { returnTo: `${window.location.origin}/` } });
    });
    expect(new URL((await loggedOut).url()).searchParams.get('client_id')).toBe(clientId);
    await page.waitForURL(`${app.origin}/`);
    await openApp('/', {});
    const refused = await page.evaluate(() =>
      window.client.getTokenSilently({ cacheMode: 'off' }).then(
        () => 'a token',
        (error: { error?: string }) => error.error,
      ),
    );
    expect(refused).toBe('login_required');
  });

  it('with an audience and refresh tokens: an API token, renewed by a rotating refresh token', async () => {
    await logIn({ audience: DEMO_API, useRefreshTokens: true });
    const token = await page.evaluate(() =>
      window.client.getTokenSilently({ detailedResponse: true }),
    );
    const claims = JSON.parse(
      Buffer.from(token.access_token.split('.')[1], 'base64url').toString(),
    );
    expect(claims.aud).toEqual([DEMO_API, `${tenant.url}/userinfo`]);
    expect(await userinfoFromPage(token.access_token)).toMatchObject({ status: 200 });

    const grants: string[] = [];
    page.on('request', (req) => {
      if (req.url() === `${tenant.url}/oauth/token`) grants.push(req.postData() ?? '');
    });
    const renewed = await page.evaluate(() =>
      window.client.getTokenSilently({ cacheMode: 'off', detailedResponse: true }),
    );
    const again = await page.evaluate(() =>
      window.client.getTokenSilently({ cacheMode: 'off', detailedResponse: true }),
    );
    expect(grants).toHaveLength(2);
    const [used1, used2] = grants.map((body) => new URLSearchParams(body));
    expect(used1?.get('grant_type')).toBe('refresh_token');
    // Rotation: the second renewal used the refresh token the first one answered.
    expect(used2?.get('refresh_token')).not.toBe(used1?.get('refresh_token'));
    for (const answer of [renewed, again]) {
      const renewedClaims = JSON.parse(
        Buffer.from(answer.access_token.split('.')[1], 'base64url').toString(),
      );
      expect(renewedClaims).toMatchObject({
        aud: [DEMO_API, `${tenant.url}/userinfo`],
        sub: claims.sub,
      });
    }
  });

  it('an expired refresh token: the SDK reads the refusal as the service words it and falls back to the iframe', async () => {
    await api('PATCH', `/clients/${clientId}`, {
      refresh_token: {
        rotation_type: 'rotating',
        expiration_type: 'expiring',
        idle_token_lifetime: 600,
      },
    });
    const options = { audience: DEMO_API, useRefreshTokens: true, fallback: true };
    await logIn(options);
    const first = await page.evaluate(() => window.client.getTokenSilently());
    // In the order answered (each body is read later, so kept as a promise).
    const answers: Array<Promise<{ status: number; body: unknown }>> = [];
    const silent: string[] = [];
    const onResponse = (res: Response) => {
      if (res.url().includes('prompt=none')) silent.push(res.url());
      if (res.url() === `${tenant.url}/oauth/token`)
        answers.push(res.json().then((body) => ({ status: res.status(), body })));
    };
    page.on('response', onResponse);
    // The tenant (in this process) 601 s on: the refresh token has been idle too long; the
    // login session (3 days) still answers the iframe.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 601_000 });
    try {
      const renewed = await page.evaluate(() =>
        window.client.getTokenSilently({ cacheMode: 'off' }).then(
          (token: string) => ({ token }),
          (error: { error?: string; error_description?: string }) => ({
            error: error.error,
            error_description: error.error_description,
          }),
        ),
      );
      expect(await answers[0]).toEqual({
        status: 403,
        body: { error: 'invalid_grant', error_description: 'Unknown or invalid refresh token.' },
      });
      // The SDK recognised an invalid refresh token: a new token through the hidden iframe.
      expect(renewed).toEqual({ token: expect.any(String) });
      expect('token' in renewed && renewed.token).not.toBe(first);
      expect(silent).toHaveLength(1);
    } finally {
      vi.useRealTimers();
      page.off('response', onResponse);
    }
  });

  it('a page of an origin the application did not register gets no CORS answer', async () => {
    // The same app server under another host name: another origin.
    await page.goto(`http://localhost:${app.port}/`);
    const result = await page.evaluate(async (url) => {
      try {
        await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'grant_type=refresh_token&refresh_token=x&client_id=y',
        });
        return 'answered';
      } catch (error) {
        return String(error);
      }
    }, `${tenant.url}/oauth/token`);
    expect(result).toMatch(/TypeError: Failed to fetch/);
  });

  it('the example app (examples/spa-login) logs in and asks /userinfo', async () => {
    const { client_id } = await api('POST', '/clients', registrationOf(example.origin));
    await example.configure(tenant.url, client_id);
    await page.goto(`${example.origin}/`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${tenant.url}/u/login-id?*`);
    await page.locator('input[name="username"]').fill('sam@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('input[name="password"]').fill('Quiet-River-82!');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Signed in as sam@example.com').waitFor();
    await page.getByRole('button', { name: 'Ask /userinfo' }).click();
    await expect
      .poll(() => page.locator('#output').textContent())
      .toContain('"email": "sam@example.com"');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByText('Signed out').waitFor();
    expect(new URL(page.url()).origin).toBe(example.origin);
  });
});
