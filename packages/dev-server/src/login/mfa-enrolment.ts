/**
 * MFA enrolment when the tenant requires MFA of everyone and the user has no factor: the
 * factor choice (mfa-begin-enroll-options) when the tenant offers several, the enrolment
 * screen of the chosen factor, then, after the first factor, a recovery code
 * (mfa-recovery-code-enrollment) shown once: the store keeps only its bcrypt hash.
 */
import { randomBytes, randomInt } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { Secret } from 'otpauth';
import type { Store } from '../store/store.js';
import { tenantSettings } from '../tenant/settings.js';
import { type UserRecord, users } from '../tenant/users.js';
import type { LoginTransaction } from './login-state.js';
import { type FlowStep, flowError, type LoginState, screenUrl } from './login-state.js';
import { webauthnOf } from './webauthn.js';

/** The factors this flow can enrol, and the screen each starts on. */
export const ENROLLMENT_SCREENS: Record<string, string> = {
  otp: 'mfa-otp-enrollment-qr',
  'webauthn-roaming': 'mfa-webauthn-roaming-enrollment',
  'webauthn-platform': 'mfa-webauthn-platform-enrollment',
};
const ID_PREFIX: Record<string, string> = {
  otp: 'totp',
  'webauthn-roaming': 'webauthn-roaming',
  'webauthn-platform': 'webauthn-platform',
};
// Recovery codes: 24 characters without look-alikes (0/O, 1/I), like the service's.
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The enrollable factors the tenant offers, in its order. */
export const enrollableFactors = (store: Store): string[] =>
  tenantSettings(store).mfa.factors.filter((f) => f in ENROLLMENT_SCREENS);

/** Where enrolment starts: the choice of factor when several are offered, else the one. */
export function firstEnrolmentScreen(store: Store, transaction: LoginTransaction): string {
  const offered = enrollableFactors(store);
  if (offered.length > 1) {
    (transaction.login as LoginState).mfa = { factorId: '', type: '', enrolling: true };
    return 'mfa-begin-enroll-options';
  }
  return startEnrolment(transaction, offered[0] ?? 'otp');
}

/** Prepares the enrolment of `type` (a TOTP key for otp) and names its screen. */
export function startEnrolment(transaction: LoginTransaction, type: string): string {
  const login = transaction.login as LoginState;
  login.mfa = {
    factorId: `${ID_PREFIX[type] ?? type}|dev_${randomBytes(8).toString('hex')}`,
    type,
    enrolling: true,
    ...(type === 'otp' ? { secret: new Secret({ size: 20 }).base32 } : {}),
  };
  return ENROLLMENT_SCREENS[type] as string;
}

/** A post on mfa-begin-enroll-options: `action` names the factor to enrol. */
export function answerBeginEnrollOptions(
  store: Store,
  transaction: LoginTransaction,
  fields: Record<string, string>,
): FlowStep {
  const choice = fields.action ?? '';
  if (!enrollableFactors(store).includes(choice))
    return {
      errors: [
        flowError(
          'invalid-action',
          `Choose one of: ${enrollableFactors(store).join(', ')}.`,
          'action',
        ),
      ],
      status: 400,
    };
  const next = startEnrolment(transaction, choice);
  transaction.screen = next;
  return { redirect: screenUrl(next, transaction.state) };
}

/**
 * After a factor is enrolled: a recovery code when the tenant offers them and the user has
 * none yet (its hash stored unconfirmed, the code kept in memory for one screen), else done.
 */
export async function afterEnrolment(
  store: Store,
  transaction: LoginTransaction,
  user: UserRecord,
): Promise<FlowStep | 'passed'> {
  const settings = tenantSettings(store);
  const hasRecovery = (user.factors ?? []).some((f) => f.type === 'recovery-code' && f.confirmed);
  if (!settings.mfa.factors.includes('recovery-code') || hasRecovery) return 'passed';
  const code = Array.from({ length: 24 }, () => RECOVERY_ALPHABET[randomInt(32)]).join('');
  const factor = {
    id: `recovery-code|dev_${randomBytes(8).toString('hex')}`,
    type: 'recovery-code' as const,
    confirmed: false,
    created_at: new Date().toISOString(),
    recovery_code_hash: await bcrypt.hash(code, settings.password_hash_rounds),
  };
  const others = (user.factors ?? []).filter((f) => f.type !== 'recovery-code');
  await users(store).set(user.user_id, { ...user, factors: [...others, factor] });
  const login = transaction.login as LoginState;
  webauthnOf(login).recoveryCode = code;
  transaction.screen = 'mfa-recovery-code-enrollment';
  return { redirect: screenUrl('mfa-recovery-code-enrollment', transaction.state) };
}

/** A post on mfa-recovery-code-enrollment: the user confirms they saved the code. */
export async function answerRecoveryCodeEnrollment(
  store: Store,
  transaction: LoginTransaction,
  user: UserRecord,
  fields: Record<string, string>,
): Promise<FlowStep | 'passed'> {
  const login = transaction.login as LoginState;
  const pending = (user.factors ?? []).find((f) => f.type === 'recovery-code' && !f.confirmed);
  if (!pending || !login.webauthn?.recoveryCode)
    return {
      errors: [flowError('invalid-state', 'This recovery code is no longer pending.')],
      status: 400,
    };
  if (fields.saved !== 'on' && fields.saved !== 'true')
    return {
      errors: [
        flowError(
          'recovery-code-not-saved',
          'Confirm that you recorded the recovery code before continuing.',
          'saved',
        ),
      ],
      status: 400,
    };
  const factors = (user.factors ?? []).map((f) => (f === pending ? { ...f, confirmed: true } : f));
  await users(store).set(user.user_id, { ...user, factors });
  delete login.webauthn.recoveryCode;
  return 'passed';
}
