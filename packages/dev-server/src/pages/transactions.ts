/**
 * The page host's view of pending authorization transactions. The authorization server
 * (src/protocol/transactions.ts) owns them: /authorize creates them, and `completeTransaction`
 * alone turns accept into a code and deny into `error=access_denied`. Previews open a pending
 * transaction of the same kind, so a preview's accept goes through that one implementation too.
 */
import { randomBytes } from 'node:crypto';
import type { ScreenName, TransactionError } from '@screenkit/core';
import { NOT_THIS_BROWSERS } from '../middleware/login-transaction-guard.js';
import { readDemoSettings } from '../protocol/demo-settings.js';
import { PREVIEW_BINDING } from '../protocol/transaction-binding.js';
import {
  completeTransaction,
  createPendingTransaction,
  getPendingTransaction,
  type PendingTransaction,
} from '../protocol/transactions.js';
import type { SampleRequest, TenantData } from '../rendering/tenant-data.js';
import type { Store } from '../store/store.js';

/** A pending transaction as a page shows it: its state, screen, request and user. */
export interface PageTransaction {
  state: string;
  /** The screen the transaction waits on. */
  screen: ScreenName;
  request: SampleRequest;
  /** The signed-in (demo) user. */
  user?: { id: string; email?: string | undefined; name?: string | undefined };
}

/** Where a preview's accept lands when the store has no client: the page host's /callback. */
const PREVIEW_CALLBACK = '/callback';

function toPage(transaction: PendingTransaction): PageTransaction {
  return {
    state: transaction.state,
    screen: transaction.screen as ScreenName,
    request: {
      audience: transaction.audience,
      scope: transaction.scopes.join(' '),
      client_id: transaction.clientId,
      ...(transaction.authorizationDetails
        ? { authorization_details: transaction.authorizationDetails }
        : {}),
    },
    user: transaction.user,
  };
}

/** The pending transaction of `state`, or `undefined` when unknown, used or expired. */
export function findTransaction(store: Store, state: string): PageTransaction | undefined {
  const transaction = getPendingTransaction({ store }, state);
  return transaction ? toPage(transaction) : undefined;
}

/** Answers consent; resolves with the URL to send the browser to. */
export async function answerConsent(
  store: Store,
  state: string,
  action: 'accept' | 'deny',
): Promise<string> {
  return (await completeTransaction({ store }, state, action)).redirectTo;
}

/** Opens a transaction for a preview, so accepting it leads to a real code. */
export function startPreview(
  tenant: TenantData,
  screen: ScreenName,
  request: SampleRequest,
): PageTransaction {
  const { store } = tenant;
  const client = tenant.client(request.client_id);
  const api = tenant.resourceServer(request.audience);
  const user = readDemoSettings(store).user;
  const transaction = createPendingTransaction(store, {
    clientId: client?.client_id ?? 'cl_preview',
    client: { id: client?.client_id ?? 'cl_preview', name: client?.name ?? 'Preview App' },
    audience: request.audience ?? api?.identifier ?? '',
    scopes: (request.scope ?? '').split(/\s+/).filter(Boolean),
    scopeDescriptions: [],
    ...(request.authorization_details
      ? { authorizationDetails: request.authorization_details as never }
      : {}),
    user,
    amr: ['pwd'],
    screen,
    binding: PREVIEW_BINDING,
    redirectUri: client?.callbacks?.[0] ?? PREVIEW_CALLBACK,
    clientState: `preview-${randomBytes(6).toString('hex')}`,
  });
  return toPage(transaction);
}

/** The error a page shows for a state no pending transaction of this browser has. */
export function invalidStateError(): TransactionError {
  return { ...NOT_THIS_BROWSERS.error };
}
