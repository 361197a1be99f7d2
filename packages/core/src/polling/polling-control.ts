import { ScreenkitError } from '../errors/screenkit-error.js';
import { screenWindow } from '../shared/screen-window.js';

// MFA push polling, as the official SDK's pollingManager does it: GET the current page URL with
// `Accept: application/json` until the service answers `{ "completed": true }` (the user
// approved the push), then the screen submits. On top of the SDK: transient failures (network,
// 5xx) are retried with a doubling delay before they are reported, and `pollUntilComplete`
// gives a promise with a typed result.

/** The error the SDK reports: `polling_error_<status>` or `polling_network_error`. */
export interface PollingError {
  code: string;
  message: string;
  status?: number;
}

export interface MfaPollingOptions {
  /** Delay between polls, in ms. Default 5000 (the SDK's). */
  intervalMs?: number;
  /** Cap for the backed-off delay after transient failures, in ms. Default 60000. */
  maxIntervalMs?: number;
  /** Transient failures (network error, 5xx) retried before `onError`. Default 3; 0 = SDK behaviour. */
  maxRetries?: number;
  /** URL to poll. Default: the page's `location.href` when the control is created. */
  url?: string;
  /** The page the screen is on, when not this window (a frame): its URL and visibility. */
  page?: Window;
  onCompleted?: () => void;
  onError?: (error: PollingError) => void;
  /** Injected fetch (tests, non-browser runtimes). Default: global fetch. */
  fetch?: typeof fetch;
}

export interface MfaPushPollingControl {
  startPolling: () => void;
  stopPolling: () => void;
  isRunning: () => boolean;
}

function currentUrl(page: Window | undefined): string {
  const href = screenWindow(page).location?.href;
  if (!href)
    throw new ScreenkitError(
      'polling_url_missing',
      'url',
      'MFA polling needs a URL: pass `url` when there is no `location` (SSR, tests).',
    );
  return href;
}

function pageHidden(page: Window | undefined): boolean {
  return screenWindow(page).document?.hidden === true;
}

async function errorMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (body && typeof body === 'object' && 'message' in body && body.message)
      return String(body.message);
  } catch {
    // not JSON: fall through to the raw text, like the SDK
  }
  return text.trim() || `Polling error (${response.status})`;
}

/** Creates a polling control (not started). Nothing runs until `startPolling()`. */
export function createPollingControl(options: MfaPollingOptions = {}): MfaPushPollingControl {
  const interval = options.intervalMs ?? 5000;
  const maxInterval = Math.max(interval, options.maxIntervalMs ?? 60_000);
  const maxRetries = options.maxRetries ?? 3;
  const url = options.url ?? currentUrl(options.page);
  let running = false;
  let generation = 0; // bumps on stop/start so a late response of an old run is ignored
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inflight: AbortController | undefined;

  const schedule = (delay: number, run: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void poll(run), delay);
  };

  const finish = (run: number) => {
    if (run !== generation) return false;
    running = false;
    return true;
  };

  const transient = (run: number, error: PollingError) => {
    if (failures < maxRetries) {
      failures++;
      schedule(Math.min(interval * 2 ** failures, maxInterval), run);
    } else if (finish(run)) options.onError?.(error);
  };

  async function poll(run: number): Promise<void> {
    if (run !== generation) return;
    if (pageHidden(options.page)) return schedule(interval, run); // no requests from a background tab
    inflight = new AbortController();
    let response: Response;
    try {
      const doFetch = options.fetch ?? fetch;
      response = await doFetch(url, {
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
        signal: inflight.signal,
      });
    } catch {
      if (run !== generation) return;
      return transient(run, {
        code: 'polling_network_error',
        message: 'Network error while polling MFA push challenge.',
      });
    }
    if (run !== generation) return;
    if (response.status === 200) {
      failures = 0;
      const isJson = response.headers.get('Content-Type')?.split(';')[0] === 'application/json';
      const body: unknown = isJson ? await response.json().catch(() => null) : null;
      if (run !== generation) return;
      const completed =
        typeof body === 'object' &&
        body !== null &&
        !Array.isArray(body) &&
        Boolean((body as { completed?: unknown }).completed);
      if (completed) {
        if (finish(run)) options.onCompleted?.();
        return;
      }
      return schedule(interval, run);
    }
    if (response.status === 429) {
      // X-RateLimit-Reset is epoch seconds; wait for it, but never less than the interval.
      const reset = Number.parseInt(response.headers.get('X-RateLimit-Reset') ?? '0', 10) * 1000;
      return schedule(Math.max(reset - Date.now(), interval), run);
    }
    const error: PollingError = {
      code: `polling_error_${response.status}`,
      message: await errorMessage(response),
      status: response.status,
    };
    if (run !== generation) return;
    if (response.status >= 500) return transient(run, error);
    if (finish(run)) options.onError?.(error);
  }

  return {
    startPolling() {
      if (running) return;
      running = true;
      failures = 0;
      void poll(++generation);
    },
    stopPolling() {
      generation++;
      running = false;
      clearTimeout(timer);
      inflight?.abort();
    },
    isRunning: () => running,
  };
}

export type PollingResult =
  | { status: 'completed' }
  | { status: 'stopped' }
  | { status: 'error'; error: PollingError };

/**
 * Polls until the push is approved, an error ends it, or `signal` aborts; resolves with a typed
 * result instead of callbacks. Never rejects.
 */
export function pollUntilComplete(
  options: Omit<MfaPollingOptions, 'onCompleted' | 'onError'> & { signal?: AbortSignal } = {},
): Promise<PollingResult> {
  return new Promise((resolve) => {
    if (options.signal?.aborted) return resolve({ status: 'stopped' });
    const control = createPollingControl({
      ...options,
      onCompleted: () => resolve({ status: 'completed' }),
      onError: (error) => resolve({ status: 'error', error }),
    });
    options.signal?.addEventListener('abort', () => {
      control.stopPolling();
      resolve({ status: 'stopped' });
    });
    control.startPolling();
  });
}
