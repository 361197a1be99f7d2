import { describe, expect, it } from 'vitest';
import { customizedConsentContext, loginIdContext } from '../../test-fixtures/contexts.js';
import { checkContext } from '../context/validate-context.js';
import { ContextError } from '../errors/context-error.js';
import { FormError } from '../form/form-error.js';
import type { FormRequest } from '../form/submit-form.js';
import { errorsByField } from './screen-errors.js';
import { createScreenStore, createScreenStoreWith } from './screen-store.js';

function capture() {
  const requests: FormRequest[] = [];
  return { requests, transport: (r: FormRequest) => void requests.push(r) };
}

describe('createScreenStore', () => {
  it('holds the validated context and the service errors from transaction.errors', () => {
    const store = createScreenStore(loginIdContext());
    const state = store.getState();
    expect(state.context.screen.name).toBe('login-id');
    expect(state.errors).toEqual([
      {
        code: 'invalid-email',
        field: 'username',
        message: 'Email is not valid.',
        source: 'server',
      },
    ]);
    expect(state.isSubmitting).toBe(false);
  });

  it('rejects a bad context with a typed error naming the field', () => {
    const bad = { ...loginIdContext(), transaction: { locale: 'en' } } as never;
    expect(() => createScreenStore(bad)).toThrow(ContextError);
    expect(() => createScreenStore(bad)).toThrow(/transaction\.state/);
  });

  it('createScreenStoreWith(checkContext) checks the shape (and consent data) but not the catalogue', () => {
    const unknown = { ...loginIdContext(), screen: { name: 'no-such-screen' } } as never;
    expect(() => createScreenStore(unknown)).toThrow(/screen_unknown|not in the screen catalogue/);
    const store = createScreenStoreWith(checkContext, unknown);
    expect(store.getState().context.screen.name).toBe('no-such-screen');
    const bad = { ...loginIdContext(), transaction: { locale: 'en' } } as never;
    expect(() => createScreenStoreWith(checkContext, bad)).toThrow(/transaction\.state/);
    const consent = customizedConsentContext();
    (consent.screen as { data?: unknown }).data = { scopes: 'read' };
    expect(() => createScreenStoreWith(checkContext, consent)).toThrow(/screen\.data\.scopes/);
    // setContext uses the same check.
    expect(() => store.getState().setContext(bad)).toThrow(ContextError);
  });

  it('reads the page context when no source is given, and stores are independent', () => {
    const page = globalThis as { window?: unknown };
    page.window = { universal_login_context: customizedConsentContext() };
    try {
      const a = createScreenStore();
      const b = createScreenStore();
      expect(a.getState().context.screen.name).toBe('customized-consent');
      a.getState().setValidationErrors([{ code: 'x', message: 'only in a' }]);
      expect(b.getState().errors).toEqual([]);
    } finally {
      delete page.window;
    }
  });

  it('posts fields, action and state through the transport and tracks isSubmitting', async () => {
    const { requests, transport } = capture();
    const store = createScreenStore(loginIdContext(), {
      transport,
      route: '/u/login-id?state=st_login',
    });
    const seen: boolean[] = [];
    store.subscribe((s) => seen.push(s.isSubmitting));
    const outcome = await store.getState().submit('default', { username: 'jane@example.com' });
    expect(outcome).toEqual({ status: 'submitted', response: undefined });
    expect(requests[0]).toEqual({
      url: '/u/login-id?state=st_login',
      method: 'POST',
      contentType: 'application/x-www-form-urlencoded',
      fields: [
        ['username', 'jane@example.com'],
        ['action', 'default'],
        ['state', 'st_login'],
      ],
    });
    expect(seen).toEqual([true, false]);
  });

  it('answers busy to a second submit while the first is in flight', async () => {
    let release: () => void = () => {};
    const transport = () => new Promise<void>((r) => (release = r));
    const store = createScreenStore(loginIdContext(), { transport, route: '/u/x' });
    const first = store.getState().submit('default');
    await Promise.resolve();
    expect(store.getState().isSubmitting).toBe(true);
    expect(await store.getState().submit('default')).toEqual({ status: 'busy' });
    release();
    await first;
    expect(store.getState().isSubmitting).toBe(false);
  });

  it('shows validation issues instead of posting, and clears them on a clean submit', async () => {
    const { requests, transport } = capture();
    const store = createScreenStore(loginIdContext(), { transport, route: '/u/x' });
    const validate = (f: Record<string, unknown>) =>
      f.username ? [] : [{ code: 'required', field: 'username', message: 'Enter your email' }];
    const outcome = await store.getState().submit('default', {}, { validate });
    expect(outcome.status).toBe('invalid');
    expect(requests).toHaveLength(0);
    expect(errorsByField(store.getState().errors).username?.map((e) => e.source)).toEqual([
      'server',
      'client',
    ]);
    await store.getState().submit('default', { username: 'a@b.c' }, { validate });
    expect(requests).toHaveLength(1);
    expect(store.getState().errors.map((e) => e.source)).toEqual(['server']);
  });

  it('dismisses one error, a field, or all, and keeps the same array when nothing matched', () => {
    const store = createScreenStore(loginIdContext());
    store.getState().setValidationErrors([
      { code: 'a', field: 'password', message: 'A' },
      { code: 'b', message: 'form-wide' },
    ]);
    const before = store.getState().errors;
    store.getState().dismissErrors('nope');
    expect(store.getState().errors).toBe(before);
    store.getState().dismissErrors('username');
    expect(store.getState().errors.map((e) => e.code)).toEqual(['a', 'b']);
    store.getState().dismissErrors(store.getState().errors[0]);
    expect(store.getState().errors.map((e) => e.code)).toEqual(['b']);
    store.getState().dismissErrors();
    expect(store.getState().errors).toEqual([]);
  });

  it('records a transport failure, resets isSubmitting and rejects with it', async () => {
    const store = createScreenStore(loginIdContext(), {
      transport: () => {
        throw new Error('network down');
      },
      route: '/u/x',
    });
    await expect(store.getState().submit('default')).rejects.toThrow('network down');
    expect(store.getState()).toMatchObject({
      isSubmitting: false,
      submitError: { message: 'network down' },
    });
    await expect(store.getState().submit('default', { state: 'forged' })).rejects.toThrow(
      FormError,
    );
  });

  it('fails typed and resets the flag when the browser transport has no document', async () => {
    const store = createScreenStore(loginIdContext(), { route: '/u/x' });
    await expect(store.getState().submit('default')).rejects.toMatchObject({
      code: 'no_transport',
    });
    expect(store.getState().isSubmitting).toBe(false);
  });

  it('setContext swaps the context and starts errors over from the new one', () => {
    const store = createScreenStore(loginIdContext());
    store.getState().setContext(loginIdContext({ transaction: { state: 's2' } }));
    expect(store.getState().context.transaction.state).toBe('s2');
    expect(store.getState().errors).toEqual([]);
    expect(() => store.getState().setContext('{oops')).toThrow(ContextError);
  });
});
