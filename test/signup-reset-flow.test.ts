/**
 * Signup then login, and reset password through the local inbox, in real headless Chromium
 * through the JS starter's own screens (examples/js-consent: signup-id, signup-password,
 * login-id, login-password, reset-password-request, reset-password; the generic screen for
 * the rest), each posting with its typed action, against the demo tenant's login flow.
 */
import { DEMO_API, seedDemoIdentities } from '@screenkit/dev-server';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser.js';
import { type ExampleServer, startExample } from './support/example-server.js';

let server: ExampleServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startExample('js-consent'), launchBrowser()]);
  await seedDemoIdentities({ baseUrl: server.url, managementToken: server.managementToken });
  page = await browser.context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

function authorizeUrl(extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    client_id: server.clientId,
    response_type: 'code',
    redirect_uri: `${server.url}/callback`,
    audience: DEMO_API,
    scope: 'openid profile email',
    state: 'app-state',
    ...extra,
  });
  return `${server.url}/authorize?${params}`;
}

const onScreen = (screen: string) =>
  expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe(`/u/${screen}`);

async function continueWith(field: string, value: string): Promise<void> {
  await page.locator(`input[name="${field}"]`).fill(value);
  await page.getByRole('button', { name: /Continue|Reset password/ }).click();
}

/** Login through login-id and login-password; accepts consent if asked; ends on the callback. */
async function logIn(email: string, password: string): Promise<URL> {
  await page.goto(authorizeUrl(), { waitUntil: 'commit' });
  await onScreen('login-id');
  await continueWith('username', email);
  await onScreen('login-password');
  await continueWith('password', password);
  await expect
    .poll(() => new URL(page.url()).pathname, { timeout: 20_000 })
    .not.toBe('/u/login-password');
  if (new URL(page.url()).pathname === '/u/consent')
    await page.getByRole('button', { name: 'Accept' }).click();
  await page.waitForURL(/\/callback\?/);
  return new URL(page.url());
}

describe('the JS starter through signup and reset password', () => {
  it('signs up a new user (signup-id, signup-password), who then logs in', async () => {
    await page.goto(authorizeUrl({ screen_hint: 'signup' }), { waitUntil: 'commit' });
    await onScreen('signup-id');
    await continueWith('email', 'new.user@example.com');
    await onScreen('signup-password');
    expect(await page.locator('.identifier').textContent()).toBe('new.user@example.com');
    // Too weak for the connection's "good" policy: the service's error on the page.
    await continueWith('password', 'short');
    await page.locator('.errors li[data-code="password-policy-not-conformant"]').waitFor();
    await continueWith('password', 'Brand-New-Pass-42');
    await onScreen('consent');
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.waitForURL(/\/callback\?/);
    expect(new URL(page.url()).searchParams.get('code')).toMatch(/.{16,}/);

    const callback = await logIn('new.user@example.com', 'Brand-New-Pass-42');
    expect(callback.searchParams.get('state')).toBe('app-state');
    expect(callback.searchParams.get('code')).toMatch(/.{16,}/);
  });

  it('resets a password through the link in /_screenkit/inbox, then logs in with it', async () => {
    await page.goto(authorizeUrl(), { waitUntil: 'commit' });
    await onScreen('login-id');
    await continueWith('username', 'sam@example.com');
    await onScreen('login-password');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await onScreen('reset-password-request');
    // The starter's settings ask for screen.texts (as deployed): the service's texts show.
    expect(await page.locator('.description').textContent()).toBe(
      'Enter your email address and we will send you a link to reset your password.',
    );
    await continueWith('username', 'sam@example.com');
    await onScreen('reset-password-email');

    await page.goto(`${server.url}/_screenkit/inbox`);
    await page.getByRole('link', { name: 'Reset your password' }).first().click();
    await onScreen('reset-password');
    await page.locator('input[name="password-reset"]').fill('Fresh-Start-2026!');
    await page.locator('input[name="re-enter-password"]').fill('Fresh-Start-2026?');
    // Labelled from screen.texts.buttonText.
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.locator('.errors li[data-code="password-mismatch"]').waitFor();
    await page.locator('input[name="password-reset"]').fill('Fresh-Start-2026!');
    await page.locator('input[name="re-enter-password"]').fill('Fresh-Start-2026!');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await onScreen('reset-password-success');

    const callback = await logIn('sam@example.com', 'Fresh-Start-2026!');
    expect(callback.searchParams.get('code')).toMatch(/.{16,}/);
  });
});
