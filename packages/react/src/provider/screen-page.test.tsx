// A screen rendered into another page's frame (ScreenProvider `page`, as the dev server's gallery
// host renders every thumbnail) acts on that frame: its captcha script, its WebAuthn requests,
// its polling and its posts go to the frame's document, navigator and URL, never this window's.
import type { UniversalLoginContext } from '@screenkit/core';
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  contextWithConnection,
  databaseConnection,
} from '../../../core/test-fixtures/connections.js';
import {
  fakeAssertion,
  installFakeWebAuthn,
  requestPublicKey,
} from '../../../core/test-fixtures/fake-webauthn.js';
import { useCaptcha } from '../hooks/use-captcha.js';
import { useMfaPolling } from '../hooks/use-mfa-polling.js';
import { usePasskeyAutofill } from '../hooks/use-passkey-autofill.js';
import { LoginIdScreen } from '../screens/login-id.js';
import { ScreenProvider } from './screen-provider.js';

type Page = Window & Record<string, unknown>;
const frames: HTMLIFrameElement[] = [];
const undo: (() => void)[] = [];
afterEach(() => {
  cleanup();
  for (const frame of frames.splice(0)) frame.remove();
  for (const step of undo.splice(0)) step();
  for (const script of document.querySelectorAll('script')) script.remove();
});

const loginId = (screen: Record<string, unknown>) => {
  const base = contextWithConnection('login-id', 'login-id', databaseConnection());
  return { ...base, screen: { ...base.screen, ...screen } } as unknown as UniversalLoginContext;
};

/** A same-origin frame showing `context`, its posts recorded, with a root to render into. */
function openFrame(context: UniversalLoginContext) {
  const frame = document.body.appendChild(document.createElement('iframe'));
  frames.push(frame);
  const page = frame.contentWindow as Page;
  page.universal_login_context = context;
  const posted: HTMLFormElement[] = [];
  const forms = (page.HTMLFormElement as typeof HTMLFormElement).prototype;
  const submit = vi.spyOn(forms, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posted.push(this);
  });
  undo.push(() => submit.mockRestore());
  const root = page.document.body.appendChild(page.document.createElement('div'));
  return { page, root, posted };
}

/** WebAuthn on `page` only (navigator.credentials and PublicKeyCredential of that window). */
function fakeWebAuthnOn(page: Page) {
  const get = vi.fn(async (_options: CredentialRequestOptions) => fakeAssertion());
  Object.defineProperty(page.navigator, 'credentials', {
    value: { get, create: vi.fn() },
    configurable: true,
  });
  page.PublicKeyCredential = {
    isConditionalMediationAvailable: async () => true,
    isUserVerifyingPlatformAuthenticatorAvailable: async () => true,
  };
  return get;
}

/** This window's WebAuthn, which a screen in a frame must not ask. */
function fakeOuterWebAuthn() {
  const outer = installFakeWebAuthn();
  undo.push(() => outer.uninstall());
  return outer.get;
}

function Captcha() {
  return <p>{useCaptcha().status}</p>;
}

function Autofill() {
  const { inputRef } = usePasskeyAutofill();
  return <input ref={inputRef} aria-label="username" />;
}

function Push({ fetch }: { fetch: typeof globalThis.fetch }) {
  const { startPolling } = useMfaPolling({ fetch });
  return (
    <button type="button" onClick={startPolling}>
      start
    </button>
  );
}

const posted = (form: HTMLFormElement | undefined) =>
  Object.fromEntries(new FormData(form as HTMLFormElement));

describe('a screen rendered into a frame (ScreenProvider page)', () => {
  it('loads the default screen’s captcha into the frame and renders the widget there', async () => {
    const { page, root } = openFrame(
      loginId({ captcha: { provider: 'recaptcha_v2', siteKey: 'site-1' } }),
    );
    await act(async () => {
      render(
        <ScreenProvider page={page}>
          <LoginIdScreen />
        </ScreenProvider>,
        { container: root },
      );
    });
    const script = page.document.querySelector<HTMLScriptElement>('script[src*="recaptcha"]');
    expect(script?.src).toMatch(/^https:\/\/www\.recaptcha\.net\/recaptcha\/api\.js\?/);
    expect(document.querySelector('script')).toBeNull();
    // The provider calls back in the frame, with its own global there.
    const callback = new URL(script?.src ?? '').searchParams.get('onload') ?? '';
    expect(typeof page[callback]).toBe('function');
    expect((window as unknown as Page)[callback]).toBeUndefined();
    const renderWidget = vi.fn();
    page.grecaptcha = { render: renderWidget };
    act(() => (page[callback] as () => void)());
    await waitFor(() => expect(renderWidget).toHaveBeenCalledOnce());
    const [element] = renderWidget.mock.calls[0] as [HTMLElement];
    expect(element.ownerDocument).toBe(page.document);
  });

  it('loads useCaptcha’s script into the frame', async () => {
    const { page, root } = openFrame(loginId({ captcha: { provider: 'hcaptcha', siteKey: 's' } }));
    render(
      <ScreenProvider page={page}>
        <Captcha />
      </ScreenProvider>,
      { container: root },
    );
    expect(page.document.querySelector('script')?.src).toMatch(/^https:\/\/js\.hcaptcha\.com\//);
    expect(document.querySelector('script')).toBeNull();
  });

  it('asks the frame’s navigator for passkey autofill and posts the passkey from the frame', async () => {
    const outerGet = fakeOuterWebAuthn();
    const {
      page,
      root,
      posted: forms,
    } = openFrame(loginId({ data: { passkey: { public_key: requestPublicKey } } }));
    const get = fakeWebAuthnOn(page);
    render(
      <ScreenProvider page={page}>
        <Autofill />
      </ScreenProvider>,
      { container: root },
    );
    await waitFor(() => expect(forms).toHaveLength(1));
    expect(get.mock.calls[0]?.[0]).toMatchObject({ mediation: 'conditional' });
    expect(outerGet).not.toHaveBeenCalled();
    expect(within(root).getByLabelText('username').getAttribute('autocomplete')).toBe(
      'username webauthn',
    );
    expect(forms[0]?.ownerDocument).toBe(page.document);
    expect(JSON.parse(String(posted(forms[0]).passkey))).toMatchObject({ id: 'cred-1' });
  });

  it('runs the default screen’s passkey button on the frame’s navigator', async () => {
    const outerGet = fakeOuterWebAuthn();
    const {
      page,
      root,
      posted: forms,
    } = openFrame(loginId({ data: { passkey: { public_key: requestPublicKey } } }));
    const get = fakeWebAuthnOn(page);
    // This window says "no platform authenticator", the frame says there is one.
    (globalThis as unknown as Page).PublicKeyCredential = {
      isUserVerifyingPlatformAuthenticatorAvailable: async () => false,
    };
    await act(async () => {
      render(
        <ScreenProvider page={page}>
          <LoginIdScreen />
        </ScreenProvider>,
        { container: root },
      );
    });
    expect(page.document.title).not.toBe('');
    fireEvent.click(within(root).getByRole('button', { name: 'Continue with a passkey' }));
    await waitFor(() => expect(forms).toHaveLength(1));
    expect(get).toHaveBeenCalledOnce();
    expect(outerGet).not.toHaveBeenCalled();
    expect(forms[0]?.ownerDocument).toBe(page.document);
    expect(JSON.parse(String(posted(forms[0]).passkey))).toMatchObject({
      isUserVerifyingPlatformAuthenticatorAvailable: true,
    });
  });

  it('reads the frame’s context, never this window’s', () => {
    const outer = window as unknown as Page;
    outer.universal_login_context = loginId({});
    undo.push(() => delete outer.universal_login_context);
    const { page, root } = openFrame(loginId({}));
    delete page.universal_login_context;
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the thrown error
    undo.push(() => vi.mocked(console.error).mockRestore());
    expect(() =>
      render(
        <ScreenProvider page={page}>
          <Captcha />
        </ScreenProvider>,
        { container: root },
      ),
    ).toThrow('universal_login_context is not set');
  });

  it('polls the frame’s URL', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ completed: true }),
    );
    const { page, root } = openFrame(
      contextWithConnection('mfa-push-challenge-push', 'mfa-push', databaseConnection()) as never,
    );
    render(
      <ScreenProvider page={page}>
        <Push fetch={fetch} />
      </ScreenProvider>,
      { container: root },
    );
    fireEvent.click(within(root).getByText('start'));
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(fetch.mock.calls[0]?.[0]).toBe(page.location.href);
    expect(page.location.href).not.toBe(window.location.href);
  });
});
