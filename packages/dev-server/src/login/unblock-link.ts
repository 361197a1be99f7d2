/**
 * The blocked-account email and its unblock link, as the service runs brute-force protection:
 * when wrong passwords block an existing user's identifier (brute-force.ts), the user is sent
 * an email whose link unblocks the account (the service's other ways out: an administrator's
 * `DELETE /api/v2/user-blocks`, or a new password). The link's ticket is a one-time code
 * (one-time-codes.ts, purpose `unblock-ticket`) bound to the user and to the email it went in,
 * not to a browser: a mailbox is often read elsewhere. Opening it uses the ticket up and opens
 * `brute-force-protection-unblock` in a screen transaction of the browser that opened it,
 * whose button (`unblockAccount`, action `default`) lifts the block and ends on
 * `brute-force-protection-unblock-success`; an unknown, expired or used link ends on
 * `brute-force-protection-unblock-failure`. Tickets live in memory, as the inbox does: codes
 * must not outlive the dev server.
 */
import { randomBytes } from 'node:crypto';
import type { TransactionBinding } from '../protocol/transaction-binding.js';
import { createScreenTransaction, getPendingTransaction } from '../protocol/transactions.js';
import type { Store } from '../store/store.js';
import { deliver } from '../tenant/outbox.js';
import { type UserRecord, users } from '../tenant/users.js';
import { unblockUser } from './brute-force.js';
import { type FlowStep, flowError, screenUrl } from './login-state.js';
import { type CodeHolder, issueCode, redeemCode } from './one-time-codes.js';

export const UNBLOCK_PATH = '/_screenkit/unblock';
export const UNBLOCK_SCREENS = {
  ask: 'brute-force-protection-unblock',
  done: 'brute-force-protection-unblock-success',
  failed: 'brute-force-protection-unblock-failure',
} as const;

/** One emailed link: its user and its sealed ticket. */
interface UnblockEmail extends CodeHolder {
  userId: string;
}

/** Emails in flight, per store, by id; bounded like the inbox (older ones simply stop working). */
const MAX_EMAILS = 100;
const sent = new WeakMap<Store, Map<string, UnblockEmail>>();

function emailsOf(store: Store): Map<string, UnblockEmail> {
  let emails = sent.get(store);
  if (!emails) {
    emails = new Map();
    sent.set(store, emails);
  }
  return emails;
}

const bindingOf = (id: string, userId: string) => ({
  subject: userId,
  transaction: id,
  browser: '',
});

/** Wrong passwords just blocked `user`: the blocked-account email with its unblock link. */
export function sendUnblockLink(store: Store, user: UserRecord): void {
  if (!user.email) return; // no address to send it to: an administrator unblocks
  const emails = emailsOf(store);
  const id = randomBytes(12).toString('base64url');
  const email: UnblockEmail = { userId: user.user_id };
  const ticket = issueCode(email, 'unblock-ticket', bindingOf(id, user.user_id));
  emails.set(id, email);
  for (const oldest of emails.keys()) {
    if (emails.size <= MAX_EMAILS) break;
    emails.delete(oldest);
  }
  deliver(store, {
    channel: 'email',
    to: user.email,
    subject: 'Your account has been blocked',
    body: 'We detected several failed login attempts and blocked your account. Follow this link to unblock it.',
    link: `${UNBLOCK_PATH}?id=${id}&ticket=${ticket}`,
  });
}

/**
 * The link opened in a browser (`binding`): uses its ticket up and returns the screen it opens,
 * `brute-force-protection-unblock` for a good link, the failure screen otherwise.
 */
export function openUnblockLink(
  store: Store,
  link: { id: string; ticket: string },
  binding: TransactionBinding,
): string {
  const email = emailsOf(store).get(link.id);
  const user = email && users(store).get(email.userId);
  const ok =
    email !== undefined &&
    user !== undefined &&
    redeemCode(email, 'unblock-ticket', bindingOf(link.id, email.userId), link.ticket) === 'ok';
  if (email && !email.codes?.['unblock-ticket']) emailsOf(store).delete(link.id);
  const transaction = createScreenTransaction(store, {
    screen: ok ? UNBLOCK_SCREENS.ask : UNBLOCK_SCREENS.failed,
    binding,
    ...(ok && user
      ? { user: { id: user.user_id, ...(user.email ? { email: user.email } : {}) } }
      : {}),
    unblock: ok ? { userId: user?.user_id ?? '' } : {},
  });
  return screenUrl(transaction.screen, transaction.state);
}

/**
 * A post on an unblock screen of the transaction of `state`; `undefined` when that is no
 * unblock. The button lifts every block of the user, once.
 */
export async function answerUnblock(
  store: Store,
  state: string,
  screen: string,
): Promise<FlowStep | undefined> {
  const transaction = getPendingTransaction({ store }, state);
  const unblock = transaction?.unblock;
  if (!transaction || !unblock || transaction.screen !== screen) return undefined;
  const user = unblock.userId ? users(store).get(unblock.userId) : undefined;
  if (screen !== UNBLOCK_SCREENS.ask || !user)
    return {
      errors: [flowError('invalid-action', 'This link is answered: nothing more to do here.')],
      status: 400,
    };
  await unblockUser(store, user);
  delete unblock.userId;
  transaction.screen = UNBLOCK_SCREENS.done;
  return { redirect: screenUrl(transaction.screen, state) };
}
