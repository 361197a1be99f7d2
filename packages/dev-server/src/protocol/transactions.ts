/**
 * Authorization transactions between `/authorize`, the login page host and `/oauth/token`.
 *
 * The page host's contract (src/pages/ calls these; nothing else is needed):
 * - `/authorize` stores a `PendingTransaction` and redirects the browser to
 *   `/u/<transaction.screen>?state=<transaction.state>` (`consent` or `customized-consent`).
 * - `getPendingTransaction(deps, state)` gives what the consent context needs: client, user,
 *   scopes (with descriptions), authorization_details, screen.
 * - On the form post (`action=accept|deny`), `completeTransaction(deps, state, action)` returns
 *   `{ redirectTo }`: the client's redirect_uri with `code` and `state`, or with
 *   `error=access_denied`. Answer it with a 302.
 *
 * Pending transactions are in memory (per store): they are short-lived (30 minutes) and at most
 * MAX_PENDING_TRANSACTIONS, the oldest out. The codes they end with are authorization-codes.ts;
 * the consents they remember, user-consents.ts.
 */
import { randomBytes } from 'node:crypto';
import type { ConsentDecision } from '@screenkit/core';
import type { Store } from '../store/store.js';
import type { Authorization } from './authorization.js';
import { codeRedirect } from './authorization-codes.js';
import { answerBackchannelRequest } from './backchannel-requests.js';
import { sweepExpired } from './expiry-ordered.js';
import { OAuthError } from './oauth-error.js';
import {
  errorParams,
  type ResponseMode,
  type ReturnAddress,
  responseUrl,
} from './response-mode.js';
import type { TransactionBinding } from './transaction-binding.js';
import { rememberConsent } from './user-consents.js';

const TRANSACTION_TTL_MS = 30 * 60_000;

/**
 * Pending transactions kept per store. Every /authorize, login page and preview (each gallery
 * thumbnail) opens one for 30 minutes; past this many the oldest goes (its state then answers
 * as expired), so a load test or a long session of reloads keeps memory flat.
 */
export const MAX_PENDING_TRANSACTIONS = 10_000;

export type { Authorization } from './authorization.js';

export interface PendingTransaction extends Authorization {
  state: string;
  /** The browser it belongs to (transaction-binding.ts); every step of a login checks it. */
  binding: TransactionBinding;
  /** `consent` or `customized-consent` from /authorize; any screen for page-host previews. */
  screen: string;
  /** How /authorize decided (absent on previews). */
  consent?: ConsentDecision;
  client: { id: string; name: string; logo_uri?: string; description?: string };
  /** Scopes as the consent screen lists them (`screen.data.scopes`). */
  scopeDescriptions: Array<{ value: string; description?: string }>;
  redirectUri: string;
  /** /authorize named redirect_uri: the token request must repeat it (RFC 6749 4.1.3). */
  redirectUriSent?: boolean;
  /** How the response travels back (response-mode.ts); `query` when absent. */
  responseMode?: ResponseMode;
  clientState?: string;
  codeChallenge?: string;
  codeChallengeMethod?: 'S256' | 'plain';
  expiresAt: number;
  /**
   * A login in progress: the login engine's state (login/login-state.ts), kept here for it and
   * opaque to the protocol (login-seam.ts); absent when the tenant has no login.
   */
  login?: object;
  /** `login_hint` and `ui_locales` of the /authorize request, for the login screens. */
  loginHint?: string;
  uiLocales?: string;
  /**
   * An email approval of a backchannel request (backchannel-requests.ts): no redirect back;
   * consent answers the request and ends on an `async-approval-*` screen.
   */
  backchannel?: { authReqId: string };
  /** A logout waiting for the user's answer on the `logout` screen (endpoints/logout.ts). */
  logout?: PendingLogout;
  /** A device activation at /activate (login/device-activation.ts, device-codes.ts). */
  device?: PendingActivation;
  /** A blocked account's unblock link opened (login/unblock-link.ts): whom it unblocks, once. */
  unblock?: { userId?: string };
}

/** Where a confirmed logout sends the browser: the application's page, with its `state`. */
export interface PendingLogout {
  returnTo?: string;
  clientState?: string;
}

/** The device authorization an activation approves (once its user code was entered). */
export interface PendingActivation {
  /** The user code entered or given (`verification_uri_complete`), normalised. */
  userCode?: string;
  /** Wrong user codes entered in this activation (device-codes.ts bounds them). */
  wrongCodes: number;
}

/** Pending transactions by state, in creation order (one lifetime: the oldest expire first). */
const registries = new WeakMap<Store, Map<string, PendingTransaction>>();

function pendingOf(store: Store): Map<string, PendingTransaction> {
  let pending = registries.get(store);
  if (!pending) {
    pending = new Map();
    registries.set(store, pending);
  }
  return pending;
}

export function createPendingTransaction(
  store: Store,
  input: Omit<PendingTransaction, 'state' | 'expiresAt'>,
): PendingTransaction {
  const pending = pendingOf(store);
  sweepExpired(pending, MAX_PENDING_TRANSACTIONS);
  const state = randomBytes(24).toString('base64url');
  const transaction = { ...input, state, expiresAt: Date.now() + TRANSACTION_TTL_MS };
  pending.set(transaction.state, transaction);
  return transaction;
}

/**
 * A transaction that authorizes nothing by itself (a logout, a device activation before its
 * code is known): it carries a screen, and the application and user the screen shows.
 */
export function createScreenTransaction(
  store: Store,
  input: Pick<PendingTransaction, 'screen' | 'binding'> &
    Partial<
      Pick<PendingTransaction, 'user' | 'uiLocales' | 'logout' | 'device' | 'login' | 'unblock'>
    > & {
      client?: { client_id: string; name: string } | undefined;
    },
): PendingTransaction {
  const { client, ...rest } = input;
  return createPendingTransaction(store, {
    clientId: client?.client_id ?? '',
    client: { id: client?.client_id ?? '', name: client?.name ?? '' },
    audience: '',
    scopes: [],
    scopeDescriptions: [],
    user: { id: '' },
    amr: [],
    redirectUri: '',
    ...rest,
  });
}

export function getPendingTransaction(
  deps: { store: Store },
  state: string,
): PendingTransaction | undefined {
  const transaction = pendingOf(deps.store).get(state);
  return transaction && transaction.expiresAt > Date.now() ? transaction : undefined;
}

/** Accept or deny a pending consent; the transaction is used up either way. */
export async function completeTransaction(
  deps: { store: Store },
  state: string,
  action: 'accept' | 'deny',
): Promise<{ redirectTo: string }> {
  const transaction = getPendingTransaction(deps, state);
  if (!transaction) {
    throw new OAuthError(
      'invalid_request',
      'Unknown or expired transaction state; start again at /authorize',
      'state',
    );
  }
  if (transaction.backchannel) return answerBackchannel(transaction, deps.store, action);
  pendingOf(deps.store).delete(state);
  if (action === 'deny') {
    const denied = new OAuthError('access_denied', 'The user denied the consent request');
    return { redirectTo: errorResponseUrl(deps.store, transaction, denied) };
  }
  if (transaction.screen === 'consent' && !transaction.authorizationDetails) {
    await rememberConsent(deps.store, transaction);
  }
  return { redirectTo: codeRedirect(deps.store, transaction) };
}

/**
 * Consent on a backchannel approval answers the request; the transaction stays, on the result
 * screen (`async-approval-accepted` / `-denied`, or `-error` when the request expired or was
 * answered meanwhile), so that page renders; nothing more can be posted there.
 */
function answerBackchannel(
  transaction: PendingTransaction,
  store: Store,
  action: 'accept' | 'deny',
): { redirectTo: string } {
  const { authReqId } = transaction.backchannel as { authReqId: string };
  const answered = answerBackchannelRequest(
    store,
    authReqId,
    action === 'accept'
      ? {
          approved: {
            amr: transaction.amr,
            // What the consent screen listed (narrowed by login/backchannel-approval.ts).
            scopes: transaction.scopes,
            ...(transaction.profile ? { profile: transaction.profile } : {}),
          },
        }
      : 'denied',
  );
  transaction.screen = !answered
    ? 'async-approval-error'
    : action === 'accept'
      ? 'async-approval-accepted'
      : 'async-approval-denied';
  delete transaction.consent;
  return { redirectTo: `/u/${transaction.screen}?state=${encodeURIComponent(transaction.state)}` };
}

/** Where the browser goes to carry `error` back to the application, by its response mode. */
export function errorResponseUrl(store: Store, to: ReturnAddress, error: OAuthError): string {
  return responseUrl(store, to, errorParams(error));
}
