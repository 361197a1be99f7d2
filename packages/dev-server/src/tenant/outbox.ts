/**
 * The tenant's outbox: what the service would have emailed or texted (one-time codes, reset and
 * push links, organization invitations, backchannel approvals), shown at `/_screenkit/inbox` and printed to the
 * terminal. In memory only: codes must not outlive the dev server.
 *
 * Bounded per address, so a load test mailing one address does not push out what a developer
 * still wants to read: the newest MAX_MESSAGES_PER_ADDRESS messages of each address, for the
 * MAX_ADDRESSES addresses written to most recently.
 */
import { randomBytes } from 'node:crypto';
import type { Store } from '../store/store.js';

export interface InboxMessage {
  id: string;
  /** `push`: what the authenticator app (its local stand-in) would receive. */
  channel: 'email' | 'sms' | 'push';
  to: string;
  subject: string;
  body: string;
  /** A link the message carries (reset password, push approval, backchannel approval). */
  link?: string;
  sentAt: string;
}

/** Messages kept per address (newest first); an older one is dropped. */
export const MAX_MESSAGES_PER_ADDRESS = 20;
/** Addresses kept; past this the one written to least recently goes, with its messages. */
export const MAX_ADDRESSES = 1_000;

/** One address's messages, newest first, each with its place in the send order. */
type Mailbox = Array<{ seq: number; message: InboxMessage }>;
interface Outbox {
  /** By address, the one written to least recently first (a Map keeps insertion order). */
  mailboxes: Map<string, Mailbox>;
  sent: number;
}
const outboxes = new WeakMap<Store, Outbox>();

function outboxOf(store: Store): Outbox {
  let outbox = outboxes.get(store);
  if (!outbox) {
    outbox = { mailboxes: new Map(), sent: 0 };
    outboxes.set(store, outbox);
  }
  return outbox;
}

/** The local inbox: every address's messages, newest first, in memory (codes must not outlive the dev server). */
export function inbox(store: Store): InboxMessage[] {
  const all = [...outboxOf(store).mailboxes.values()].flat();
  return all.sort((a, b) => b.seq - a.seq).map((entry) => entry.message);
}

export function deliver(store: Store, message: Omit<InboxMessage, 'id' | 'sentAt'>): InboxMessage {
  const full = { ...message, id: randomBytes(6).toString('hex'), sentAt: new Date().toISOString() };
  const outbox = outboxOf(store);
  const mailbox = outbox.mailboxes.get(full.to) ?? [];
  // Written to now: the address moves to the end, the last to go.
  outbox.mailboxes.delete(full.to);
  outbox.mailboxes.set(full.to, mailbox);
  mailbox.unshift({ seq: outbox.sent++, message: full });
  mailbox.length = Math.min(mailbox.length, MAX_MESSAGES_PER_ADDRESS);
  for (const address of outbox.mailboxes.keys()) {
    if (outbox.mailboxes.size <= MAX_ADDRESSES) break;
    outbox.mailboxes.delete(address);
  }
  if (process.env.SCREENKIT_QUIET_INBOX !== '1' && !process.env.VITEST) {
    console.log(
      `[screenkit inbox] ${full.channel} to ${full.to}: ${full.subject}: ${full.body}${full.link ? ` ${full.link}` : ''}`,
    );
  }
  return full;
}
