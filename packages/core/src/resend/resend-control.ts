// Resend cooldown, with the official SDK's resendManager semantics: after a resend the button
// is disabled for `timeoutSeconds`; the start time lives in localStorage under
// `acul_resend_timeout_<screen>` (the SDK's key) so a reload keeps counting down.
// Additions: `remaining()`/`disabled()` getters and `dispose()` to clear the timer on unmount.

export type OnStatusChangeCallback = (remainingSeconds: number, isDisabled: boolean) => void;

export interface StartResendOptions {
  /** Cooldown after each resend, in seconds. Default 10 (the SDK's). */
  timeoutSeconds?: number;
  /** Called on every tick with the seconds left and whether resending is disabled. */
  onStatusChange?: OnStatusChangeCallback;
  /** Called once when a cooldown reaches zero. */
  onTimeout?: () => void;
}

export interface ResendControl {
  /** Resends (if not cooling down) and starts the cooldown. */
  startResend: () => Promise<void>;
  remaining: () => number;
  disabled: () => boolean;
  /** Stops the countdown timer (component unmount). The stored start time stays. */
  dispose: () => void;
}

const memory = new Map<string, string>();

/** localStorage when usable; a module-level map otherwise (SSR, privacy modes that throw). */
function storage(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    const local = (globalThis as { localStorage?: Storage }).localStorage;
    if (local) return local;
  } catch {
    // access itself can throw (sandboxed iframes)
  }
  return { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v) };
}

export function resendStorageKey(screenName: string): string {
  return `acul_resend_timeout_${screenName}`;
}

/**
 * @param screenName the screen the cooldown belongs to (one cooldown per screen, like the SDK)
 * @param resend posts the resend action (the screen's `resendCode`)
 * @param resendLimitReached the context says no more resends: stays disabled
 */
export function createResendControl(
  screenName: string,
  resend: () => Promise<void> | void,
  options: StartResendOptions = {},
  resendLimitReached = false,
): ResendControl {
  const { timeoutSeconds = 10, onStatusChange, onTimeout } = options;
  const key = resendStorageKey(screenName);
  let remaining = 0;
  let disabled = false;
  let timedOut = false;
  let interval: ReturnType<typeof setInterval> | undefined;

  const stopTimer = () => {
    clearInterval(interval);
    interval = undefined;
  };

  const calculate = (notify: boolean) => {
    const store = storage();
    let last = Number.parseInt(store.getItem(key) ?? '0', 10);
    if (!Number.isFinite(last)) last = 0;
    const previous = remaining;
    remaining = Math.max(0, Math.ceil((timeoutSeconds * 1000 - (Date.now() - last)) / 1000));
    disabled = remaining > 0 || resendLimitReached;
    if (onTimeout && previous > 0 && remaining === 0 && !timedOut) {
      timedOut = true;
      onTimeout();
    }
    if (notify) onStatusChange?.(remaining, disabled);
  };

  const tick = () => {
    calculate(true);
    if (remaining <= 0) stopTimer();
  };

  const startTimer = () => {
    storage().setItem(key, Date.now().toString());
    timedOut = false;
    stopTimer();
    calculate(true);
    interval = setInterval(tick, 1000);
  };

  calculate(true);
  if (remaining > 0 && !resendLimitReached) interval = setInterval(tick, 1000);

  return {
    async startResend() {
      calculate(true);
      if (disabled) return;
      await resend();
      if (!resendLimitReached) startTimer();
    },
    remaining: () => remaining,
    disabled: () => disabled,
    dispose: stopTimer,
  };
}
