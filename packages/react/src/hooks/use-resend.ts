import { createResendControl, type ResendControl } from '@screenkit/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useScreenStore } from '../provider/screen-provider.js';

export interface UseResendOptions {
  /** Posts the resend (the screen's `resendCode` action). */
  resend: () => Promise<unknown> | unknown;
  /** Cooldown in seconds. Default 10. */
  timeoutSeconds?: number;
  onTimeout?: () => void;
  /** The context says no more codes can be sent. */
  resendLimitReached?: boolean;
}

export interface UseResendReturn {
  remaining: number;
  disabled: boolean;
  startResend: () => void;
}

/**
 * A resend button's state (the official `useResend` shape): `startResend()` sends and starts
 * the cooldown; `remaining` counts down each second. The timer stops on unmount.
 */
export function useResend(options: UseResendOptions): UseResendReturn {
  const screenName = useStore(useScreenStore('useResend'), (s) => s.context.screen.name);
  const { timeoutSeconds = 10, resendLimitReached = false } = options;
  const [state, setState] = useState({ remaining: 0, disabled: resendLimitReached });
  const latest = useRef(options);
  latest.current = options;
  const control = useRef<ResendControl | null>(null);

  useEffect(() => {
    const created = createResendControl(
      screenName,
      async () => {
        await latest.current.resend();
      },
      {
        timeoutSeconds,
        onStatusChange: (remaining, disabled) =>
          setState((s) =>
            s.remaining === remaining && s.disabled === disabled ? s : { remaining, disabled },
          ),
        onTimeout: () => latest.current.onTimeout?.(),
      },
      resendLimitReached,
    );
    control.current = created;
    return () => created.dispose();
  }, [screenName, timeoutSeconds, resendLimitReached]);

  const startResend = useCallback(() => {
    void control.current?.startResend();
  }, []);
  return { ...state, startResend };
}
