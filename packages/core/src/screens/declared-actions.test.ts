// The declaration machinery as a page uses it: typed screens by name, actions posting through a
// transport, bad payloads refused before anything is posted, bad screen data refused on bind.
import { describe, expect, it, vi } from 'vitest';
import type { ScreenName } from '../catalogue/catalogue.js';
import type { UniversalLoginContext } from '../context/types.js';
import { ContextError } from '../errors/context-error.js';
import { FormError } from '../form/form-error.js';
import type { FormRequest } from '../form/submit-form.js';
import { bindScreen } from './bind-screen.js';
import { createScreen } from './create-screen.js';
import { loginPassword } from './declarations/login-password.js';
import { mfaOtpChallenge } from './declarations/mfa-otp.js';
import { ScreenMismatchError } from './screen-mismatch-error.js';

function contextOf(screen: ScreenName, prompt: string, data?: Record<string, unknown>) {
  return {
    prompt: { name: prompt },
    screen: { name: screen, ...(data ? { data } : {}) },
    transaction: { state: 'st_1' },
  } as UniversalLoginContext;
}

function recorder() {
  const sent: FormRequest[] = [];
  const transport = vi.fn((request: FormRequest) => {
    sent.push(request);
  });
  return { sent, transport };
}

describe('declared screens', () => {
  it("createScreen('login-password') posts the password login with the declared fields", async () => {
    const { sent, transport } = recorder();
    const screen = createScreen('login-password', contextOf('login-password', 'login-password'), {
      transport,
      route: '/u/login-password?state=st_1',
    });
    await screen.login({ username: 'ada@example.com', password: 'pw' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/u/login-password?state=st_1');
    expect(Object.fromEntries(sent[0]?.fields ?? [])).toMatchObject({
      username: 'ada@example.com',
      password: 'pw',
      'js-available': 'true',
      state: 'st_1',
    });
    expect(sent[0]?.fields.some(([name]) => name === 'action')).toBe(false);
    // @ts-expect-error the password is required by the declaration
    await expect(screen.login({ username: 'ada' })).rejects.toThrow(FormError);
  });

  it('an action posting to a fixed route ignores the default route', async () => {
    const { sent, transport } = recorder();
    const screen = createScreen(
      'mfa-webauthn-not-available-error',
      contextOf('mfa-webauthn-not-available-error', 'mfa-webauthn'),
      { transport, route: '/u/elsewhere' },
    );
    await screen.tryAnotherMethod();
    expect(sent[0]?.url).toBe('/u/mfa-webauthn-enrollment');
    expect(sent[0]?.fields).toEqual([
      ['action', 'pick-authenticator'],
      ['state', 'st_1'],
    ]);
  });

  it('a wrong screen throws ScreenMismatchError, by name or by declaration', () => {
    const context = contextOf('login-id', 'login-id');
    expect(() => createScreen('login-password', context)).toThrow(ScreenMismatchError);
    expect(() => bindScreen(loginPassword, context)).toThrow(ScreenMismatchError);
  });

  it('a payload that breaks its type at run time is a FormError naming the field; nothing is posted', async () => {
    const { transport } = recorder();
    const screen = bindScreen(mfaOtpChallenge, contextOf('mfa-otp-challenge', 'mfa-otp'), {
      transport,
    });
    const untyped = screen.continue as (payload?: unknown) => Promise<void>;
    await expect(untyped({ code: 123456 })).rejects.toMatchObject({
      code: 'field_type',
      path: 'code',
    });
    await expect(untyped({})).rejects.toMatchObject({ code: 'field_missing', path: 'code' });
    await expect(untyped({ code: '1', rememberDevice: 'yes' })).rejects.toMatchObject({
      code: 'field_type',
      path: 'rememberDevice',
    });
    await expect(untyped('123456')).rejects.toMatchObject({ code: 'payload_type' });
    const hostile = {
      get code(): string {
        throw new Error('boom');
      },
    };
    await expect(untyped(hostile)).rejects.toMatchObject({ code: 'payload_type' });
    expect(transport).not.toHaveBeenCalled();
    await screen.continue({ code: '123456', rememberDevice: true });
    expect(transport).toHaveBeenCalledTimes(1);
  });

  it('screen.data that breaks the declaration is a ContextError with the path', () => {
    const context = contextOf('mfa-otp-challenge', 'mfa-otp', { show_remember_device: 'yes' });
    expect(() => bindScreen(mfaOtpChallenge, context)).toThrow(ContextError);
    expect(() => createScreen('mfa-otp-challenge', context)).toThrow(
      /screen\.data\.show_remember_device/,
    );
    const passkey = contextOf('login-id', 'login-id', { passkey: { public_key: 'not an object' } });
    expect(() => createScreen('login-id', passkey)).toThrow(/screen\.data\.passkey\.public_key/);
  });

  it('a passkey action on a page without public_key is a FormError; nothing is posted', async () => {
    const { transport } = recorder();
    const screen = createScreen('passkey-enrollment', contextOf('passkey-enrollment', 'passkeys'), {
      transport,
    });
    await expect(screen.continuePasskeyEnrollment()).rejects.toMatchObject({
      code: 'passkey_unavailable',
      path: 'screen.data.passkey.public_key',
    });
    expect(transport).not.toHaveBeenCalled();
  });

  it('inferred screens carry actions their context implies, marked as inferred', async () => {
    const { sent, transport } = recorder();
    const screen = createScreen(
      'consent-tenant-scopes',
      contextOf('consent-tenant-scopes', 'consent'),
      { transport },
    );
    await screen.accept();
    expect(sent[0]?.fields).toEqual([
      ['action', 'accept'],
      ['state', 'st_1'],
    ]);
  });

  it('changeLanguage, getErrors and getContext exist on every screen', async () => {
    const { sent, transport } = recorder();
    const context = {
      ...contextOf('status', 'status'),
      transaction: { state: 'st_1', errors: [{ code: 'x', message: 'X' }] },
    };
    const screen = createScreen('status', context, { transport });
    expect(screen.getErrors()).toEqual([{ code: 'x', message: 'X' }]);
    expect(screen.getContext('prompt')).toEqual({ name: 'status' });
    await screen.changeLanguage({ language: 'fr' });
    expect(sent[0]?.fields).toEqual([
      ['language', 'fr'],
      ['action', 'change-language'],
      ['state', 'st_1'],
    ]);
  });
});
