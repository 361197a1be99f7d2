import { ContextError, createScreenStore, type FormRequest } from '@screenkit/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { customizedConsentContext, loginIdContext } from '../../../core/test-fixtures/contexts.js';
import { ScreenProviderError } from '../provider/provider-error.js';
import { ScreenProvider } from '../provider/screen-provider.js';
import {
  useBranding,
  useClient,
  useOrganization,
  usePrompt,
  useScreen,
  useTenant,
  useTexts,
  useTransaction,
  useUntrustedData,
  useUser,
} from './context-hooks.js';
import { useErrors } from './use-errors.js';

afterEach(() => {
  cleanup();
  delete (window as { universal_login_context?: unknown }).universal_login_context;
});

const fullContext = () =>
  customizedConsentContext({
    branding: { settings: { colors: { primary: '#123456' }, logo_url: 'https://x/logo.png' } },
    untrusted_data: { authorization_params: { login_hint: 'jane@example.com' } },
  });

function EveryPart() {
  const parts = {
    screen: useScreen().name,
    prompt: usePrompt().name,
    client: useClient()?.name,
    organization: useOrganization()?.id,
    user: useUser()?.email,
    tenant: useTenant()?.friendly_name,
    branding: useBranding()?.settings?.colors?.primary,
    transaction: useTransaction().state,
    untrusted: useUntrustedData()?.authorization_params?.login_hint,
    title: useTexts().title,
  };
  return <pre data-testid="parts">{JSON.stringify(parts)}</pre>;
}

function Errors({ id }: { id: string }) {
  const { errors, dismiss } = useErrors();
  return (
    <button type="button" data-testid={id} onClick={() => dismiss()}>
      {errors.length}
    </button>
  );
}

const renders = { client: 0, transaction: 0, errors: 0, texts: 0 };
function ClientName() {
  renders.client++;
  return <span>{useClient()?.name}</span>;
}
function TransactionState() {
  renders.transaction++;
  return <span data-testid="state">{useTransaction().state}</span>;
}
function ErrorCount() {
  renders.errors++;
  return <span data-testid="errors">{useErrors().errors.length}</span>;
}
function Title() {
  renders.texts++;
  return <span>{useTexts().title}</span>;
}

describe('context hooks', () => {
  it('each hook returns its part of a real context', () => {
    render(
      <ScreenProvider context={fullContext()}>
        <EveryPart />
      </ScreenProvider>,
    );
    expect(JSON.parse(screen.getByTestId('parts').textContent ?? '')).toEqual({
      screen: 'customized-consent',
      prompt: 'customized-consent',
      client: 'Bank App',
      organization: 'org_1',
      user: 'jane@example.com',
      tenant: 'Dev Tenant',
      branding: '#123456',
      transaction: 'st_abc123',
      untrusted: 'jane@example.com',
      title: 'Authorize the transfer',
    });
  });

  it('reads window.universal_login_context when no context prop is given', () => {
    (window as { universal_login_context?: unknown }).universal_login_context = loginIdContext();
    render(
      <ScreenProvider>
        <EveryPart />
      </ScreenProvider>,
    );
    expect(screen.getByTestId('parts').textContent).toContain('"screen":"login-id"');
  });

  it('accepts the context as JSON text, and optional parts absent stay undefined', () => {
    render(
      <ScreenProvider context={JSON.stringify(loginIdContext({ screen: { name: 'login-id' } }))}>
        <EveryPart />
      </ScreenProvider>,
    );
    const parts = JSON.parse(screen.getByTestId('parts').textContent ?? '');
    expect(parts).toEqual({
      screen: 'login-id',
      prompt: 'login-id',
      client: 'Bank App',
      transaction: 'st_login',
    });
  });

  it('throws the typed ContextError when there is no page context', () => {
    expect(() =>
      render(
        <ScreenProvider>
          <EveryPart />
        </ScreenProvider>,
      ),
    ).toThrow(ContextError);
  });

  it('a hook outside a provider throws ScreenProviderError naming the hook', () => {
    expect(() => render(<EveryPart />)).toThrow(ScreenProviderError);
    expect(() => render(<EveryPart />)).toThrow(
      /useScreen\(\) must be called inside <ScreenProvider>/,
    );
  });

  it('several providers on one page keep separate state', () => {
    render(
      <>
        <ScreenProvider context={loginIdContext()}>
          <Errors id="a" />
        </ScreenProvider>
        <ScreenProvider context={loginIdContext()}>
          <Errors id="b" />
        </ScreenProvider>
      </>,
    );
    act(() => screen.getByTestId('a').click());
    expect(screen.getByTestId('a').textContent).toBe('0');
    expect(screen.getByTestId('b').textContent).toBe('1');
  });
});

describe('selectors', () => {
  it('a component re-renders only when its own slice changes', async () => {
    for (const key of Object.keys(renders)) renders[key as keyof typeof renders] = 0;
    const requests: FormRequest[] = [];
    const base = loginIdContext();
    const store = createScreenStore(base, {
      transport: (r) => void requests.push(r),
      route: '/u/login-id',
    });
    render(
      <ScreenProvider store={store}>
        <ClientName />
        <TransactionState />
        <ErrorCount />
        <Title />
      </ScreenProvider>,
    );
    expect(renders).toEqual({ client: 1, transaction: 1, errors: 1, texts: 1 });

    act(() => store.getState().dismissErrors('username'));
    expect(screen.getByTestId('errors').textContent).toBe('0');
    expect(renders).toEqual({ client: 1, transaction: 1, errors: 2, texts: 1 });

    // Dismissing a field with no errors changes nothing, so nothing re-renders.
    act(() => store.getState().dismissErrors('password'));
    await act(() => store.getState().submit('default', { username: 'a@b.c' }));
    expect(requests).toHaveLength(1);
    expect(renders).toEqual({ client: 1, transaction: 1, errors: 2, texts: 1 });

    // A new context that keeps the same client and screen objects re-renders only the transaction.
    act(() => store.getState().setContext({ ...base, transaction: { state: 'st_next' } }));
    expect(screen.getByTestId('state').textContent).toBe('st_next');
    expect(renders).toEqual({ client: 1, transaction: 2, errors: 2, texts: 1 });
  });
});
