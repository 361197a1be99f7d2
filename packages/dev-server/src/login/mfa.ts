/**
 * Multi-factor authentication after the first factor: which factor to challenge (the user's
 * first confirmed one, as the service picks the default), the challenge screens (TOTP with
 * otpauth, email/SMS/voice codes sent to the local inbox, push approval by link, recovery
 * codes), OTP enrolment when the tenant requires MFA of everyone, and the checks of each.
 */
import bcrypt from 'bcryptjs';
import { Secret, TOTP } from 'otpauth';
import type { PendingTransaction } from '../protocol/transactions.js';
import type { Store } from '../store/store.js';
import {
  type EnrolledFactor,
  tenantSettings,
  type UserRecord,
  users,
} from '../tenant/tenant-collections.js';
import { type FlowStep, flowError, type LoginState, screenUrl } from './login-state.js';
import { afterEnrolment, firstEnrolmentScreen } from './mfa-enrolment.js';
import { checkCode, deliver, newCode, newToken } from './one-time-codes.js';
import { isRemembered } from './remember-browser.js';

/** The challenge screen of each factor. */
export const CHALLENGE_SCREENS: Record<string, string> = {
  otp: 'mfa-otp-challenge',
  'push-notification': 'mfa-push-challenge-push',
  sms: 'mfa-sms-challenge',
  voice: 'mfa-voice-challenge',
  email: 'mfa-email-challenge',
  'recovery-code': 'mfa-recovery-code-challenge',
  'webauthn-roaming': 'mfa-webauthn-roaming-challenge',
  'webauthn-platform': 'mfa-webauthn-platform-challenge',
};
const FACTOR_OF_SCREEN = Object.fromEntries(
  Object.entries(CHALLENGE_SCREENS).map(([factor, screen]) => [screen, factor]),
);

export const mfaFactors = (user: UserRecord): EnrolledFactor[] =>
  (user.factors ?? []).filter(
    (f): f is EnrolledFactor => f.confirmed && f.type in CHALLENGE_SCREENS,
  );

export function totpFor(secret: string, label = 'user'): TOTP {
  return new TOTP({
    issuer: 'screenkit',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

/** Is MFA due for `user` under the tenant's policy? Returns the screen to go to, if any. */
export function mfaScreenFor(store: Store, transaction: PendingTransaction, user: UserRecord) {
  const policy = tenantSettings(store).mfa.policy;
  if (policy === 'never') return undefined;
  const factors = mfaFactors(user);
  const first = factors.find((f) => f.type !== 'recovery-code') ?? factors[0];
  // A browser remembered after an earlier challenge skips it (src/login/remember-browser.ts).
  const browser = (transaction.login as LoginState).browser;
  if (first && isRemembered(store, browser, user.user_id)) return undefined;
  if (first) return startChallenge(store, transaction, user, first);
  if (policy !== 'all-applications') return undefined;
  // Required for everyone and nothing enrolled: enrol (src/login/mfa-enrolment.ts).
  return firstEnrolmentScreen(store, transaction);
}

export function startChallenge(
  store: Store,
  transaction: PendingTransaction,
  user: UserRecord,
  factor: EnrolledFactor,
): string {
  const login = transaction.login as LoginState;
  login.mfa = { factorId: factor.id, type: factor.type };
  delete login.code;
  login.pushApproved = false;
  delete login.pushRejected;
  const to = factor.email ?? factor.phone_number ?? user.email ?? user.user_id;
  if (factor.type === 'email' || factor.type === 'sms' || factor.type === 'voice') {
    const { code, pending } = newCode('mfa');
    login.code = pending;
    deliver(store, {
      channel: factor.type === 'email' ? 'email' : 'sms',
      to,
      subject: 'Verification code',
      body: `Your verification code is ${code}`,
    });
  } else if (factor.type === 'push-notification') {
    const { token, pending } = newToken('push');
    login.code = pending;
    deliver(store, {
      channel: 'push',
      to: `Guardian app of ${user.email ?? user.user_id}`,
      subject: 'Login request: approve?',
      body: `Approve the login to ${transaction.client.name}`,
      link: `/_screenkit/push/approve?state=${encodeURIComponent(transaction.state)}&token=${token}`,
    });
  }
  return CHALLENGE_SCREENS[factor.type] as string;
}

/** A post on an MFA screen. Resolves to the next step, or 'passed' when the factor is proven. */
export async function answerMfa(
  store: Store,
  transaction: PendingTransaction,
  user: UserRecord,
  screen: string,
  fields: Record<string, string>,
): Promise<FlowStep | 'passed'> {
  const login = transaction.login as LoginState;
  const factor = mfaFactors(user).find((f) => f.id === login.mfa?.factorId);
  const code = (fields.code ?? fields.otp ?? '').trim();
  const wrong = (message = 'The code you entered is invalid') => ({
    errors: [flowError('invalid-code', message, 'code')],
    status: 400,
  });
  const tooMany = () => ({
    errors: [
      flowError(
        'too-many-attempts',
        'Too many failed codes. Wait for a few minutes before retrying.',
        'code',
      ),
    ],
    status: 429,
  });

  if (screen === 'mfa-otp-enrollment-qr' && login.mfa?.enrolling && login.mfa.secret) {
    if (!/^\d{6}$/.test(code)) return wrong();
    if (totpFor(login.mfa.secret).validate({ token: code, window: 1 }) === null) return wrong();
    const enrolled: EnrolledFactor = {
      id: login.mfa.factorId,
      type: 'otp',
      confirmed: true,
      created_at: new Date().toISOString(),
      secret: login.mfa.secret,
    };
    delete login.mfa.secret;
    delete login.mfa.enrolling;
    const updated = { ...user, factors: [...(user.factors ?? []), enrolled] };
    await users(store).set(user.user_id, updated);
    return afterEnrolment(store, transaction, updated);
  }

  // Switch to the recovery code from any challenge ("try another method").
  if (fields.action === 'pick-authenticator' || fields.action === 'use-recovery-code') {
    const recovery = mfaFactors(user).find((f) => f.type === 'recovery-code');
    if (!recovery)
      return {
        errors: [flowError('no-other-authenticator', 'No other authentication method is enrolled')],
        status: 400,
      };
    return {
      redirect: screenUrl(startChallenge(store, transaction, user, recovery), transaction.state),
    };
  }
  if (!factor || FACTOR_OF_SCREEN[screen] !== factor.type)
    return {
      errors: [flowError('invalid-state', 'This verification is not the one in progress.')],
      status: 400,
    };

  switch (factor.type) {
    case 'otp': {
      attemptsOf(login).count += 1;
      if (attemptsOf(login).count > 5) return tooMany();
      if (!/^\d{6}$/.test(code)) return wrong();
      if (totpFor(factor.secret ?? '').validate({ token: code, window: 1 }) === null)
        return wrong();
      return 'passed';
    }
    case 'email':
    case 'sms':
    case 'voice': {
      if (fields.action === 'resend-code') {
        startChallenge(store, transaction, user, factor);
        return { redirect: screenUrl(screen, transaction.state) };
      }
      const result = checkCode(login.code, code);
      if (result === 'ok') return 'passed';
      if (result === 'too-many-attempts') return tooMany();
      return wrong(result === 'expired' ? 'The code has expired' : undefined);
    }
    case 'push-notification':
      if (login.pushApproved) return 'passed';
      if (login.pushRejected)
        return {
          errors: [flowError('push-rejected', 'The login was rejected on your device.')],
          status: 400,
        };
      return {
        errors: [
          flowError(
            'transaction-pending',
            'Waiting for you to approve the notification on your device.',
          ),
        ],
        status: 400,
      };
    case 'recovery-code': {
      attemptsOf(login).count += 1;
      if (attemptsOf(login).count > 5) return tooMany();
      if (
        !(await bcrypt.compare(
          code.replace(/\s+/g, '').toUpperCase(),
          factor.recovery_code_hash ?? '',
        ))
      )
        return wrong();
      return 'passed';
    }
    default:
      return { errors: [flowError('invalid-state', 'Unsupported factor')], status: 400 };
  }
}

/** Approve on the authenticator app (login/push-approval.ts): marks the challenge passed. */
export function approvePush(transaction: PendingTransaction, token: string): boolean {
  const login = transaction.login;
  if (login?.mfa?.type !== 'push-notification' || login.pushRejected) return false;
  if (checkCode(login.code, token) !== 'ok') return false;
  login.pushApproved = true;
  return true;
}

/** Reject on the authenticator app: the challenge screen says so on its next check. */
export function rejectPush(transaction: PendingTransaction, token: string): boolean {
  const login = transaction.login;
  if (login?.mfa?.type !== 'push-notification' || login.pushApproved) return false;
  if (checkCode(login.code, token) !== 'ok') return false;
  login.pushRejected = true;
  return true;
}

const attempts = new WeakMap<LoginState, { count: number }>();
function attemptsOf(login: LoginState): { count: number } {
  let counter = attempts.get(login);
  if (!counter) {
    counter = { count: 0 };
    attempts.set(login, counter);
  }
  return counter;
}
