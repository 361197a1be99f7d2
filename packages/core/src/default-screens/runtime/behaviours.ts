/**
 * The parts that do something over time, as small vanilla stores the renderers subscribe to:
 * resending a code (the declaration's `resendManager` cooldown, or a plain post), waiting for a
 * push approval (the `pollingManager`), a WebAuthn ceremony (its failure reported through the
 * screen's error action when it has one), and copying a code. Each acts on the page the screen is
 * on (its store's `page`, else this window: shared/screen-window.ts).
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { CAPTCHA_BYPASS, type CaptchaConfig } from '../../captcha/captcha-config.js';
import { loadCaptchaScript } from '../../captcha/load-script.js';
import { renderCaptchaWidget } from '../../captcha/render-widget.js';
import { PasskeyError } from '../../passkeys/passkey-error.js';
import type { MfaPollingOptions, MfaPushPollingControl } from '../../polling/polling-control.js';
import { createPollingControl } from '../../polling/polling-control.js';
import type { ResendControl, StartResendOptions } from '../../resend/resend-control.js';
import type { Payload } from '../../screens/declaration.js';
import { screenWindow } from '../../shared/screen-window.js';
import type { DefaultPage } from './page.js';

export interface ResendState {
  readonly remaining: number;
  readonly disabled: boolean;
  /** The service says no more resends (`screen.data.resendLimitReached`). */
  readonly limitReached: boolean;
}

export interface ResendModel {
  readonly store: StoreApi<ResendState>;
  resend(): Promise<void>;
  dispose(): void;
}

/** Seconds between two resends (the official SDK's default is 10). */
export const RESEND_COOLDOWN_SECONDS = 30;

export function createResendModel(page: DefaultPage, action: string): ResendModel {
  const limitReached = page.data().resendLimitReached === true;
  const store = createStore<ResendState>()(() => ({
    remaining: 0,
    disabled: limitReached,
    limitReached,
  }));
  const manager = page.screen().resendManager as
    | ((options: StartResendOptions) => ResendControl)
    | undefined;
  const control = manager?.({
    timeoutSeconds: RESEND_COOLDOWN_SECONDS,
    onStatusChange: (remaining, disabled) =>
      store.setState({ remaining, disabled: disabled || limitReached }),
  });
  if (control)
    store.setState({
      remaining: control.remaining(),
      disabled: control.disabled() || limitReached,
    });
  return {
    store,
    async resend() {
      if (store.getState().disabled) return;
      if (control) await control.startResend();
      else await page.run(action);
    },
    dispose: () => control?.dispose(),
  };
}

export interface PushState {
  readonly status: 'waiting' | 'failed';
  readonly rememberDevice: boolean;
}

export interface PushModel {
  readonly store: StoreApi<PushState>;
  /** Whether the page offers to remember the device (`show_remember_device`). */
  readonly offersRememberDevice: boolean;
  setRememberDevice(value: boolean): void;
  start(): void;
  stop(): void;
}

/** Polls until the push is approved, then posts `action` (with `rememberDevice` when offered). */
export function createPushModel(
  page: DefaultPage,
  action: string,
  options: Pick<MfaPollingOptions, 'intervalMs' | 'fetch' | 'url'> = {},
): PushModel {
  const offersRememberDevice = page.data().show_remember_device === true;
  const store = createStore<PushState>()(() => ({ status: 'waiting', rememberDevice: false }));
  let control: MfaPushPollingControl | undefined;
  const start = () => {
    if (control?.isRunning()) return;
    const polling: MfaPollingOptions = {
      page: page.store.getState().page,
      ...options,
      onCompleted: () => {
        const payload: Payload = offersRememberDevice
          ? { rememberDevice: store.getState().rememberDevice }
          : {};
        void page.run(action, payload);
      },
      onError: () => store.setState({ status: 'failed' }),
    };
    const manager = page.screen().pollingManager as
      | ((options: MfaPollingOptions) => MfaPushPollingControl)
      | undefined;
    control = manager ? manager(polling) : createPollingControl(polling);
    control.startPolling();
  };
  return {
    store,
    offersRememberDevice,
    setRememberDevice: (value) => store.setState({ rememberDevice: value }),
    start,
    stop: () => control?.stopPolling(),
  };
}

export interface CeremonyState {
  readonly running: boolean;
  /** The text key of the last failure's message, if any. */
  readonly failure: string | undefined;
}

export interface CeremonyModel {
  readonly store: StoreApi<CeremonyState>;
  run(payload?: Payload): Promise<void>;
}

const FAILURE_TEXT: Readonly<Record<string, string>> = {
  cancelled: 'webauthnCancelledText',
  aborted: 'webauthnCancelledText',
  webauthn_unavailable: 'webauthnUnavailableText',
};

/**
 * A WebAuthn ceremony through `action` (its declaration asks the browser). When the browser
 * fails, the screen's `errorAction` reports it to the service as its own page does (the
 * service answers with its error screen); without one, the failure is shown here.
 */
export function createCeremonyModel(
  page: DefaultPage,
  action: string,
  errorAction?: string,
): CeremonyModel {
  const store = createStore<CeremonyState>()(() => ({ running: false, failure: undefined }));
  return {
    store,
    async run(payload = {}) {
      if (store.getState().running) return;
      store.setState({ running: true, failure: undefined });
      try {
        await page.run(action, payload);
        store.setState({ running: false });
      } catch (error) {
        if (!(error instanceof PasskeyError)) {
          store.setState({ running: false });
          throw error;
        }
        store.setState({
          running: false,
          failure: FAILURE_TEXT[error.code] ?? 'webauthnFailedText',
        });
        if (errorAction) {
          const cause = error.cause as { name?: unknown; message?: unknown } | undefined;
          const reported = {
            name: typeof cause?.name === 'string' ? cause.name : error.code,
            message: typeof cause?.message === 'string' ? cause.message : error.message,
          };
          await page.run(errorAction, { ...payload, error: reported });
        }
      }
    },
  };
}

/**
 * Copies `text` to the clipboard of `page` (default: this window); false where the browser
 * refuses (the code stays selectable).
 */
export async function copyText(text: string, page?: Window): Promise<boolean> {
  const clipboard = screenWindow(page).navigator?.clipboard;
  if (!clipboard) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export interface CaptchaState {
  readonly status: 'none' | 'loading' | 'ready' | 'failed';
}

/**
 * Loads the screen's captcha provider on `page` (default: this window) and renders its widget
 * into `element`; the token is the form's `captcha` value. A provider that fails open (arkose,
 * auth0_v2) posts the service's bypass value when its script cannot load, as its page does.
 */
export function startCaptcha(
  config: CaptchaConfig,
  element: HTMLElement,
  onToken: (token: string) => void,
  page?: Window,
): StoreApi<CaptchaState> {
  const store = createStore<CaptchaState>()(() => ({ status: 'loading' }));
  loadCaptchaScript(config, page).then(
    (api) => {
      renderCaptchaWidget(config, api, element, onToken);
      store.setState({ status: 'ready' });
    },
    () => {
      if (config.failOpen) onToken(CAPTCHA_BYPASS);
      store.setState({ status: config.failOpen ? 'ready' : 'failed' });
    },
  );
  return store;
}

/**
 * Whether a screen that posts by itself as it loads (the browser-capabilities step) should post
 * now: on the screen's own page, once per screen and transaction, so a page the post brings
 * back (an error) shows its button instead of posting again and again.
 */
export function claimAutoSubmit(page: DefaultPage): boolean {
  // Only on the service's own page of the screen (`/u/<screen>`): a preview or gallery page of
  // it shows the button and stays.
  const win = screenWindow(page.store.getState().page);
  const path = win.location?.pathname;
  if (path !== undefined && !path.startsWith('/u/')) return false;
  const context = page.context();
  const key = `screenkit:auto-submit:${context.screen.name}:${context.transaction.state}`;
  try {
    const storage = win.sessionStorage;
    if (!storage) return true;
    if (storage.getItem(key)) return false;
    storage.setItem(key, '1');
  } catch {
    // storage refused (privacy modes): post, as the service's own page does
  }
  return true;
}
