/**
 * Reset password by email, as a login transaction runs it: reset-password-request emails a link
 * with a ticket (to the local inbox), the link opens reset-password, the new password is set,
 * reset-password-success. The ticket is a one-time code (src/login/one-time-codes.ts) for the
 * user it was asked for and this login, used once; it opens only while the login still waits
 * for it on reset-password-email, and the reset (`login.reset`: its user, whether opened) ends
 * as soon as the login leaves the reset screens: nothing of it survives a move to another
 * identity. It is not bound to the browser: the email's link works in another browser too (a
 * mail client), where it opens a transaction of its own that only resets (reset-link.ts).
 */
import type { TransactionBinding } from '../protocol/transaction-binding.js';

import type { Store } from '../store/store.js';
import { connectionNamed } from '../tenant/connections.js';
import { deliver } from '../tenant/outbox.js';
import { checkPasswordPolicy, hashTenantPassword } from '../tenant/passwords.js';
import { findUserByIdentifier, users } from '../tenant/users.js';
import { unblockPasswords } from './brute-force.js';
import {
  type FlowStep,
  flowError,
  type LoginState,
  type LoginTransaction,
  screenUrl,
} from './login-state.js';
import { type CodeBinding, dropCode, issueCode, redeemCode } from './one-time-codes.js';
import { policyError } from './passwords.js';
import { resetInOwnTransaction } from './reset-link.js';

/** The screens a password reset lives on; leaving them retires it. */
export const RESET_SCREENS: ReadonlySet<string> = new Set([
  'reset-password-request',
  'reset-password-email',
  'reset-password',
]);

/** A reset asked or opened in this login ends: its ticket no longer opens, its user is gone. */
export function retireReset(login: LoginState): void {
  delete login.reset;
  dropCode(login, 'reset-ticket');
}

/** A ticket is for its user and this login; not for a browser (one-time-codes.ts PURPOSES). */
const bindingOf = (state: string, userId: string): CodeBinding => ({
  subject: userId,
  transaction: state,
  browser: '',
});

/** reset-password-request: emails a ticket when the identifier is a user with an email. */
export function requestReset(
  store: Store,
  transaction: LoginTransaction,
  identifier: string,
): void {
  const login = transaction.login as LoginState;
  retireReset(login);
  const user = findUserByIdentifier(store, login.connection, identifier);
  // Sent or not, the page says the same (no account enumeration).
  if (!user?.email) return;
  const state = transaction.state;
  const ticket = issueCode(login, 'reset-ticket', bindingOf(state, user.user_id));
  login.reset = { userId: user.user_id, opened: false };
  deliver(store, {
    channel: 'email',
    to: user.email,
    subject: 'Reset your password',
    body: 'Follow this link to reset your password.',
    link: `/_screenkit/reset-password?state=${encodeURIComponent(state)}&ticket=${ticket}`,
  });
}

/**
 * The link from the inbox: the URL it leads to when its ticket is the one this login waits for
 * (used up then). In the login's own browser the login goes on to reset-password; in another
 * browser (`elsewhere` binds a transaction to it) the reset moves to a transaction of its own
 * (reset-link.ts) and this login loses it.
 */
export function openReset(
  store: Store,
  transaction: LoginTransaction,
  ticket: string,
  elsewhere?: () => TransactionBinding,
): string | undefined {
  const login = transaction.login;
  if (!login?.reset || transaction.screen !== 'reset-password-email') return undefined;
  const { userId } = login.reset;
  if (redeemCode(login, 'reset-ticket', bindingOf(transaction.state, userId), ticket) !== 'ok')
    return undefined;
  if (elsewhere) {
    retireReset(login);
    return resetInOwnTransaction(store, transaction, userId, elsewhere());
  }
  login.reset.opened = true;
  transaction.screen = 'reset-password';
  return screenUrl('reset-password', transaction.state);
}

/** reset-password: sets the new password of the user whose ticket opened the screen. */
export async function setNewPassword(
  store: Store,
  transaction: LoginTransaction,
  fields: Record<string, string>,
): Promise<FlowStep | 'done'> {
  const login = transaction.login as LoginState;
  const fail = (code: string, message: string, field?: string): FlowStep => ({
    errors: [flowError(code, message, field)],
    status: 400,
  });
  const user = login.reset?.opened ? users(store).get(login.reset.userId) : undefined;
  if (!user) return fail('invalid-state', 'This reset link is no longer valid.');
  // `password-reset` is the field reset-password posts (the official SDK's name).
  const password = fields.password ?? fields['password-reset'] ?? '';
  if (!password) return fail('no-password', 'Please enter a new password', 'password');
  const again = fields['re-enter-password'] ?? fields.confirm_password;
  if (again !== undefined && again !== password)
    return fail('password-mismatch', 'Passwords do not match', 're-enter-password');
  const policy = checkPasswordPolicy(password, connectionNamed(store, login.connection), user);
  if (!policy.ok) return policyError(policy.rules);
  const hash = await hashTenantPassword(store, password);
  await users(store).set(user.user_id, {
    ...user,
    password_hash: hash,
    updated_at: new Date().toISOString(),
  });
  // A new password lifts the identifier's block, as on the service.
  await unblockPasswords(store, user);
  return 'done';
}
