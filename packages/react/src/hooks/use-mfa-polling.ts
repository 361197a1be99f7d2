import {
  createPollingControl,
  type MfaPollingOptions,
  type MfaPushPollingControl,
  type PollingError,
} from '@screenkit/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useScreenPage } from '../provider/screen-provider.js';

export interface MfaPollingResult {
  isRunning: boolean;
  startPolling: () => void;
  stopPolling: () => void;
  /** The error that ended polling, if any. */
  error: PollingError | null;
}

/**
 * MFA push polling (the official `useMfaPolling`): `startPolling()` polls the URL of the page the
 * screen is on (the provider's `page`, else this one) until the push is approved; polling stops
 * on unmount. Callbacks are read at call time, so inline functions do not restart anything.
 */
export function useMfaPolling(options: MfaPollingOptions = {}): MfaPollingResult {
  const [isRunning, setRunning] = useState(false);
  const [error, setError] = useState<PollingError | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const control = useRef<MfaPushPollingControl | null>(null);
  const page = useScreenPage();

  const ensure = useCallback(() => {
    if (!control.current) {
      const { onCompleted, onError, ...settings } = latest.current;
      control.current = createPollingControl({
        page,
        ...settings,
        onCompleted: () => {
          setRunning(false);
          latest.current.onCompleted?.();
        },
        onError: (e) => {
          setRunning(false);
          setError(e);
          latest.current.onError?.(e);
        },
      });
    }
    return control.current;
  }, [page]);

  const startPolling = useCallback(() => {
    setError(null);
    ensure().startPolling();
    setRunning(true);
  }, [ensure]);
  const stopPolling = useCallback(() => {
    control.current?.stopPolling();
    setRunning(false);
  }, []);

  useEffect(() => () => control.current?.stopPolling(), []);
  return { isRunning, startPolling, stopPolling, error };
}
