/**
 * The MFA screens around the factors themselves: "try another method" (mfa-login-options,
 * listing the user's enrolled factors), the factor choice and recovery code of enrolment
 * (src/login/mfa-enrolment.ts) and the WebAuthn screens (src/login/mfa-webauthn.ts). The engine
 * asks here first; the code challenges stay with src/login/mfa.ts.
 */
import type { Store } from '../store/store.js';
import type { UserRecord } from '../tenant/users.js';
import type { LoginTransaction } from './login-state.js';
import { type FlowStep, flowError, type LoginState, screenUrl } from './login-state.js';
import { CHALLENGE_SCREENS, mfaFactors, startChallenge } from './mfa.js';
import { answerBeginEnrollOptions, answerRecoveryCodeEnrollment } from './mfa-enrolment.js';
import { answerMfaWebauthn, MFA_WEBAUTHN_SCREENS, mfaWebauthnScreenData } from './mfa-webauthn.js';

const CODE_CHALLENGES = new Set(Object.values(CHALLENGE_SCREENS));

/** A post on an MFA screen this file handles; `undefined` for the code challenges. */
export async function answerMfaExtras(
  store: Store,
  transaction: LoginTransaction,
  user: UserRecord,
  screen: string,
  fields: Record<string, string>,
): Promise<FlowStep | 'passed' | undefined> {
  const login = transaction.login as LoginState;
  if (MFA_WEBAUTHN_SCREENS.has(screen))
    return answerMfaWebauthn(store, transaction, user, screen, fields);
  if (screen === 'mfa-begin-enroll-options' && login.mfa?.enrolling)
    return answerBeginEnrollOptions(store, transaction, fields);
  if (screen === 'mfa-recovery-code-enrollment')
    return answerRecoveryCodeEnrollment(store, transaction, user, fields);
  if (screen === 'mfa-login-options') return answerLoginOptions(store, transaction, user, fields);
  // "Try another method" on a code challenge: the list, when there is something to pick.
  if (
    fields.action === 'pick-authenticator' &&
    CODE_CHALLENGES.has(screen) &&
    mfaFactors(user).length > 1
  ) {
    transaction.screen = 'mfa-login-options';
    return { redirect: screenUrl('mfa-login-options', transaction.state) };
  }
  return undefined;
}

/** mfa-login-options: `action` is the factor type to use, `back-action` returns. */
function answerLoginOptions(
  store: Store,
  transaction: LoginTransaction,
  user: UserRecord,
  fields: Record<string, string>,
): FlowStep {
  const login = transaction.login as LoginState;
  const factors = mfaFactors(user);
  const action = fields.action ?? '';
  const chosen =
    action === 'back-action'
      ? factors.find((f) => f.id === login.mfa?.factorId)
      : factors.find((f) => f.type === action || (action === 'phone' && f.type === 'sms'));
  if (!chosen)
    return {
      errors: [
        flowError(
          'invalid-action',
          `Choose one of your methods: ${[...new Set(factors.map((f) => f.type))].join(', ')}.`,
          'action',
        ),
      ],
      status: 400,
    };
  const next = startChallenge(store, transaction, user, chosen);
  transaction.screen = next;
  return { redirect: screenUrl(next, transaction.state) };
}

/** `screen.data` of the screens above. */
export function mfaExtrasScreenData(
  store: Store,
  login: LoginState,
  screen: string,
  user: UserRecord,
): Record<string, unknown> | undefined {
  if (screen === 'mfa-login-options')
    return { enrolled_factors: [...new Set(mfaFactors(user).map((f) => f.type))] };
  if (screen === 'mfa-recovery-code-enrollment' && login.webauthn?.recoveryCode)
    return { text_code: login.webauthn.recoveryCode };
  return mfaWebauthnScreenData(store, login, screen, user);
}
