/**
 * The `logout` screen's answer (`confirmLogout`, posting `action=accept|deny` as the service's
 * page does), for a logout that /oidc/logout could not tie to the browser's session
 * (protocol/endpoints/logout.ts). Accept ends the browser's login session and goes where the
 * logout asked (its registered address with its `state`, or `logout-complete`); deny keeps the
 * session and ends on `logout-aborted`. Either way the question is answered once.
 */
import { CLEARED_SESSION_COOKIE, endSession } from '../protocol/login-session.js';
import { logoutRedirect } from '../protocol/logout-destination.js';
import { getPendingTransaction } from '../protocol/transactions.js';
import type { Store } from '../store/store.js';
import { type FlowStep, flowError, screenUrl } from './login-state.js';

/**
 * Answers a post on a logout screen of the transaction of `state`; `undefined` when that is no
 * pending logout. `sessionToken` is the browser's session cookie.
 */
export async function answerLogout(
  store: Store,
  state: string,
  screen: string,
  fields: Record<string, string>,
  sessionToken: string | undefined,
): Promise<FlowStep | undefined> {
  const transaction = getPendingTransaction({ store }, state);
  const logout = transaction?.logout;
  if (!transaction || !logout || transaction.screen !== screen) return undefined;
  const action = fields.action;
  if (screen !== 'logout' || (action !== 'accept' && action !== 'deny')) {
    const expected = screen === 'logout' ? 'accept or deny' : 'nothing: the logout is answered';
    return {
      errors: [
        flowError(
          'invalid-action',
          `Unknown action ${JSON.stringify((action ?? '').slice(0, 40))}: this screen accepts ${expected}`,
          'action',
        ),
      ],
      status: 400,
    };
  }
  if (action === 'deny') {
    transaction.screen = 'logout-aborted';
    return { redirect: screenUrl(transaction.screen, state) };
  }
  await endSession(store, sessionToken);
  const cookies = [CLEARED_SESSION_COOKIE];
  if (logout.returnTo) {
    transaction.expiresAt = 0; // answered: the state opens nothing any more
    return { redirect: logoutRedirect(logout.returnTo, logout.clientState), cookies };
  }
  transaction.screen = 'logout-complete';
  return { redirect: screenUrl(transaction.screen, state), cookies };
}
