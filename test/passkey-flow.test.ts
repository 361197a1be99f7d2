/**
 * Passkeys through the dev server's login flow in real Chromium, with the DevTools virtual
 * authenticator: a minimal advanced-mode page (core's createScreen and its passkey actions,
 * nothing else) signs a seeded user in with a password, enrols a passkey on the
 * passkey-enrollment prompt, then logs in with that passkey from login-id; the demo's seeded
 * passkey (its private key handed to the authenticator) logs its own user in too.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEMO_API,
  DEMO_DATABASE,
  DEMO_PASSKEY,
  type DevServer,
  seedDemoIdentities,
  seedDemoTenant,
  startDevServer,
} from '@screenkit/dev-server';
import { build } from 'esbuild';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser.js';
import { addVirtualAuthenticator } from './support/virtual-authenticator.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SCREENS = [
  ['login-id', 'login-id'],
  ['login-password', 'login-password'],
  ['passkeys', 'passkey-enrollment'],
] as const;

// The page: core's screen object for whatever screen is served, driven by the test.
const PAGE_SCRIPT = `
import { createScreen } from ${JSON.stringify(join(root, 'packages/core/src/screens/create-screen.ts'))};
window.sk = {
  login: (username) => createScreen('login-id').login({ username }),
  password: (username, password) => createScreen('login-password').login({ username, password }),
  passkeyLogin: () => createScreen('login-id').passkeyLogin(),
  enrol: () => createScreen('passkey-enrollment').continuePasskeyEnrollment(),
};
const ready = () => { document.title = 'ready:' + window.universal_login_context.screen.name; };
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
else ready();
`;

let server: DevServer;
let assets: Server;
let browser: Browser;
let page: Page;
let cdp: CDPSession;
let authenticatorId: string;
let clientId: string;
let origin: string;

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.url}/api/v2${path}`, {
    method,
    headers: {
      authorization: `Bearer ${server.managementToken}`,
      'content-type': 'application/json',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return res.json();
}

beforeAll(async () => {
  const [bundle, started, launched] = await Promise.all([
    build({
      stdin: { contents: PAGE_SCRIPT, resolveDir: root, loader: 'ts' },
      bundle: true,
      format: 'iife',
      write: false,
      conditions: ['source'],
      logLevel: 'silent',
    }),
    startDevServer({ inMemory: true, liveReload: false }),
    launchBrowser(),
  ]);
  server = started;
  browser = launched;
  const code = bundle.outputFiles[0]?.text ?? '';
  assets = createServer((_req, res) => {
    res
      .writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' })
      .end(code);
  });
  await new Promise<void>((r) => assets.listen(0, '127.0.0.1', r));
  const assetsUrl = `http://localhost:${(assets.address() as AddressInfo).port}/app.js`;

  ({ clientId } = await seedDemoTenant({
    baseUrl: server.url,
    managementToken: server.managementToken,
  }));
  await seedDemoIdentities({ baseUrl: server.url, managementToken: server.managementToken });
  // The passkey prompt after a password login (off in the demo).
  const [db] = await call('GET', `/connections?name=${DEMO_DATABASE}`);
  await call('PATCH', `/connections/${db.id}`, {
    options: { ...db.options, passkey_options: { progressive_enrollment_enabled: true } },
  });
  for (const [prompt, screen] of SCREENS)
    await call('PATCH', `/prompts/${prompt}/screen/${screen}/rendering`, {
      rendering_mode: 'advanced',
      head_tags: [{ tag: 'script', attributes: { src: assetsUrl } }],
    });

  // `localhost`, not 127.0.0.1: a WebAuthn relying party ID must be a domain name.
  origin = `http://localhost:${server.port}`;
  page = await browser.context.newPage();
  ({ cdp, authenticatorId } = await addVirtualAuthenticator(browser.context, page));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await new Promise((r) => assets?.close(r));
});

async function onScreen(screen: string): Promise<void> {
  await page.waitForFunction((t) => document.title === t, `ready:${screen}`, { timeout: 15_000 });
}

/** Runs one of the page's actions; the form post navigates away, so it is not awaited. */
async function act(name: string, ...args: string[]): Promise<void> {
  await page.evaluate(
    ({ name, args }) => {
      const sk = (window as unknown as { sk: Record<string, (...a: string[]) => Promise<void>> })
        .sk;
      void sk[name]?.(...args);
    },
    { name, args },
  );
}

async function startLogin(): Promise<void> {
  const params = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: `${server.url}/callback`,
    audience: DEMO_API,
    scope: 'openid profile email',
    state: 'app-state',
  });
  await page.goto(`${origin}/authorize?${params}`, { waitUntil: 'commit' });
  await onScreen('login-id');
}

/** The callback's code exchanged for the ID token's claims (consent accepted if asked). */
async function idTokenAtCallback() {
  await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/\/(callback|u\/consent)\?/);
  if (new URL(page.url()).pathname === '/u/consent') {
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/\/callback\?/);
  }
  const { client_secret } = await call('GET', `/clients/${clientId}`);
  const res = await fetch(`${server.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: new URL(page.url()).searchParams.get('code') ?? '',
      redirect_uri: `${server.url}/callback`,
      client_id: clientId,
      client_secret,
    }),
  });
  expect(res.status).toBe(200);
  const { id_token } = (await res.json()) as { id_token: string };
  const jwks = createRemoteJWKSet(new URL(`${server.url}/.well-known/jwks.json`));
  return (await jwtVerify(id_token, jwks)).payload;
}

describe('passkeys through the login flow in Chromium', () => {
  it('enrols a passkey after a password login, then logs in with it', async () => {
    await startLogin();
    await act('login', 'sam@example.com');
    await onScreen('login-password');
    await act('password', 'sam@example.com', 'Quiet-River-82!');
    await onScreen('passkey-enrollment');
    await act('enrol');
    expect(await idTokenAtCallback()).toMatchObject({ email: 'sam@example.com', amr: ['pwd'] });
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toEqual([
      expect.objectContaining({ rpId: 'localhost', userName: 'sam@example.com' }),
    ]);

    await startLogin();
    await act('passkeyLogin');
    expect(await idTokenAtCallback()).toMatchObject({ email: 'sam@example.com', amr: ['pop'] });
    const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(after.credentials[0]?.signCount).toBeGreaterThan(credentials[0]?.signCount ?? 0);
  });

  it('the demo passkey (a known private key) logs its seeded user in', async () => {
    await cdp.send('WebAuthn.clearCredentials', { authenticatorId });
    // A discoverable credential carries its user handle: the user's id, as the server issues it.
    const [kai] = await call('GET', `/users?q=email:"${DEMO_PASSKEY.email}"`);
    await cdp.send('WebAuthn.addCredential', {
      authenticatorId,
      credential: {
        credentialId: Buffer.from(DEMO_PASSKEY.credentialId, 'base64url').toString('base64'),
        isResidentCredential: true,
        rpId: 'localhost',
        privateKey: DEMO_PASSKEY.privateKey,
        signCount: 0,
        userHandle: Buffer.from(kai.user_id).toString('base64'),
      },
    });
    await startLogin();
    await act('passkeyLogin');
    expect(await idTokenAtCallback()).toMatchObject({ email: DEMO_PASSKEY.email, amr: ['pop'] });
  });
});
