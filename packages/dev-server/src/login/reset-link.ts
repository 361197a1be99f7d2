/**
 * A reset-password link opened in another browser than the login that asked for it (the
 * mailbox read on a phone, a link pasted elsewhere). The link must still work there, as the
 * service's do, but must not continue that login: whoever holds the login's browser would
 * otherwise finish a login someone else's browser set the password in, and the other browser
 * would step into a transaction it never started. So the reset happens in a transaction of
 * its own, bound to the browser that opened the link, that only resets the password of the
 * ticket's user and ends on reset-password-success (no login, no code). The login that asked
 * stays where it was and has lost the ticket (reset-password.ts), so the link works once; it
 * goes on to log in with the new password. Nothing of that login goes along: not its state,
 * the application's `state`, PKCE or nonce.
 */
import type { TransactionBinding } from '../protocol/transaction-binding.js';
import { createPendingTransaction } from '../protocol/transactions.js';
import type { Store } from '../store/store.js';
import { type LoginState, type LoginTransaction, screenUrl } from './login-state.js';

/**
 * Opens reset-password for `userId` in a new transaction of `binding`, beside the login of
 * `transaction` whose ticket was just used; returns that page's URL.
 */
export function resetInOwnTransaction(
  store: Store,
  transaction: LoginTransaction,
  userId: string,
  binding: TransactionBinding,
): string {
  const login = transaction.login as LoginState;
  const reset = createPendingTransaction(store, {
    binding,
    screen: 'reset-password',
    clientId: transaction.clientId,
    client: transaction.client,
    audience: transaction.audience,
    scopes: [],
    scopeDescriptions: [],
    user: transaction.user,
    amr: [],
    redirectUri: transaction.redirectUri,
    ...(transaction.uiLocales ? { uiLocales: transaction.uiLocales } : {}),
    login: {
      connection: login.connection,
      firstScreen: login.firstScreen,
      amr: [],
      reset: { userId, opened: true },
      resetOnly: true,
      ...(login.organization ? { organization: login.organization } : {}),
    },
  });
  return screenUrl('reset-password', reset.state);
}
