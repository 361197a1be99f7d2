/**
 * The tenant's outbox: what the service would have emailed or texted (one-time codes, reset and
 * push links, organization invitations, backchannel approvals), shown at `/_screenkit/inbox` and printed to the
 * terminal. In memory only: codes must not outlive the dev server.
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

const MAX_MESSAGES = 100;
const inboxes = new WeakMap<Store, InboxMessage[]>();

/** The local inbox: newest first, in memory (codes must not outlive the dev server). */
export function inbox(store: Store): InboxMessage[] {
  let messages = inboxes.get(store);
  if (!messages) {
    messages = [];
    inboxes.set(store, messages);
  }
  return messages;
}

export function deliver(store: Store, message: Omit<InboxMessage, 'id' | 'sentAt'>): InboxMessage {
  const full = { ...message, id: randomBytes(6).toString('hex'), sentAt: new Date().toISOString() };
  const messages = inbox(store);
  messages.unshift(full);
  messages.length = Math.min(messages.length, MAX_MESSAGES);
  if (process.env.SCREENKIT_QUIET_INBOX !== '1' && !process.env.VITEST) {
    console.log(
      `[screenkit inbox] ${full.channel} to ${full.to}: ${full.subject}: ${full.body}${full.link ? ` ${full.link}` : ''}`,
    );
  }
  return full;
}
