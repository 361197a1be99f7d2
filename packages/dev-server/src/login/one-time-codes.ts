/**
 * One-time codes and links the service would send by email or SMS (MFA codes, password reset
 * links, push approvals). The code itself goes only to the local inbox (`/_screenkit/inbox`)
 * and the terminal; what the transaction keeps is a salted SHA-256 of it, checked in constant
 * time, with an expiry and an attempt budget.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Store } from '../store/store.js';

export interface PendingCode {
  purpose: string;
  hash: string;
  salt: string;
  expiresAt: number;
  attempts: number;
}

export const CODE_TTL_MS = 5 * 60_000;
/** Wrong codes allowed per code before `too-many-attempts` (the service allows a few). */
export const MAX_CODE_ATTEMPTS = 5;

const digest = (salt: string, code: string) =>
  createHash('sha256').update(`${salt}:${code}`).digest('hex');

export function newCode(purpose: string, digits = 6): { code: string; pending: PendingCode } {
  const code = String(randomInt(0, 10 ** digits)).padStart(digits, '0');
  return { code, pending: sealCode(purpose, code) };
}

export function newToken(purpose: string): { token: string; pending: PendingCode } {
  const token = randomBytes(24).toString('base64url');
  return { token, pending: sealCode(purpose, token) };
}

function sealCode(purpose: string, code: string): PendingCode {
  const salt = randomBytes(8).toString('hex');
  return {
    purpose,
    salt,
    hash: digest(salt, code),
    expiresAt: Date.now() + CODE_TTL_MS,
    attempts: 0,
  };
}

export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'too-many-attempts';

/** Checks `code` against `pending`, counting the attempt. */
export function checkCode(pending: PendingCode | undefined, code: string): CodeCheck {
  if (!pending) return 'invalid';
  if (pending.attempts >= MAX_CODE_ATTEMPTS) return 'too-many-attempts';
  if (pending.expiresAt <= Date.now()) return 'expired';
  pending.attempts += 1;
  const expected = Buffer.from(pending.hash, 'hex');
  const actual = Buffer.from(digest(pending.salt, code.trim()), 'hex');
  if (timingSafeEqual(expected, actual)) return 'ok';
  return pending.attempts >= MAX_CODE_ATTEMPTS ? 'too-many-attempts' : 'invalid';
}

export interface InboxMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  /** A link the message carries (reset password, push approval). */
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
