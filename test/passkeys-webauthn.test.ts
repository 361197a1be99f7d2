/**
 * Passkeys in real Chromium with the DevTools virtual authenticator: screenkit's
 * createPasskeyCredential then getPasskeyCredential on a served page (localhost is a secure
 * context), checking every serialized field decodes to what WebAuthn defines, and that the
 * official SDK's serialization of the same kind of call has the same shape.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser.js';
import { addVirtualAuthenticator } from './support/virtual-authenticator.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const b64url = (s: string) => Buffer.from(s, 'base64url');

let server: Server;
let origin: string;
let browser: Browser;
let page: Page;
let cdp: CDPSession;
let authenticatorId: string;

/** One ES module with screenkit's passkeys and the official SDK's, for the page to import. */
async function bundle(): Promise<string> {
  const sdk = join(root, 'packages/core/node_modules/@auth0/auth0-acul-js/dist/utils/passkeys.js');
  const result = await build({
    stdin: {
      contents: `export * from ${JSON.stringify(join(root, 'packages/core/src/passkeys/index.ts'))};
export { getPasskeyCredentials as officialGet, createPasskeyCredentials as officialCreate } from ${JSON.stringify(sdk)};`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    write: false,
    conditions: ['source'],
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

beforeAll(async () => {
  const [code, launched] = await Promise.all([bundle(), launchBrowser()]);
  browser = launched;
  server = createServer((req, res) => {
    if (req.url === '/passkeys.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(code);
    } else {
      res
        .writeHead(200, { 'Content-Type': 'text/html' })
        .end(
          '<!doctype html><title>passkeys</title><script type="module">import * as p from "/passkeys.js"; window.passkeys = p; document.title = "ready";</script>',
        );
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  page = await browser.context.newPage();
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => document.title === 'ready');
  ({ cdp, authenticatorId } = await addVirtualAuthenticator(browser.context, page));
});

afterAll(async () => {
  await browser?.close();
  await new Promise((r) => server?.close(r));
});

const userId = Buffer.from('user-123').toString('base64url');
const creation = (challenge: string) => ({
  challenge,
  rp: { id: 'localhost', name: 'Example' },
  user: { id: userId, name: 'ada@example.com', displayName: 'Ada' },
  pubKeyCredParams: [
    { type: 'public-key', alg: -7 },
    { type: 'public-key', alg: -257 },
  ],
  authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
});

type Serialized = {
  id: string;
  rawId: string;
  type: string;
  authenticatorAttachment: string | null;
  response: Record<string, unknown>;
  isUserVerifyingPlatformAuthenticatorAvailable?: boolean;
};

const shape = (value: unknown): unknown =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
    : value === null
      ? 'null'
      : typeof value;

describe('passkeys in Chromium (virtual authenticator)', () => {
  it('creates a passkey and serializes it as base64url, like the official SDK', async () => {
    const challenge = Buffer.from('create-challenge-0123456789').toString('base64url');
    const created = (await page.evaluate(
      (pk) =>
        (
          window as unknown as { passkeys: { createPasskeyCredential(p: unknown): unknown } }
        ).passkeys.createPasskeyCredential(pk),
      creation(challenge),
    )) as Serialized;
    expect(created.type).toBe('public-key');
    expect(created.rawId).toBe(created.id);
    expect(created.rawId).toMatch(/^[A-Za-z0-9_-]+$/);
    const clientData = JSON.parse(
      b64url(created.response.clientDataJSON as string).toString('utf8'),
    );
    expect(clientData).toMatchObject({ type: 'webauthn.create', challenge, origin });
    expect(b64url(created.response.attestationObject as string).length).toBeGreaterThan(100);
    expect(created.response.transports).toContain('internal');

    const stored = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(
      stored.credentials.map((c) => Buffer.from(c.credentialId, 'base64').toString('base64url')),
    ).toContain(created.rawId);

    const official = await page.evaluate(
      (pk) =>
        (
          window as unknown as { passkeys: { officialCreate(p: unknown): unknown } }
        ).passkeys.officialCreate(pk),
      creation(Buffer.from('official-challenge').toString('base64url')),
    );
    expect(shape(created)).toEqual(shape(official));
  });

  it('gets the passkey back with a verifiable assertion, like the official SDK', async () => {
    const challenge = Buffer.from('get-challenge-abcdef').toString('base64url');
    const publicKey = { challenge, rpId: 'localhost' };
    const assertion = (await page.evaluate(
      (pk) =>
        (
          window as unknown as { passkeys: { getPasskeyCredential(p: unknown): unknown } }
        ).passkeys.getPasskeyCredential(pk),
      publicKey,
    )) as Serialized;
    const clientData = JSON.parse(
      b64url(assertion.response.clientDataJSON as string).toString('utf8'),
    );
    expect(clientData).toMatchObject({ type: 'webauthn.get', challenge, origin });
    const authData = b64url(assertion.response.authenticatorData as string);
    expect(authData.subarray(0, 32)).toEqual(createHash('sha256').update('localhost').digest());
    expect(authData.readUInt8(32) & 0x05).toBe(0x05); // user present + user verified
    expect(b64url(assertion.response.signature as string).length).toBeGreaterThan(8);
    expect(assertion.response.userHandle).toBe(userId);
    expect(assertion.isUserVerifyingPlatformAuthenticatorAvailable).toBe(true);

    const official = await page.evaluate(
      (pk) =>
        (
          window as unknown as { passkeys: { officialGet(p: unknown): unknown } }
        ).passkeys.officialGet(pk),
      publicKey,
    );
    expect(shape(assertion)).toEqual(shape(official));
  });

  it('a passkey the authenticator does not hold is PasskeyError cancelled (NotAllowedError)', async () => {
    const code = await page.evaluate(
      async (pk) => {
        const signal = AbortSignal.timeout(10_000); // guard only: Chromium rejects at once
        try {
          await (
            window as unknown as {
              passkeys: { getPasskeyCredential(p: unknown, o: unknown): unknown };
            }
          ).passkeys.getPasskeyCredential(pk, { signal });
          return 'resolved';
        } catch (e) {
          return `${(e as Error).name}:${(e as { code: string }).code}`;
        }
      },
      {
        challenge: Buffer.from('unknown-credential').toString('base64url'),
        rpId: 'localhost',
        allowCredentials: [
          { id: Buffer.from('not-a-stored-credential').toString('base64url'), type: 'public-key' },
        ],
      },
    );
    expect(code).toBe('PasskeyError:cancelled');
  });

  it('a bad public_key is a ContextError with the path in the browser too', async () => {
    const error = await page.evaluate(async () => {
      try {
        await (
          window as unknown as { passkeys: { getPasskeyCredential(p: unknown): unknown } }
        ).passkeys.getPasskeyCredential({ challenge: 'a+b/' });
        return null;
      } catch (e) {
        const { name, code, path } = e as { name: string; code: string; path: string };
        return { name, code, path };
      }
    });
    expect(error).toEqual({
      name: 'ContextError',
      code: 'field_type',
      path: 'screen.data.passkey.public_key.challenge',
    });
  });
});
