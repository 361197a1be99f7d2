/**
 * WebAuthn as a second factor: security keys (webauthn-roaming) and the device's own
 * biometrics (webauthn-platform). Enrolment verifies the new credential and stores it on the
 * user's factors; the challenge verifies an assertion of that credential and moves its
 * counter; a browser error reported by the page (`showError::{...}`) leads to
 * mfa-webauthn-error, whose buttons go back, or on to another factor, and a browser without
 * WebAuthn to mfa-webauthn-not-available-error. A new security key is named
 * (mfa-webauthn-change-key-nickname) before mfa-webauthn-enrollment-success.
 */
import { randomBytes } from 'node:crypto';
import type { Store } from '../store/store.js';
import { tenantSettings } from '../tenant/settings.js';
import { type EnrolledFactor, type UserRecord, users } from '../tenant/users.js';
import type { LoginTransaction } from './login-state.js';
import { type FlowStep, flowError, type LoginState, screenUrl } from './login-state.js';
import { afterEnrolment, enrollableFactors } from './mfa-enrolment.js';
import {
  type CeremonyFailure,
  type CeremonyPurpose,
  creationOptions,
  requestOptions,
  verifyAssertion,
  verifyNewCredential,
  webauthnOf,
} from './webauthn.js';

type WebauthnType = 'webauthn-roaming' | 'webauthn-platform';
const ENROLMENT: Record<string, WebauthnType> = {
  'mfa-webauthn-roaming-enrollment': 'webauthn-roaming',
  'mfa-webauthn-platform-enrollment': 'webauthn-platform',
};
const CHALLENGE: Record<string, WebauthnType> = {
  'mfa-webauthn-roaming-challenge': 'webauthn-roaming',
  'mfa-webauthn-platform-challenge': 'webauthn-platform',
};
export const MFA_WEBAUTHN_SCREENS = new Set([
  ...Object.keys(ENROLMENT),
  ...Object.keys(CHALLENGE),
  'mfa-webauthn-enrollment-success',
  'mfa-webauthn-error',
  'mfa-webauthn-change-key-nickname',
  'mfa-webauthn-not-available-error',
]);
/**
 * The browser error that means "no WebAuthn here" (what navigator.credentials throws without
 * an authenticator of that kind): screenkit's mapping onto mfa-webauthn-not-available-error,
 * which the service shows after its own browser-capability check.
 */
const NOT_AVAILABLE_ERRORS = new Set(['NotSupportedError']);
/** Security-key nicknames: the SDK's `no-nickname` / `nickname-too-long`; the limit is screenkit's. */
const MAX_NICKNAME = 64;
/** The roaming challenge and the not-available page post to these routes (as the SDK does). */
const WEBAUTHN_ROUTES: Record<string, string[]> = {
  'mfa-webauthn-challenge': Object.keys(CHALLENGE),
  'mfa-webauthn-enrollment': [
    ...Object.keys(ENROLMENT),
    'mfa-webauthn-error',
    'mfa-webauthn-not-available-error',
  ],
};

/** The screen a post to `/u/<route>` is for: the transaction's, when the route is shared. */
export function webauthnRouteScreen(route: string, current: string | undefined): string {
  return current && WEBAUTHN_ROUTES[route]?.includes(current) ? current : route;
}

const enrolPurpose = (type: WebauthnType): CeremonyPurpose => `${type}-enrollment`;
const factorsOf = (user: UserRecord, type: string) =>
  (user.factors ?? []).filter((f) => f.type === type && f.confirmed);

const fail = (code: string, message: string, field = 'response'): FlowStep => ({
  errors: [flowError(code, message, field)],
  status: 400,
});
const ceremonyFailure = (result: CeremonyFailure) =>
  result === 'challenge-expired'
    ? fail('webauthn-challenge-expired', 'The security check expired. Please try again.')
    : fail('webauthn-verification-failed', 'We could not verify your security key or device.');

function go(transaction: LoginTransaction, screen: string): FlowStep {
  transaction.screen = screen;
  return { redirect: screenUrl(screen, transaction.state) };
}

/** The error the page reported, `showError::{"name":"NotAllowedError",...}`: its name. */
function reportedErrorType(action: string): string {
  try {
    const error = JSON.parse(action.slice('showError::'.length)) as { name?: unknown };
    return typeof error?.name === 'string' ? error.name.slice(0, 100) : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** A post on one of the WebAuthn MFA screens. */
export async function answerMfaWebauthn(
  store: Store,
  transaction: LoginTransaction,
  user: UserRecord,
  screen: string,
  fields: Record<string, string>,
): Promise<FlowStep | 'passed'> {
  const login = transaction.login as LoginState;
  const mfa = login.mfa;
  const action = fields.action ?? 'default';
  const ceremony = ENROLMENT[screen] ?? CHALLENGE[screen];
  const type = (ceremony ?? mfa?.type) as WebauthnType;
  const inProgress = ceremony
    ? mfa?.type === ceremony && Boolean(ENROLMENT[screen]) === Boolean(mfa.enrolling)
    : mfa?.type === 'webauthn-roaming' || mfa?.type === 'webauthn-platform';
  if (!mfa || !inProgress)
    return fail('invalid-state', 'This verification is not the one in progress.', 'action');
  const otherFactor = () =>
    mfa.enrolling
      ? enrollableFactors(store).length > 1
        ? go(transaction, 'mfa-begin-enroll-options')
        : fail('no-other-authenticator', 'No other authentication method is available', 'action')
      : go(transaction, 'mfa-login-options');

  if (action.startsWith('showError::')) {
    const errorType = reportedErrorType(action);
    webauthnOf(login).error = { errorType, from: screen };
    if (NOT_AVAILABLE_ERRORS.has(errorType))
      return go(transaction, 'mfa-webauthn-not-available-error');
    return go(transaction, 'mfa-webauthn-error');
  }
  if (screen === 'mfa-webauthn-not-available-error') {
    if (action === 'pick-authenticator') return otherFactor();
    return fail('invalid-action', 'Choose another method.', 'action');
  }
  if (screen === 'mfa-webauthn-change-key-nickname')
    return renameKey(store, transaction, user, fields.nickname ?? '');
  if (screen === 'mfa-webauthn-error') {
    const from = login.webauthn?.error?.from;
    if (action === 'tryagain' && from) return go(transaction, from);
    if (action === 'pick-authenticator' || (action === 'refuse-add-device' && mfa.enrolling))
      return otherFactor();
    return fail('invalid-action', 'Try again or choose another method.', 'action');
  }
  if (screen === 'mfa-webauthn-enrollment-success') return afterEnrolment(store, transaction, user);
  if (action !== 'default') {
    if (['pick-authenticator', 'snooze-enrollment', 'refuse-add-device'].includes(action))
      return otherFactor();
    return fail(
      'invalid-action',
      `Unknown action ${JSON.stringify(action.slice(0, 40))}`,
      'action',
    );
  }
  const response = fields.response ?? '';
  const platform = type === 'webauthn-platform';

  if (mfa.enrolling) {
    const credential = await verifyNewCredential(login, enrolPurpose(type), response, platform);
    if (typeof credential === 'string') return ceremonyFailure(credential);
    if ((user.factors ?? []).some((f) => f.credential_id === credential.credential_id))
      return fail('webauthn-already-registered', 'This security key is already registered.');
    const factor: EnrolledFactor = {
      id: mfa.factorId || `${type}|dev_${randomBytes(8).toString('hex')}`,
      type,
      confirmed: true,
      created_at: new Date().toISOString(),
      name: platform ? 'This device' : 'Security key',
      ...credential,
    };
    mfa.factorId = factor.id;
    delete mfa.enrolling;
    const updated = { ...user, factors: [...(user.factors ?? []), factor] };
    await users(store).set(user.user_id, updated);
    return platform
      ? afterEnrolment(store, transaction, updated)
      : go(transaction, 'mfa-webauthn-change-key-nickname');
  }

  const stored = factorsOf(user, type).find((f) => f.id === mfa.factorId);
  const result = await verifyAssertion(login, 'webauthn-challenge', response, stored, platform);
  if (typeof result === 'string') return ceremonyFailure(result);
  if (!stored) return ceremonyFailure('verification-failed');
  const factors = (user.factors ?? []).map((f) =>
    f === stored ? { ...f, counter: result.counter } : f,
  );
  await users(store).set(user.user_id, { ...user, factors });
  return 'passed';
}

/** mfa-webauthn-change-key-nickname: the new security key's name, then the success screen. */
async function renameKey(
  store: Store,
  transaction: LoginTransaction,
  user: UserRecord,
  posted: string,
): Promise<FlowStep> {
  const nickname = posted.trim();
  if (!nickname)
    return fail('no-nickname', 'Please enter a name for your security key.', 'nickname');
  if (nickname.length > MAX_NICKNAME)
    return fail(
      'nickname-too-long',
      `The name can have up to ${MAX_NICKNAME} characters.`,
      'nickname',
    );
  const id = transaction.login?.mfa?.factorId;
  if (!(user.factors ?? []).some((f) => f.id === id && f.confirmed))
    return fail('invalid-state', 'This security key is not the one just enrolled.', 'nickname');
  const factors = (user.factors ?? []).map((f) => (f.id === id ? { ...f, name: nickname } : f));
  await users(store).set(user.user_id, { ...user, factors });
  return go(transaction, 'mfa-webauthn-enrollment-success');
}

/** `screen.data` of the WebAuthn MFA screens: `passkey.public_key`, `webauthnType`, errors. */
export function mfaWebauthnScreenData(
  store: Store,
  login: LoginState,
  screen: string,
  user: UserRecord,
): Record<string, unknown> | undefined {
  const enrolType = ENROLMENT[screen];
  if (enrolType && login.mfa?.enrolling)
    return {
      webauthnType: enrolType,
      passkey: {
        public_key: creationOptions(login, user, {
          purpose: enrolPurpose(enrolType),
          rpName: tenantSettings(store).friendly_name,
          exclude: factorsOf(user, enrolType),
          attachment: enrolType === 'webauthn-platform' ? 'platform' : 'cross-platform',
          residentKey: 'discouraged',
        }),
      },
    };
  const challengeType = CHALLENGE[screen];
  if (challengeType) {
    const factor = factorsOf(user, challengeType).find((f) => f.id === login.mfa?.factorId);
    return {
      webauthnType: challengeType,
      passkey: {
        public_key: requestOptions(login, 'webauthn-challenge', factor ? [factor] : []),
      },
    };
  }
  if (
    screen === 'mfa-webauthn-change-key-nickname' ||
    screen === 'mfa-webauthn-enrollment-success'
  ) {
    const factor = (user.factors ?? []).find((f) => f.id === login.mfa?.factorId);
    return {
      ...(factor?.name ? { nickname: factor.name } : {}),
      ...(screen === 'mfa-webauthn-enrollment-success' ? { webauthnType: login.mfa?.type } : {}),
    };
  }
  if (screen === 'mfa-webauthn-error' && login.webauthn?.error)
    return {
      errorType: login.webauthn.error.errorType,
      webauthnType: login.mfa?.type,
    };
  return undefined;
}
