/**
 * Passkeys and WebAuthn MFA through the login flow over real HTTP, with a software
 * authenticator (test/support/soft-authenticator.ts) answering each page's `public_key` the
 * way a browser would: the server verifies every response with @simplewebauthn/server, so a
 * replayed challenge, a wrong origin or a counter that does not move forward fail for real.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  DEMO_DATABASE,
  DEMO_PASSKEY,
  type DevServer,
  setTenantSettings,
  tenantSettings,
  users,
} from '../src/index.js';
import { findLoginTransaction } from '../src/login/login-state.js';
import type { MemoryCollection } from '../src/store/collection.js';
import { client, start } from './http.js';
import {
  errorCodes,
  flowDriver,
  type Page,
  screenOf,
  seedFlowTenant,
} from './support/flow-driver.js';
import { SoftAuthenticator } from './support/soft-authenticator.js';

const ADVANCED = [
  ['login-id', 'login-id'],
  ['login-password', 'login-password'],
  ['signup-id', 'signup-id'],
  ['signup-password', 'signup-password'],
  ['passkeys', 'passkey-enrollment'],
  ['mfa', 'mfa-begin-enroll-options'],
  ['mfa', 'mfa-login-options'],
  ['mfa-webauthn', 'mfa-webauthn-roaming-enrollment'],
  ['mfa-webauthn', 'mfa-webauthn-roaming-challenge'],
  ['mfa-webauthn', 'mfa-webauthn-platform-enrollment'],
  ['mfa-webauthn', 'mfa-webauthn-platform-challenge'],
  ['mfa-webauthn', 'mfa-webauthn-enrollment-success'],
  ['mfa-webauthn', 'mfa-webauthn-error'],
  ['mfa-webauthn', 'mfa-webauthn-change-key-nickname'],
  ['mfa-webauthn', 'mfa-webauthn-not-available-error'],
  ['mfa-recovery-code', 'mfa-recovery-code-enrollment'],
  ['mfa-recovery-code', 'mfa-recovery-code-challenge'],
  ['consent', 'consent'],
] as const;

let server: DevServer;
let flow: ReturnType<typeof flowDriver>;
let origin: string;

beforeAll(async () => {
  server = await start();
  flow = flowDriver(server, await seedFlowTenant(server, ADVANCED));
  origin = new URL(server.url).origin;
});
afterAll(() => server.close());

const publicKeyOf = (page: Page) => page.context.screen.data.passkey.public_key;
const userByEmail = (email: string) =>
  users(server.store)
    .list()
    .find((u) => u.email === email);

/** Posts, then accepts the consent screen if it comes: the client's callback. */
async function toCallback(page: Page, fields: Record<string, string>, to?: URL): Promise<Page> {
  const next = await flow.post(page, fields, to);
  return screenOf(next) === 'consent' ? flow.post(next, { action: 'accept' }) : next;
}

async function setPasskeyOptions(progressive: boolean): Promise<void> {
  const api = client(server);
  const [db] = (await api('GET', `/connections?name=${DEMO_DATABASE}`)).body;
  const res = await api('PATCH', `/connections/${db?.id}`, {
    options: {
      ...db?.options,
      passkey_options: { progressive_enrollment_enabled: progressive },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('passkeys', () => {
  test('the seeded passkey logs in from login-id; replays, other origins and old counters fail', async () => {
    const start = await flow.authorize();
    expect(screenOf(start)).toBe('login-id');
    expect(start.context.transaction.connection.options.authentication_methods.passkey).toEqual({
      enabled: true,
    });
    const { challenge } = publicKeyOf(start);
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The same page served again shows the same (still unused) challenge.
    expect(publicKeyOf(await flow.open(start.url)).challenge).toBe(challenge);

    const authenticator = new SoftAuthenticator(origin);
    authenticator.import(DEMO_PASSKEY.credentialId, DEMO_PASSKEY.privateKey, '127.0.0.1');
    const wrongOrigin = await flow.post(start, {
      passkey: JSON.stringify(
        authenticator.get(publicKeyOf(start), { origin: 'https://evil.example' }),
      ),
    });
    expect(wrongOrigin.status).toBe(400);
    expect(screenOf(wrongOrigin)).toBe('login-id');
    expect(errorCodes(wrongOrigin)).toEqual(['passkey-verification-failed']);
    // The failed attempt used the challenge up: the re-rendered page has a new one.
    expect(publicKeyOf(wrongOrigin).challenge).not.toBe(challenge);

    const assertion = authenticator.get(publicKeyOf(wrongOrigin));
    // No user handle: the user is found by credential id, through an index (no walk of users).
    const walk = vi.spyOn(users(server.store) as MemoryCollection<unknown>, 'list');
    const callback = await toCallback(wrongOrigin, { passkey: JSON.stringify(assertion) });
    expect(walk).not.toHaveBeenCalled();
    walk.mockRestore();
    expect(callback.url.pathname).toBe('/callback');
    const { id } = await flow.tokens(callback.url);
    expect(id).toMatchObject({ email: DEMO_PASSKEY.email, amr: ['pop'] });
    const stored = userByEmail(DEMO_PASSKEY.email)?.factors?.find((f) => f.type === 'passkey');
    expect(stored?.counter).toBe(2);

    // The same assertion on another transaction: its challenge is not this one.
    const replay = await flow.post(await flow.authorize(), { passkey: JSON.stringify(assertion) });
    expect(errorCodes(replay)).toEqual(['passkey-verification-failed']);
    // A cloned authenticator: valid signature, counter not above the stored one.
    const cloned = await flow.post(replay, {
      passkey: JSON.stringify(authenticator.get(publicKeyOf(replay), { counter: 2 })),
    });
    expect(errorCodes(cloned)).toEqual(['passkey-verification-failed']);
    // An expired challenge.
    const login = findLoginTransaction(server.store, cloned.context.transaction.state)?.login;
    const late = authenticator.get(publicKeyOf(cloned));
    if (login?.webauthn?.challenge) login.webauthn.challenge.expiresAt = Date.now() - 1;
    const expired = await flow.post(cloned, { passkey: JSON.stringify(late) });
    expect(errorCodes(expired)).toEqual(['passkey-challenge-expired']);
    // Garbage is the same error, never a 500.
    const garbage = await flow.post(expired, { passkey: '{"id":1,"response":[' });
    expect(garbage.status).toBe(400);
    expect(errorCodes(garbage)).toEqual(['passkey-verification-failed']);
  });

  test('signup offers a passkey (progressive enrolment); the new passkey then logs in', async () => {
    await setPasskeyOptions(true);
    try {
      const signup = await flow.authorize({ screen_hint: 'signup' });
      const password = await flow.post(signup, { email: 'new-passkey@example.com' });
      const enrol = await flow.post(password, { password: 'Granite-Owl-93!' });
      expect(screenOf(enrol)).toBe('passkey-enrollment');
      const creation = publicKeyOf(enrol);
      expect(creation).toMatchObject({
        rp: { id: '127.0.0.1', name: tenantSettings(server.store).friendly_name },
        user: { name: 'new-passkey@example.com', displayName: 'new-passkey@example.com' },
        pubKeyCredParams: [
          { type: 'public-key', alg: -7 },
          { type: 'public-key', alg: -257 },
        ],
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      const authenticator = new SoftAuthenticator(origin);
      const forged = await flow.post(enrol, {
        passkey: JSON.stringify(authenticator.create(creation, { origin: 'https://evil.example' })),
      });
      expect(errorCodes(forged)).toEqual(['passkey-verification-failed']);
      authenticator.credentials.length = 0;
      const created = authenticator.create(publicKeyOf(forged));
      const callback = await toCallback(forged, { passkey: JSON.stringify(created) });
      expect(callback.url.pathname).toBe('/callback');
      const user = userByEmail('new-passkey@example.com');
      expect(user?.factors).toEqual([
        expect.objectContaining({ type: 'passkey', credential_id: created.id, counter: 0 }),
      ]);

      const login = await flow.authorize();
      const back = await toCallback(login, {
        passkey: JSON.stringify(authenticator.get(publicKeyOf(login))),
      });
      expect((await flow.tokens(back.url)).id).toMatchObject({
        email: 'new-passkey@example.com',
      });
    } finally {
      await setPasskeyOptions(false);
    }
  });

  test('"not now, don\'t ask again" skips the prompt from then on', async () => {
    await setPasskeyOptions(true);
    try {
      const signup = await flow.authorize({ screen_hint: 'signup' });
      const password = await flow.post(signup, { email: 'no-passkey@example.com' });
      const enrol = await flow.post(password, { password: 'Granite-Owl-94!' });
      expect(screenOf(enrol)).toBe('passkey-enrollment');
      const done = await toCallback(enrol, {
        action: 'abort-passkey-enrollment',
        dontShowAgain: 'on',
      });
      expect(done.url.pathname).toBe('/callback');
      const again = await flow.post(await flow.authorize(), { username: 'no-passkey@example.com' });
      expect((await toCallback(again, { password: 'Granite-Owl-94!' })).url.pathname).toBe(
        '/callback',
      );
    } finally {
      await setPasskeyOptions(false);
    }
  });
});

describe('WebAuthn MFA', () => {
  beforeAll(() =>
    setTenantSettings(server.store, {
      mfa: {
        policy: 'all-applications',
        factors: ['otp', 'webauthn-roaming', 'webauthn-platform', 'recovery-code'],
      },
    }),
  );
  afterAll(() =>
    setTenantSettings(server.store, {
      mfa: { policy: 'enrolled', factors: ['otp', 'email', 'sms', 'recovery-code'] },
    }),
  );

  test('security key: choose, error screen, enrol, recovery code once, then challenge and recovery', async () => {
    const identifier = await flow.post(await flow.authorize(), { username: 'sam@example.com' });
    const options = await flow.post(identifier, { password: 'Quiet-River-82!' });
    expect(screenOf(options)).toBe('mfa-begin-enroll-options');
    expect(errorCodes(await flow.post(options, { action: 'carrier-pigeon' }))).toEqual([
      'invalid-action',
    ]);
    const enrol = await flow.post(options, { action: 'webauthn-roaming' });
    expect(screenOf(enrol)).toBe('mfa-webauthn-roaming-enrollment');
    expect(enrol.context.screen.data.webauthnType).toBe('webauthn-roaming');
    expect(publicKeyOf(enrol).authenticatorSelection).toEqual({
      residentKey: 'discouraged',
      userVerification: 'preferred',
      authenticatorAttachment: 'cross-platform',
    });

    // The page reports the browser's error (the SDK's showError), then tries again.
    const error = await flow.post(enrol, {
      action: 'showError::{"name":"NotAllowedError","message":"cancelled"}',
      response: '',
    });
    expect(screenOf(error)).toBe('mfa-webauthn-error');
    expect(error.context.screen.data).toMatchObject({
      errorType: 'NotAllowedError',
      webauthnType: 'webauthn-roaming',
    });
    const retry = await flow.post(error, { action: 'tryagain' });
    expect(screenOf(retry)).toBe('mfa-webauthn-roaming-enrollment');
    // A browser without WebAuthn: the not-available page, whose way out (posted to the SDK's
    // enrollment route) is the factor choice.
    const unavailable = await flow.post(retry, {
      action: 'showError::{"name":"NotSupportedError","message":"no authenticator"}',
    });
    expect(screenOf(unavailable)).toBe('mfa-webauthn-not-available-error');
    const enrollmentRoute = new URL(
      `/u/mfa-webauthn-enrollment?state=${unavailable.context.transaction.state}`,
      server.url,
    );
    const choice = await flow.post(unavailable, { action: 'pick-authenticator' }, enrollmentRoute);
    expect(screenOf(choice)).toBe('mfa-begin-enroll-options');
    const again = await flow.post(choice, { action: 'webauthn-roaming' });

    const key = new SoftAuthenticator(origin, 'cross-platform');
    const naming = await flow.post(again, {
      response: JSON.stringify(key.create(publicKeyOf(again))),
    });
    // The new key is named before the success screen.
    expect(screenOf(naming)).toBe('mfa-webauthn-change-key-nickname');
    expect(naming.context.screen.data.nickname).toBe('Security key');
    expect(errorCodes(await flow.post(naming, { nickname: '  ' }))).toEqual(['no-nickname']);
    expect(errorCodes(await flow.post(naming, { nickname: 'k'.repeat(65) }))).toEqual([
      'nickname-too-long',
    ]);
    const success = await flow.post(naming, { nickname: 'Blue YubiKey' });
    expect(screenOf(success)).toBe('mfa-webauthn-enrollment-success');
    expect(success.context.screen.data).toMatchObject({
      nickname: 'Blue YubiKey',
      webauthnType: 'webauthn-roaming',
    });
    const recovery = await flow.post(success, {});
    expect(screenOf(recovery)).toBe('mfa-recovery-code-enrollment');
    const code: string = recovery.context.screen.data.text_code;
    expect(code).toMatch(/^[A-Z2-9]{24}$/);
    expect(errorCodes(await flow.post(recovery, {}))).toEqual(['recovery-code-not-saved']);
    const done = await toCallback(recovery, { saved: 'on' });
    expect(done.url.pathname).toBe('/callback');
    const stored = JSON.stringify(userByEmail('sam@example.com'));
    expect(stored).not.toContain(code);
    expect(stored).toMatch(/"recovery_code_hash":"\$2[aby]\$/);

    // Next login: the security key is challenged (posted to the SDK's shared route).
    const second = await flow.post(
      await flow.post(await flow.authorize(), { username: 'sam@example.com' }),
      { password: 'Quiet-River-82!' },
    );
    expect(screenOf(second)).toBe('mfa-webauthn-roaming-challenge');
    const request = publicKeyOf(second);
    expect(request.rpId).toBe('127.0.0.1');
    expect(request.allowCredentials).toEqual([
      { id: key.credentials[0]?.id.toString('base64url'), type: 'public-key', transports: ['usb'] },
    ]);
    const route = new URL(
      `/u/mfa-webauthn-challenge?state=${second.context.transaction.state}`,
      server.url,
    );
    const verified = await toCallback(
      second,
      { response: JSON.stringify(key.get(request)) },
      route,
    );
    expect((await flow.tokens(verified.url)).id).toMatchObject({ amr: ['pwd', 'mfa'] });

    // "Try another method": the enrolled factors, then the recovery code.
    const third = await flow.post(
      await flow.post(await flow.authorize(), { username: 'sam@example.com' }),
      { password: 'Quiet-River-82!' },
    );
    const list = await flow.post(third, { action: 'pick-authenticator' });
    expect(screenOf(list)).toBe('mfa-login-options');
    expect(list.context.screen.data.enrolled_factors).toEqual([
      'webauthn-roaming',
      'recovery-code',
    ]);
    const recoveryChallenge = await flow.post(list, { action: 'recovery-code' });
    expect(screenOf(recoveryChallenge)).toBe('mfa-recovery-code-challenge');
    expect((await toCallback(recoveryChallenge, { code })).url.pathname).toBe('/callback');
  });

  test('device biometrics: enrol, then a replayed or cloned assertion fails and a fresh one passes', async () => {
    const identifier = await flow.post(await flow.authorize(), { username: 'una@example.com' });
    const options = await flow.post(identifier, { password: 'Silver-Maple-31!' });
    const enrol = await flow.post(options, { action: 'webauthn-platform' });
    expect(screenOf(enrol)).toBe('mfa-webauthn-platform-enrollment');
    expect(publicKeyOf(enrol).authenticatorSelection.authenticatorAttachment).toBe('platform');
    const device = new SoftAuthenticator(origin, 'platform');
    const recovery = await flow.post(enrol, {
      response: JSON.stringify(device.create(publicKeyOf(enrol))),
    });
    expect(screenOf(recovery)).toBe('mfa-recovery-code-enrollment');
    await toCallback(recovery, { saved: 'on' });

    const loginAsUna = async () =>
      flow.post(await flow.post(await flow.authorize(), { username: 'una@example.com' }), {
        password: 'Silver-Maple-31!',
      });
    const challenge = await loginAsUna();
    expect(screenOf(challenge)).toBe('mfa-webauthn-platform-challenge');
    const first = device.get(publicKeyOf(challenge));
    expect((await toCallback(challenge, { response: JSON.stringify(first) })).url.pathname).toBe(
      '/callback',
    );

    const next = await loginAsUna();
    const replayed = await flow.post(next, { response: JSON.stringify(first) });
    expect(errorCodes(replayed)).toEqual(['webauthn-verification-failed']);
    // A cloned authenticator: a valid signature whose counter did not move past the stored 1.
    const cloned = await flow.post(replayed, {
      response: JSON.stringify(device.get(publicKeyOf(replayed), { counter: 1 })),
    });
    expect(errorCodes(cloned)).toEqual(['webauthn-verification-failed']);
    const passed = await toCallback(cloned, {
      response: JSON.stringify(device.get(publicKeyOf(cloned))),
    });
    expect(passed.url.pathname).toBe('/callback');
  });
});
