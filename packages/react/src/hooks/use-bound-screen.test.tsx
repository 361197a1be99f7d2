// Per-screen React access rendered against real contexts: a login-id + login-password pair and a
// passkey enrollment screen, driven the way a user would (type, click), posts recorded.
import type { FormRequest } from '@screenkit/core';
import { passkeyEnrollment } from '@screenkit/core/screens/passkeys';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginIdContext } from '../../../core/test-fixtures/contexts.js';
import {
  creationPublicKey,
  installFakeWebAuthn,
} from '../../../core/test-fixtures/fake-webauthn.js';
import { recordFormPosts } from '../../../core/test-fixtures/form-posts.js';
import { ScreenProvider } from '../provider/screen-provider.js';
import { useScreen } from './context-hooks.js';
import { useBoundScreen } from './use-bound-screen.js';
import { useSubmit } from './use-submit.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function LoginId() {
  const loginId = useScreen('login-id');
  const { isSubmitting } = useSubmit();
  const [username, setUsername] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void loginId.login({ username });
      }}
    >
      <p>{loginId.screen.texts?.title}</p>
      <input aria-label="username" value={username} onChange={(e) => setUsername(e.target.value)} />
      <button type="submit" disabled={isSubmitting}>
        Continue
      </button>
      <button type="button" onClick={() => void loginId.federatedLogin({ connection: 'github' })}>
        GitHub
      </button>
    </form>
  );
}

function LoginPassword() {
  const loginPassword = useScreen('login-password');
  return (
    <button
      type="button"
      onClick={() => void loginPassword.login({ username: 'ada@example.com', password: 'pw' })}
    >
      Log in
    </button>
  );
}

function WithStatus() {
  const { isSubmitting } = useSubmit();
  return (
    <>
      <LoginPassword />
      <output>{isSubmitting ? 'busy' : 'idle'}</output>
    </>
  );
}

function Enroll() {
  const enrollment = useBoundScreen(passkeyEnrollment);
  return (
    <>
      <button type="button" onClick={() => void enrollment.continuePasskeyEnrollment()}>
        Create a passkey
      </button>
      <button
        type="button"
        onClick={() => void enrollment.abortPasskeyEnrollment({ doNotShowAgain: true })}
      >
        Not now
      </button>
    </>
  );
}

function fields(request: FormRequest | undefined) {
  return Object.fromEntries(request?.fields ?? []);
}

describe("useScreen('<name>') and useBoundScreen(declaration)", () => {
  it('login-id: typing and submitting posts the identifier with the capability fields', async () => {
    const sent: FormRequest[] = [];
    render(
      <ScreenProvider
        context={loginIdContext()}
        submitOptions={{ transport: (r) => void sent.push(r), route: '/u/login-id' }}
      >
        <LoginId />
      </ScreenProvider>,
    );
    expect(screen.getByText('Welcome')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('username'), { target: { value: 'ada@example.com' } });
    await act(async () => fireEvent.click(screen.getByText('Continue')));
    expect(fields(sent[0])).toMatchObject({
      username: 'ada@example.com',
      'js-available': 'true',
      state: 'st_login',
    });
    await act(async () => fireEvent.click(screen.getByText('GitHub')));
    expect(sent[1]?.fields).toEqual([
      ['connection', 'github'],
      ['state', 'st_login'],
    ]);
  });

  it('login-password: the browser form post goes to the current URL, and the screen stays busy', async () => {
    const posted = recordFormPosts('/u/login-password?state=st_pw');
    const context = {
      prompt: { name: 'login-password' },
      screen: { name: 'login-password' },
      transaction: { state: 'st_pw' },
    };
    render(
      <ScreenProvider context={context}>
        <WithStatus />
      </ScreenProvider>,
    );
    await act(async () => fireEvent.click(screen.getByText('Log in')));
    expect(posted).toHaveLength(1);
    const form = posted[0] as HTMLFormElement;
    expect(new URL(form.action).pathname).toBe('/u/login-password');
    expect(new FormData(form).get('password')).toBe('pw');
    expect(screen.getByText('busy')).toBeTruthy();
  });

  it('on another screen the hook throws ScreenMismatchError', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <ScreenProvider context={loginIdContext()}>
          <LoginPassword />
        </ScreenProvider>,
      ),
    ).toThrow(/This code is for screen "login-password"/);
  });

  it('passkey-enrollment: continuing creates a passkey and posts it serialized', async () => {
    const webauthn = installFakeWebAuthn();
    const sent: FormRequest[] = [];
    const context = {
      prompt: { name: 'passkeys' },
      screen: { name: 'passkey-enrollment', data: { passkey: { public_key: creationPublicKey } } },
      transaction: { state: 'st_pk' },
    };
    render(
      <ScreenProvider context={context} submitOptions={{ transport: (r) => void sent.push(r) }}>
        <Enroll />
      </ScreenProvider>,
    );
    await act(async () => fireEvent.click(screen.getByText('Create a passkey')));
    expect(webauthn.create).toHaveBeenCalledTimes(1);
    const passkey = JSON.parse(fields(sent[0]).passkey ?? '{}');
    expect(passkey).toMatchObject({ id: 'new-cred', type: 'public-key' });
    await act(async () => fireEvent.click(screen.getByText('Not now')));
    expect(fields(sent[1])).toMatchObject({
      action: 'abort-passkey-enrollment',
      dontShowAgain: 'on',
    });
    webauthn.uninstall();
  });
});
