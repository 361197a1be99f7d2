// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importOfficial } from '../../test-fixtures/official-sdk.js';
import { createResendControl, resendStorageKey } from './index.js';

type Official = {
  createResendControl: typeof createResendControl;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

/** Drives a control through resend, countdown and a second resend; returns what it reported. */
async function drive(make: typeof createResendControl, screen: string) {
  const statuses: [number, boolean][] = [];
  const events: string[] = [];
  const control = make(screen, async () => void events.push('resend'), {
    timeoutSeconds: 3,
    onStatusChange: (remaining, disabled) => statuses.push([remaining, disabled]),
    onTimeout: () => events.push('timeout'),
  });
  await control.startResend();
  await control.startResend(); // ignored: cooling down
  await vi.advanceTimersByTimeAsync(3500);
  await control.startResend();
  await vi.advanceTimersByTimeAsync(1000);
  // Copies: the SDK's control has no dispose, its timer keeps reporting after this returns.
  return { statuses: [...statuses], events: [...events] };
}

describe('createResendControl', () => {
  it('reports the same countdown and events as the official SDK resendManager', async () => {
    const official = await importOfficial<Official>('utils/resend-control.js');
    const theirs = await drive(official.createResendControl, 'sdk-screen');
    vi.setSystemTime(Date.now()); // same clock start for both runs
    const ours = await drive(createResendControl, 'our-screen');
    expect(ours).toEqual(theirs);
    expect(ours.events).toEqual(['resend', 'timeout', 'resend']);
    expect(ours.statuses.slice(0, 6)).toEqual([
      [0, false],
      [0, false],
      [3, true],
      [3, true],
      [2, true],
      [1, true],
    ]);
  });

  it('resumes a running cooldown after a reload from the SDK storage key', async () => {
    localStorage.setItem(resendStorageKey('mfa-sms-challenge'), String(Date.now() - 4000));
    const resend = vi.fn();
    const control = createResendControl('mfa-sms-challenge', resend, { timeoutSeconds: 10 });
    expect(control.remaining()).toBe(6);
    expect(control.disabled()).toBe(true);
    await control.startResend();
    expect(resend).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(6000);
    expect(control.disabled()).toBe(false);
    await control.startResend();
    expect(resend).toHaveBeenCalledOnce();
  });

  it('stays disabled when the resend limit is reached, and dispose stops the timer', async () => {
    const onStatusChange = vi.fn();
    const limited = createResendControl('email-otp-challenge', vi.fn(), { onStatusChange }, true);
    expect(limited.disabled()).toBe(true);
    await limited.startResend();
    expect(onStatusChange).toHaveBeenLastCalledWith(0, true);

    const control = createResendControl('login-passwordless-sms-otp', vi.fn(), { onStatusChange });
    await control.startResend();
    control.dispose();
    const calls = onStatusChange.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(onStatusChange.mock.calls.length).toBe(calls);
  });
});
