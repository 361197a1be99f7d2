/**
 * A whole login through the React starter's own screens, in real headless Chromium: a seeded
 * user types their email (login-id), password (login-password) and authenticator code
 * (mfa-otp-challenge), approves a RAR consent (customized-consent) and the client gets tokens
 * carrying the user's claims. A wrong password first shows the service's error code on the page.
 */
import { DEMO_API, DEMO_TOTP_SECRET, seedDemoIdentities } from '@screenkit/dev-server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser.js';
import { type ExampleServer, startExample } from './support/example-server.js';

let server: ExampleServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startExample('react-consent'), launchBrowser()]);
  await seedDemoIdentities({ baseUrl: server.url, managementToken: server.managementToken });
  page = await browser.context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

function authorizeUrl(): string {
  const params = new URLSearchParams({
    client_id: server.clientId,
    response_type: 'code',
    redirect_uri: `${server.url}/callback`,
    audience: DEMO_API,
    scope: 'openid profile email transfer:funds',
    state: 'app-state',
    authorization_details: JSON.stringify([
      {
        type: 'money_transfer',
        instructedAmount: { amount: '120.00', currency: 'EUR' },
        beneficiary: 'Grace Hopper',
      },
    ]),
  });
  return `${server.url}/authorize?${params}`;
}

async function enterIdentifier(email: string): Promise<void> {
  await page.goto(authorizeUrl(), { waitUntil: 'commit' });
  await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/\/u\/login-id\?state=/);
  await page.locator('input[name="username"]').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/\/u\/login-password\?state=/);
  await page.locator('input[name="password"]').waitFor();
}

describe('login through the React starter', () => {
  it('wrong password, then password + TOTP + RAR consent, ends on the callback with tokens', async () => {
    await enterIdentifier('jane@example.com');
    expect(await page.locator('.identifier').textContent()).toContain('jane@example.com');
    // A wrong password first: the re-rendered page shows the service's error code.
    await page.locator('input[name="password"]').fill('not-my-password');
    await page.getByRole('button', { name: 'Continue' }).click();
    const error = page.locator('.errors li[data-code="wrong-credentials"]');
    await error.waitFor();
    expect(await error.textContent()).toContain('Wrong email or password');
    expect(new URL(page.url()).pathname).toBe('/u/login-password');
    await page.locator('input[name="password"]').fill('Correct-Horse-7');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(() => page.url(), { timeout: 20_000 })
      .toMatch(/\/u\/mfa-otp-challenge\?state=/);
    await page
      .locator('input[name="code"]')
      .fill(new TOTP({ secret: DEMO_TOTP_SECRET }).generate());
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(() => page.url(), { timeout: 20_000 })
      .toMatch(/\/u\/customized-consent\?state=/);
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/\/callback\?/);
    const callback = new URL(page.url());
    expect(callback.searchParams.get('state')).toBe('app-state');

    const { client_secret } = (await server.api('GET', `/clients/${server.clientId}`)) as {
      client_secret: string;
    };
    const res = await fetch(`${server.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: callback.searchParams.get('code') ?? '',
        redirect_uri: `${server.url}/callback`,
        client_id: server.clientId,
        client_secret,
      }),
    });
    expect(res.status).toBe(200);
    const tokens = (await res.json()) as { id_token: string; access_token: string };
    const jwks = createRemoteJWKSet(new URL(`${server.url}/.well-known/jwks.json`));
    const id = (await jwtVerify(tokens.id_token, jwks)).payload;
    expect(id).toMatchObject({ email: 'jane@example.com', name: 'Jane Doe', amr: ['pwd', 'mfa'] });
    const access = (await jwtVerify(tokens.access_token, jwks)).payload;
    expect(access.sub).toBe(id.sub);
    expect(access.authorization_details).toEqual([
      expect.objectContaining({ beneficiary: 'Grace Hopper' }),
    ]);
  });
});
