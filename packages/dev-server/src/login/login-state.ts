/**
 * What a login transaction remembers between screens (kept on the oauth pending transaction,
 * in memory): the database connection, the identifier typed, who was identified and who is
 * authenticated, the MFA challenge in progress and pending one-time codes (hashed). The
 * transaction `state` stays the same from /authorize to the callback, as on the service.
 */
import type { TransactionError } from '@screenkit/core';
import { getPendingTransaction, type PendingTransaction } from '../protocol/transactions.js';
import type { Store } from '../store/store.js';
import type { CodeHolder } from './one-time-codes.js';

/** `codes`: the one-time codes sent for this login, sealed, one per purpose (one-time-codes.ts). */
export interface LoginState extends CodeHolder {
  connection: string;
  /** `login-id` (identifier first) or `login` (single page). */
  firstScreen: 'login-id' | 'login';
  identifier?: string;
  /** The user identified by the identifier (not yet authenticated). */
  userId?: string;
  /** Set once the first factor passed (password, social, reset). */
  authenticatedUserId?: string;
  amr: string[];
  /** The MFA factor being challenged or enrolled. */
  mfa?: { factorId: string; type: string; enrolling?: boolean; secret?: string };
  /** A push approval arrived from the (simulated) authenticator app. */
  pushApproved?: boolean;
  /** The push was rejected on the (simulated) authenticator app. */
  pushRejected?: boolean;
  /** Signup in progress: the identifier chosen on signup-id. */
  signupIdentifier?: string;
  /** Passwordless login (`/authorize?connection=email|sms`): the connection and its channel. */
  passwordless?: { connection: string; channel: 'email' | 'sms' };
  /**
   * A password reset asked on reset-password-request: the user the emailed ticket is for, and
   * whether the ticket opened the reset-password screen. Dropped as soon as the login moves on
   * (src/login/reset-password.ts).
   */
  reset?: { userId: string; opened: boolean };
  /**
   * A reset link opened in another browser than the login's (src/login/reset-link.ts): this
   * transaction resets the password and ends; it never logs anyone in.
   */
  resetOnly?: boolean;
  /** The browser's remember-MFA cookie at /authorize (src/login/remember-browser.ts). */
  browser?: string;
  /** The user of the browser's login session at /authorize (src/protocol/login-session.ts). */
  sessionUserId?: string;
  sessionAmr?: string[];
  /** The browser's origin at /authorize: the WebAuthn relying party (src/login/webauthn.ts). */
  origin?: string;
  /** WebAuthn state of passkey and security-key screens (src/login/webauthn.ts). */
  webauthn?: WebauthnState;
  /** The organization logged in to (src/login/organizations.ts) and the client's usage. */
  organization?: { id: string; name: string };
  organizationUsage?: 'deny' | 'allow' | 'require';
  /** The application requires an organization and asks for it before or after login. */
  organizationPrompt?: 'pre_login_prompt' | 'post_login_prompt';
  /** The organization invitation being accepted (src/login/invitations.ts). */
  invitation?: { id: string; email: string; inviter: string };
}

/** A pending transaction as the login engine sees it: the protocol's, with this engine's state. */
export type LoginTransaction = PendingTransaction & { login?: LoginState };

/** The pending transaction of `state`, typed for the login engine (its state is ours). */
export const findLoginTransaction = (store: Store, state: string): LoginTransaction | undefined =>
  getPendingTransaction({ store }, state) as LoginTransaction | undefined;

/** A WebAuthn ceremony in progress: its single-use challenge, plus what the next screens show. */
export interface WebauthnState {
  challenge?: { value: string; purpose: string; expiresAt: number };
  /** The error screen's data (mfa-webauthn-error) and the screen it came from. */
  error?: { errorType: string; from: string };
  /** The recovery code to show once on mfa-recovery-code-enrollment (the store has its hash). */
  recoveryCode?: string;
}

/** A cookie a step sets (HttpOnly, SameSite=Lax, path /). */
export interface FlowCookie {
  name: string;
  value: string;
  maxAge: number;
}

export type FlowStep =
  | { redirect: string; cookies?: FlowCookie[] }
  | { errors: TransactionError[]; status: number; submitted?: Record<string, string> };

export const screenUrl = (screen: string, state: string) =>
  `/u/${screen}?state=${encodeURIComponent(state)}`;

export const flowError = (code: string, message: string, field?: string): TransactionError => ({
  code,
  message,
  ...(field ? { field } : {}),
});
