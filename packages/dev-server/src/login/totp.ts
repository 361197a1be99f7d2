/**
 * TOTP codes of authenticator apps (RFC 6238, SHA-1, 6 digits, 30-second steps, one step of
 * clock drift either way), each accepted once: the verifier remembers the last time step it
 * accepted per user and factor, in the tenant store (`otp-steps`, so a restart does not reopen
 * a used code), and refuses a code of that step or an earlier one (RFC 6238 section 5.2).
 */
import { Secret, TOTP } from 'otpauth';
import type { Store } from '../store/store.js';

export const OTP_STEPS_COLLECTION = 'otp-steps';
const PERIOD_SECONDS = 30;

interface UsedStep {
  user_id: string;
  /** The last time step accepted (Unix time / 30). */
  step: number;
}

const usedSteps = (store: Store) => store.collection<UsedStep>(OTP_STEPS_COLLECTION);
const keyOf = (userId: string, factorId: string) => JSON.stringify([userId, factorId]);

export function totpFor(secret: string, label = 'user'): TOTP {
  return new TOTP({
    issuer: 'screenkit',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/**
 * Checks `code` for the factor `factorId` of `userId` (key `secret`) and uses its time step
 * up. False for a wrong code and for a code whose step is not after the last one accepted.
 */
export async function acceptTotp(
  store: Store,
  userId: string,
  factorId: string,
  secret: string,
  code: string,
): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const now = Date.now();
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  const key = keyOf(userId, factorId);
  const last = usedSteps(store).get(key)?.step;
  if (last !== undefined && step <= last) return false;
  // No await between the read and this write: two posts of one code cannot both pass.
  await usedSteps(store).set(key, { user_id: userId, step });
  return true;
}
