/**
 * One-time codes and links the service would send by email or SMS (MFA codes, passwordless
 * codes, password reset and account unblock links, push approvals); they land in the tenant's outbox
 * (tenant/outbox.ts).
 *
 * One mechanism for all of them: a code is issued for a purpose, to a subject (the user, or the
 * address a passwordless code went to), in one login transaction, for one browser (where its
 * purpose binds one: see PURPOSES). The transaction keeps one sealed code per purpose: a salted
 * SHA-256 over the code and its whole binding. Redeeming recomputes that digest from what the
 * request presents (the purpose being checked, the subject the screen is for, the transaction,
 * the browser's transaction cookie), so a code of another purpose, user, transaction or browser
 * simply does not match: refused as `invalid`, with nothing saying which part was wrong. A code
 * is used once (a match removes it) and expires; wrong guesses count against the user's factor
 * or address (src/login/brute-force.ts), not against the code, so a new code is no new budget.
 * The code itself goes only to the outbox and the terminal.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** What a code is for; a code redeems only for the purpose it was issued for. */
export type CodePurpose =
  | 'mfa-code'
  | 'passwordless-code'
  | 'reset-ticket'
  | 'push-approval'
  | 'unblock-ticket';

/**
 * Six digits typed from a message, or a link's random ticket. Three are not bound to the login's
 * browser: push approvals are answered on the authenticator app, another device, and reset and
 * unblock tickets are an email's links, which work when the mailbox is read in another browser
 * (there a reset opens a reset-only transaction of its own: src/login/reset-link.ts; an unblock
 * link belongs to no login: src/login/unblock-link.ts).
 */
const PURPOSES: Record<CodePurpose, { form: 'digits' | 'ticket'; browserBound: boolean }> = {
  'mfa-code': { form: 'digits', browserBound: true },
  'passwordless-code': { form: 'digits', browserBound: true },
  'reset-ticket': { form: 'ticket', browserBound: false },
  'push-approval': { form: 'ticket', browserBound: false },
  'unblock-ticket': { form: 'ticket', browserBound: false },
};

/** Who and where a code is for: every part goes into its digest. */
export interface CodeBinding {
  /** The user id, or for a passwordless code the connection and address it was sent to. */
  subject: string;
  /** The login transaction's `state`. */
  transaction: string;
  /** The browser: the hash of its transaction cookie (src/protocol/transaction-binding.ts); '' for none. */
  browser: string;
}

export interface SealedCode {
  hash: string;
  salt: string;
  expiresAt: number;
}

/** Where a transaction keeps its sealed codes: one per purpose (the login state). */
export interface CodeHolder {
  codes?: Partial<Record<CodePurpose, SealedCode>>;
}

export const CODE_TTL_MS = 5 * 60_000;

function digest(salt: string, purpose: CodePurpose, binding: CodeBinding, code: string): Buffer {
  const browser = PURPOSES[purpose].browserBound ? binding.browser : '';
  return createHash('sha256')
    .update(JSON.stringify([salt, purpose, binding.subject, binding.transaction, browser, code]))
    .digest();
}

/** Issues a code for `purpose`, replacing the holder's previous one; returns the plain code. */
export function issueCode(holder: CodeHolder, purpose: CodePurpose, binding: CodeBinding): string {
  const code =
    PURPOSES[purpose].form === 'digits'
      ? String(randomInt(0, 1_000_000)).padStart(6, '0')
      : randomBytes(24).toString('base64url');
  const salt = randomBytes(8).toString('hex');
  holder.codes ??= {};
  holder.codes[purpose] = {
    salt,
    hash: digest(salt, purpose, binding, code).toString('hex'),
    expiresAt: Date.now() + CODE_TTL_MS,
  };
  return code;
}

export type CodeCheck = 'ok' | 'invalid' | 'expired';

/** Redeems `code` for `purpose` as presented by `binding`: `ok` uses it up. */
export function redeemCode(
  holder: CodeHolder,
  purpose: CodePurpose,
  binding: CodeBinding,
  code: string,
): CodeCheck {
  const sealed = holder.codes?.[purpose];
  if (!sealed) return 'invalid';
  if (sealed.expiresAt <= Date.now()) {
    dropCode(holder, purpose);
    return 'expired';
  }
  const expected = Buffer.from(sealed.hash, 'hex');
  if (!timingSafeEqual(expected, digest(sealed.salt, purpose, binding, code.trim())))
    return 'invalid';
  dropCode(holder, purpose);
  return 'ok';
}

/** Whether `code` would redeem for `purpose`, without using it (a link showing what it answers). */
export function codeMatches(
  holder: CodeHolder,
  purpose: CodePurpose,
  binding: CodeBinding,
  code: string,
): boolean {
  const sealed = holder.codes?.[purpose];
  if (!sealed || sealed.expiresAt <= Date.now()) return false;
  return timingSafeEqual(
    Buffer.from(sealed.hash, 'hex'),
    digest(sealed.salt, purpose, binding, code.trim()),
  );
}

export function dropCode(holder: CodeHolder, purpose: CodePurpose): void {
  if (holder.codes) delete holder.codes[purpose];
}
