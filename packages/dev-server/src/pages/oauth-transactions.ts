/**
 * The page host's transactions are the authorization server's (src/oauth/transactions.ts):
 * /authorize creates them, and `completeTransaction` alone turns accept into a code and deny
 * into `error=access_denied`. Previews open a pending transaction of the same kind, so a
 * preview's accept goes through that one implementation too.
 */
import { randomBytes } from 'node:crypto';
import type { ScreenName } from '@screenkit/core';
import { readDemoSettings } from '../oauth/demo-settings.js';
import {
  completeTransaction,
  createPendingTransaction,
  getPendingTransaction,
  type PendingTransaction as OAuthTransaction,
} from '../oauth/transactions.js';
import type { Store } from '../store/store.js';
import { TenantData } from './tenant-data.js';
import type { PageTransactions, PendingTransaction } from './transactions.js';

/** Where a preview's accept lands when the store has no client: the page host's /callback. */
export const PREVIEW_CALLBACK = '/callback';

function toPage(transaction: OAuthTransaction): PendingTransaction {
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

export function oauthTransactions(store: Store): PageTransactions {
  const tenant = new TenantData(store);
  return {
    find(state) {
      const transaction = getPendingTransaction({ store }, state);
      return transaction ? toPage(transaction) : undefined;
    },
    async decide(state, decision) {
      return (await completeTransaction({ store }, state, decision)).redirectTo;
    },
    async startPreview(screen, request) {
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
        redirectUri: client?.callbacks?.[0] ?? PREVIEW_CALLBACK,
        clientState: `preview-${randomBytes(6).toString('hex')}`,
      });
      return toPage(transaction);
    },
  };
}
