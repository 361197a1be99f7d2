/**
 * Authorization codes: issued when a login or consent ends (or at once, for a session or the
 * demo user), carried back to the application by its response mode, and redeemed once at
 * `/oauth/token` within CODE_TTL_MS. In memory (per store), like pending transactions: a code
 * lives ten minutes at most and need not survive a restart, and at most MAX_CODES wait to be
 * redeemed (past that the oldest goes, refused as if expired).
 */
import { randomBytes } from 'node:crypto';
import type { Store } from '../store/store.js';
import type { Authorization } from './authorization.js';
import { sweepExpired } from './expiry-ordered.js';
import { type ReturnAddress, responseUrl } from './response-mode.js';

const CODE_TTL_MS = 10 * 60_000;

/** Unredeemed codes kept per store: a load test whose codes are never redeemed stops here. */
export const MAX_CODES = 10_000;

/** What a code is issued for: the authorization, where it goes back, its PKCE challenge. */
export interface CodeRequest extends Authorization, ReturnAddress {
  /** /authorize named redirect_uri: the token request must repeat it (RFC 6749 4.1.3). */
  redirectUriSent?: boolean;
  codeChallenge?: string;
  codeChallengeMethod?: 'S256' | 'plain';
}

export interface IssuedCode extends Authorization {
  redirectUri: string;
  redirectUriSent?: boolean;
  codeChallenge?: string;
  codeChallengeMethod?: 'S256' | 'plain';
  /** Epoch ms: a user created after it is not the one the code was issued to. */
  issuedAt: number;
  expiresAt: number;
}

/** Issued codes by value, in issue order (one lifetime: the oldest expire first). */
const registries = new WeakMap<Store, Map<string, IssuedCode>>();

function codesOf(store: Store): Map<string, IssuedCode> {
  let codes = registries.get(store);
  if (!codes) {
    codes = new Map();
    registries.set(store, codes);
  }
  return codes;
}

/** Issues a single-use code for `transaction`. */
export function issueCode(store: Store, transaction: CodeRequest): string {
  const codes = codesOf(store);
  sweepExpired(codes, MAX_CODES);
  const code = randomBytes(24).toString('base64url');
  const {
    clientState: _state,
    responseMode: _mode,
    ...rest
  } = transaction as CodeRequest & {
    login?: unknown;
    binding?: unknown;
  };
  delete rest.login;
  delete rest.binding;
  const now = Date.now();
  codes.set(code, { ...rest, issuedAt: now, expiresAt: now + CODE_TTL_MS });
  return code;
}

/** Issues a code for `transaction` and returns where the browser goes to deliver it. */
export function codeRedirect(store: Store, transaction: CodeRequest): string {
  return responseUrl(store, transaction, { code: issueCode(store, transaction) });
}

/** Takes a code out of the registry (codes are single-use), or undefined if unknown/expired. */
export function redeemCode(store: Store, code: string): IssuedCode | undefined {
  const codes = codesOf(store);
  const issued = codes.get(code);
  codes.delete(code);
  return issued && issued.expiresAt > Date.now() ? issued : undefined;
}
