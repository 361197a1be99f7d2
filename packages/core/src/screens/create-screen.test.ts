import { describe, expect, it } from 'vitest';
import {
  customizedConsentContext,
  loginIdContext,
  moneyTransfer,
} from '../../test-fixtures/contexts.js';
import type { FormRequest } from '../form/submit-form.js';
import {
  type ConsentScreen,
  createConsentScreen,
  createCustomizedConsentScreen,
  createScreen,
  isConsentScreen,
} from './create-screen.js';
import { ScreenMismatchError } from './screen-mismatch-error.js';

function capture() {
  const sent: FormRequest[] = [];
  return { sent, transport: (request: FormRequest) => void sent.push(request) };
}

describe('createScreen', () => {
  it('exposes every part of the context and the transaction errors', () => {
    const context = loginIdContext({
      tenant: { name: 't' },
      untrusted_data: { authorization_params: { login_hint: 'a@b.c' } },
    });
    const screen = createScreen(context);
    expect(screen.prompt.name).toBe('login-id');
    expect(screen.screen.name).toBe('login-id');
    expect(screen.client?.name).toBe('Bank App');
    expect(screen.tenant?.name).toBe('t');
    expect(screen.untrusted_data?.authorization_params?.login_hint).toBe('a@b.c');
    // Parts the page leaves out are still objects, as on the official SDK: its views are null.
    expect(screen.organization.id).toBeUndefined();
    expect(screen.organization.displayName).toBeNull();
    expect(screen.untrustedData.authorizationParams?.login_hint).toBe('a@b.c');
    expect(screen.errors).toEqual([
      { code: 'invalid-email', field: 'username', message: 'Email is not valid.' },
    ]);
    expect(isConsentScreen(screen)).toBe(false);
  });

  it('submits fields with action and state, nested values as JSON', async () => {
    const { sent, transport } = capture();
    const screen = createScreen(loginIdContext(), {
      transport,
      route: '/u/login-id?state=st_login',
    });
    await screen.submit('default', {
      username: 'jane@example.com',
      remember: true,
      tries: 2,
      meta: { a: [1] },
      skip: undefined,
    });
    expect(sent).toEqual([
      {
        url: '/u/login-id?state=st_login',
        method: 'POST',
        contentType: 'application/x-www-form-urlencoded',
        fields: [
          ['username', 'jane@example.com'],
          ['remember', 'true'],
          ['tries', '2'],
          ['meta', '{"a":[1]}'],
          ['action', 'default'],
          ['state', 'st_login'],
        ],
      },
    ]);
  });

  it('refuses fields that would overwrite action or state', async () => {
    const { transport } = capture();
    const screen = createScreen(loginIdContext(), { transport, route: '/' });
    await expect(screen.submit('default', { state: 'forged' })).rejects.toMatchObject({
      code: 'reserved_field',
      path: 'state',
    });
  });

  it('gives consent screens typed accessors and accept/deny', async () => {
    const { sent, transport } = capture();
    const screen = createScreen(customizedConsentContext(), {
      transport,
      route: '/u/customized-consent?state=st_abc123',
    });
    expect(isConsentScreen(screen)).toBe(true);
    const consent = screen as ConsentScreen;
    expect(consent.scopes).toEqual([{ value: 'transfer:funds', description: 'Transfer funds' }]);
    expect(consent.authorization_details).toEqual([moneyTransfer]);
    expect(consent.hideScopes).toBe(false);
    await consent.accept();
    await consent.deny({ reason: 'no' });
    expect(sent.map((r) => r.fields)).toEqual([
      [
        ['action', 'accept'],
        ['state', 'st_abc123'],
      ],
      [
        ['reason', 'no'],
        ['action', 'deny'],
        ['state', 'st_abc123'],
      ],
    ]);
  });

  it('consent screens without data still give empty lists', () => {
    const consent = createConsentScreen({
      prompt: { name: 'consent' },
      screen: { name: 'consent' },
      transaction: { state: 's' },
    });
    expect(consent.scopes).toEqual([]);
    expect(consent.authorization_details).toEqual([]);
  });

  it('throws ScreenMismatchError naming both screens when code meets the wrong page', () => {
    let error: unknown;
    try {
      createCustomizedConsentScreen(loginIdContext());
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ScreenMismatchError);
    expect((error as ScreenMismatchError).message).toContain('"customized-consent"');
    expect((error as ScreenMismatchError).message).toContain('"login-id"');
    expect((error as ScreenMismatchError).code).toBe('screen_mismatch');
  });
});
