/**
 * The email variant of a backchannel (CIBA) approval, seen from the login engine: the email's
 * link opens a login as the user the request names; someone else logging in ends on
 * `async-approval-wrong-user`; the right user sees the consent screen the seed asks for (2.6: the
 * customized consent prompt for a RAR), whose answer protocol/transactions.ts gives to the
 * request. A link whose request expired or was answered opens `async-approval-error`.
 */
import { requestOfTicket } from '../protocol/backchannel-requests.js';
import { decideBackchannelConsent } from '../protocol/consent.js';
import { narrowToHeldScopes } from '../protocol/rbac.js';
import type { TransactionBinding } from '../protocol/transaction-binding.js';
import {
  createPendingTransaction,
  createScreenTransaction,
  type PendingTransaction,
} from '../protocol/transactions.js';
import type { Store } from '../store/store.js';
import { type FlowStep, type LoginTransaction, screenUrl } from './login-state.js';
import { firstScreen, newLogin } from './start.js';

/** Where the email's link (`/bc-verify?ticket=`) sends the browser. */
export function openBackchannelLink(
  store: Store,
  ticket: string,
  origin: string,
  binding: TransactionBinding,
): string {
  const request = requestOfTicket(store, ticket);
  if (!request) {
    const failed = createScreenTransaction(store, { screen: 'async-approval-error', binding });
    return screenUrl(failed.screen, failed.state);
  }
  const login = newLogin(store, request.clientId);
  if (login) login.origin = origin;
  const transaction = createPendingTransaction(store, {
    clientId: request.clientId,
    client: request.client,
    audience: request.audience,
    scopes: request.scopes,
    scopeDescriptions: request.scopeDescriptions,
    ...(request.authorizationDetails ? { authorizationDetails: request.authorizationDetails } : {}),
    user: request.user,
    amr: [],
    redirectUri: '',
    screen: login ? firstScreen(login) : 'consent',
    backchannel: { authReqId: request.authReqId },
    binding,
    ...(login ? { login } : {}),
    ...(request.user.email ? { loginHint: request.user.email } : {}),
  });
  // A tenant without a database connection signs no one in: the named user approves.
  if (!login) askConsent(store, transaction);
  return screenUrl(transaction.screen, transaction.state);
}

/**
 * The login of a backchannel approval is done (login/finish.ts): the named user goes on to
 * consent, anyone else to `async-approval-wrong-user`.
 */
export function afterBackchannelLogin(
  store: Store,
  transaction: LoginTransaction,
  userId: string,
  expectedUserId: string,
): FlowStep {
  delete transaction.login;
  if (userId !== expectedUserId) transaction.screen = 'async-approval-wrong-user';
  else askConsent(store, transaction);
  return { redirect: screenUrl(transaction.screen, transaction.state) };
}

/**
 * Seed 2.6, CIBA email variant: approval and rejection are always asked on a screen, for what
 * the token will carry (an API with RBAC: the scopes the user holds).
 */
function askConsent(store: Store, transaction: PendingTransaction): void {
  narrowToHeldScopes(store, transaction);
  const consent = decideBackchannelConsent(store, transaction);
  transaction.consent = consent;
  transaction.screen = consent.screen ?? 'consent';
}
