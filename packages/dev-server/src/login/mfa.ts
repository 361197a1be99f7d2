/**
 * Multi-factor authentication after the first factor: which factor to challenge (the user's
 * first confirmed one, as the service picks the default), the challenge screens (TOTP, each
 * code once: src/login/totp.ts; email/SMS/voice codes sent to the local inbox and push approval
 * by link: src/login/one-time-codes.ts; recovery codes), OTP enrolment when the tenant requires
 * MFA of everyone, and the checks of each. Wrong codes count per user and factor, across
 * logins and resent codes (src/login/brute-force.ts).
 */
import bcrypt from 'bcryptjs';
import { browserOfTransaction } from '../protocol/transaction-binding.js';

import type { Store } from '../store/store.js';
import { deliver } from '../tenant/outbox.js';
import { tenantSettings } from '../tenant/settings.js';
import { type EnrolledFactor, type UserRecord, users } from '../tenant/users.js';
import { countGuess, factorTarget, recordSuccess, tooManyCodes } from './brute-force.js';
import {
  type FlowStep,
  flowError,
  type LoginState,
  type LoginTransaction,
  screenUrl,
} from './login-state.js';
import { afterEnrolment, firstEnrolmentScreen } from './mfa-enrolment.js';
import { type CodeCheck, codeMatches, dropCode, issueCode, redeemCode } from './one-time-codes.js';
import { isRemembered } from './remember-browser.js';
import { acceptTotp } from './totp.js';

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

/** Is MFA due for `user` under the tenant's policy? Returns the screen to go to, if any. */
export function mfaScreenFor(store: Store, transaction: LoginTransaction, user: UserRecord) {
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
  transaction: LoginTransaction,
  user: UserRecord,
  factor: EnrolledFactor,
): string {
  const login = transaction.login as LoginState;
  login.mfa = { factorId: factor.id, type: factor.type };
  login.pushApproved = false;
  delete login.pushRejected;
  // A new challenge retires the codes of the previous one.
  dropCode(login, 'mfa-code');
  dropCode(login, 'push-approval');
  const to = factor.email ?? factor.phone_number ?? user.email ?? user.user_id;
  // Codes are for this user, this login and its browser (src/login/one-time-codes.ts).
  const binding = {
    subject: user.user_id,
    transaction: transaction.state,
    browser: browserOfTransaction(transaction),
  };
  if (factor.type === 'email' || factor.type === 'sms' || factor.type === 'voice') {
    const code = issueCode(login, 'mfa-code', binding);
    deliver(store, {
      channel: factor.type === 'email' ? 'email' : 'sms',
      to,
      subject: 'Verification code',
      body: `Your verification code is ${code}`,
    });
  } else if (factor.type === 'push-notification') {
    const token = issueCode(login, 'push-approval', binding);
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
  transaction: LoginTransaction,
  user: UserRecord,
  screen: string,
  fields: Record<string, string>,
  browser: string,
): Promise<FlowStep | 'passed'> {
  const login = transaction.login as LoginState;
  const factor = mfaFactors(user).find((f) => f.id === login.mfa?.factorId);
  const code = (fields.code ?? fields.otp ?? '').trim();

  if (screen === 'mfa-otp-enrollment-qr' && login.mfa?.enrolling && login.mfa.secret) {
    // The enrolment code uses its time step up too: it cannot be replayed on a challenge.
    const { factorId, secret } = login.mfa;
    if (!(await acceptTotp(store, user.user_id, factorId, secret, code))) return wrongCode();
    const enrolled: EnrolledFactor = {
      id: factorId,
      type: 'otp',
      confirmed: true,
      created_at: new Date().toISOString(),
      secret,
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
  if (factor.type === 'push-notification') {
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
  }
  const sendsCode = factor.type === 'email' || factor.type === 'sms' || factor.type === 'voice';
  if (sendsCode && fields.action === 'resend-code') {
    // A new code, not a new budget: the factor's counter goes on.
    startChallenge(store, transaction, user, factor);
    return { redirect: screenUrl(screen, transaction.state) };
  }

  // Codes count per user and factor, across logins and resent codes (brute-force.ts); once
  // blocked, even the right code is refused until the block lifts.
  const target = factorTarget(user.user_id, factor.id);
  const guess = await countGuess(store, target);
  if (guess === 'blocked') return tooManyCodes();
  let result: CodeCheck;
  if (factor.type === 'otp')
    result = (await acceptTotp(store, user.user_id, factor.id, factor.secret ?? '', code))
      ? 'ok'
      : 'invalid';
  else if (sendsCode)
    result = redeemCode(
      login,
      'mfa-code',
      { subject: user.user_id, transaction: transaction.state, browser },
      code,
    );
  else if (factor.type === 'recovery-code')
    result = (await bcrypt.compare(
      code.replace(/\s+/g, '').toUpperCase(),
      factor.recovery_code_hash ?? '',
    ))
      ? 'ok'
      : 'invalid';
  else return { errors: [flowError('invalid-state', 'Unsupported factor')], status: 400 };

  if (result === 'ok') {
    await recordSuccess(store, target);
    return 'passed';
  }
  if (result === 'expired') return wrongCode('The code has expired');
  return guess === 'last' ? tooManyCodes() : wrongCode();
}

const wrongCode = (message = 'The code you entered is invalid'): FlowStep => ({
  errors: [flowError('invalid-code', message, 'code')],
  status: 400,
});

/**
 * The authenticator app's answer to a login's push (login/push-approval.ts): approve marks the
 * challenge passed, reject makes the challenge screen say so. The push's code is used up either
 * way; `peek` only checks it (the app showing the request).
 */
export function answerLoginPush(
  transaction: LoginTransaction,
  token: string,
  answer: 'approve' | 'reject' | 'peek',
): boolean {
  const login = transaction.login;
  if (login?.mfa?.type !== 'push-notification' || !login.authenticatedUserId) return false;
  const binding = {
    subject: login.authenticatedUserId,
    transaction: transaction.state,
    browser: '',
  };
  if (answer === 'peek') return codeMatches(login, 'push-approval', binding, token);
  if (redeemCode(login, 'push-approval', binding, token) !== 'ok') return false;
  if (answer === 'approve') login.pushApproved = true;
  else login.pushRejected = true;
  return true;
}
