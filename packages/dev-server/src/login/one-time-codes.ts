/**
 * One-time codes and links the service would send by email or SMS (MFA codes, password reset
 * links, push approvals). The code itself goes only to the local inbox (`/_screenkit/inbox`,
 * tenant/outbox.ts) and the terminal; what the transaction keeps is a salted SHA-256 of it, checked in constant
 * time, with an expiry and an attempt budget.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

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

// The local inbox moved to the tenant floor (protocol endpoints deliver too); re-exported.
export { deliver, type InboxMessage, inbox } from '../tenant/outbox.js';
