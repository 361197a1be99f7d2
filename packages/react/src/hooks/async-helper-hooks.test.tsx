import type { FormRequest } from '@screenkit/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  contextWithConnection,
  databaseConnection,
} from '../../../core/test-fixtures/connections.js';
import {
  type FakeWebAuthn,
  installFakeWebAuthn,
  requestPublicKey,
} from '../../../core/test-fixtures/fake-webauthn.js';
import { ScreenProvider } from '../provider/screen-provider.js';
import { useCaptcha } from './use-captcha.js';
import { useMfaPolling } from './use-mfa-polling.js';
import { usePasskeyAutofill } from './use-passkey-autofill.js';
import { useResend } from './use-resend.js';

let fake: FakeWebAuthn | undefined;
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  fake?.uninstall();
  fake = undefined;
  localStorage.clear();
});

const context = (screenName: string, prompt: string, screenExtra: Record<string, unknown> = {}) => {
  const base = contextWithConnection(screenName, prompt, databaseConnection());
  return { ...base, screen: { ...base.screen, ...screenExtra } };
};

function Push({ fetch, onCompleted }: { fetch: typeof globalThis.fetch; onCompleted: () => void }) {
  const { isRunning, startPolling, stopPolling } = useMfaPolling({
    url: 'https://login.example.com/u/mfa-push-challenge-push?state=s',
    intervalMs: 1000,
    fetch,
    onCompleted,
  });
  return (
    <>
      <p data-testid="running">{String(isRunning)}</p>
      <button type="button" onClick={startPolling}>
        start
      </button>
      <button type="button" onClick={stopPolling}>
        stop
      </button>
    </>
  );
}

function Resend({ resend }: { resend: () => void }) {
  const { remaining, disabled, startResend } = useResend({ resend, timeoutSeconds: 3 });
  return (
    <button type="button" disabled={disabled} onClick={startResend}>
      {disabled ? `resend in ${remaining}s` : 'resend'}
    </button>
  );
}

function LoginId() {
  const { inputRef, error } = usePasskeyAutofill();
  return (
    <>
      <input ref={inputRef} aria-label="username" />
      <p data-testid="error">{error?.code ?? ''}</p>
    </>
  );
}

function Captcha() {
  const { config, status, api } = useCaptcha();
  return <p data-testid="captcha">{`${config?.provider}:${status}:${api ? 'api' : ''}`}</p>;
}

describe('useMfaPolling', () => {
  it('polls until approved, reports it, and stops', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const replies = [{ completed: false }, { completed: false }, { completed: true }];
    const fetch = vi.fn(async () => Response.json(replies.shift()));
    const onCompleted = vi.fn();
    render(
      <ScreenProvider context={context('mfa-push-challenge-push', 'mfa-push')}>
        <Push fetch={fetch} onCompleted={onCompleted} />
      </ScreenProvider>,
    );
    fireEvent.click(screen.getByText('start'));
    expect(screen.getByTestId('running').textContent).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(onCompleted).toHaveBeenCalledOnce();
    expect(screen.getByTestId('running').textContent).toBe('false');
  });

  it('stops polling when the component unmounts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetch = vi.fn(async () => Response.json({ completed: false }));
    const { unmount } = render(
      <ScreenProvider context={context('mfa-push-challenge-push', 'mfa-push')}>
        <Push fetch={fetch} onCompleted={() => {}} />
      </ScreenProvider>,
    );
    fireEvent.click(screen.getByText('start'));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    const calls = fetch.mock.calls.length;
    unmount();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch.mock.calls.length).toBe(calls);
  });
});

describe('useResend', () => {
  it('disables the button and counts down after a resend', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const resend = vi.fn();
    render(
      <ScreenProvider context={context('mfa-sms-challenge', 'mfa-sms')}>
        <Resend resend={resend} />
      </ScreenProvider>,
    );
    fireEvent.click(screen.getByText('resend'));
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('resend in 3s'));
    expect(resend).toHaveBeenCalledOnce();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button').textContent).toBe('resend in 2s');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('button').textContent).toBe('resend');
  });
});

describe('usePasskeyAutofill', () => {
  it('marks the input and posts the chosen passkey as the passkey field', async () => {
    fake = installFakeWebAuthn();
    const posts: FormRequest[] = [];
    render(
      <ScreenProvider
        context={context('login-id', 'login-id', {
          data: { passkey: { public_key: requestPublicKey } },
        })}
        submitOptions={{ transport: async (r) => void posts.push(r), route: '/u/login-id' }}
      >
        <LoginId />
      </ScreenProvider>,
    );
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(screen.getByLabelText('username').getAttribute('autocomplete')).toBe(
      'username webauthn',
    );
    expect(fake.get.mock.calls[0]?.[0]).toMatchObject({ mediation: 'conditional' });
    const body = new URLSearchParams(posts[0]?.fields);
    expect(JSON.parse(body.get('passkey') ?? '')).toMatchObject({ id: 'cred-1', rawId: '-_8B' });
    expect([...body.keys()]).toEqual(['passkey', 'state']); // no action, like the official SDK
  });

  it('reports that the browser has no passkey autofill', async () => {
    fake = installFakeWebAuthn({ conditional: false });
    render(
      <ScreenProvider
        context={context('login-id', 'login-id', {
          data: { passkey: { public_key: requestPublicKey } },
        })}
      >
        <LoginId />
      </ScreenProvider>,
    );
    await waitFor(() =>
      expect(screen.getByTestId('error').textContent).toBe('conditional_mediation_unavailable'),
    );
    expect(fake.get).not.toHaveBeenCalled();
  });
});

describe('useCaptcha', () => {
  it('loads the provider script and exposes its API once it calls back', async () => {
    render(
      <ScreenProvider
        context={context('login-id', 'login-id', {
          captcha: { provider: 'hcaptcha', siteKey: 'site-1' },
        })}
      >
        <Captcha />
      </ScreenProvider>,
    );
    expect(screen.getByTestId('captcha').textContent).toBe('hcaptcha:loading:');
    const script = document.querySelector('script');
    expect(script?.src).toBe(
      'https://js.hcaptcha.com/1/api.js?hl=en&onload=screenkitCaptcha_hcaptcha',
    );
    Object.assign(window, { hcaptcha: { render: () => 'w1' } });
    act(() => (window as unknown as Record<string, () => void>).screenkitCaptcha_hcaptcha?.());
    await waitFor(() =>
      expect(screen.getByTestId('captcha').textContent).toBe('hcaptcha:ready:api'),
    );
  });
});
