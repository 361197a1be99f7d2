/**
 * The one check every step of a login goes through (login CSRF, issue 28): a request naming a
 * transaction (`state`, in the query or the posted form: each one it names) must come from the
 * browser that started it (protocol/transaction-binding.ts), and a request that changes it must
 * come from the transaction's own pages: a post from another site (`Origin`, `Sec-Fetch-Site`)
 * is refused, and so is a GET from another site that would move the transaction to another
 * screen (a link of the flow). A GET from another site that only shows the page (the redirect
 * back from /authorize) passes. A transaction of another browser looks exactly like an unknown
 * or expired one (`invalid-state`), so a stranger learns nothing about it.
 *
 * Mounted on the page host's `/u/<screen>` and preview posts (pages/page-routes.ts) and on the
 * local social chooser (pages/login-links.ts); each mount says how its refusal looks. The reset link
 * is the one flow route outside it: its ticket is its authority (login/reset-link.ts).
 */
import type { TransactionError } from '@screenkit/core';
import type { Context, MiddlewareHandler } from 'hono';
import { belongsToBrowser } from '../protocol/transaction-binding.js';
import { getPendingTransaction, type PendingTransaction } from '../protocol/transactions.js';
import type { Store } from '../store/store.js';
import { fromAnotherSite } from './same-origin.js';

export interface LoginRefusal {
  status: 400 | 403;
  error: TransactionError;
}

export interface LoginGuardOptions {
  store: Store;
  /** How a refusal looks here (the screen with `transaction.errors`, a plain page). */
  refuse: (c: Context, refusal: LoginRefusal) => Response | Promise<Response>;
  /** Does this GET change the transaction (a link to another screen)? Default: no. */
  navigates?: (c: Context, transaction: PendingTransaction) => boolean;
}

/** The refusal of a state that is not this browser's: the same words as an expired one. */
export const NOT_THIS_BROWSERS: LoginRefusal = {
  status: 400,
  error: {
    code: 'invalid-state',
    message: 'Your session has expired or this link is no longer valid. Please start again.',
  },
};

export const FROM_ANOTHER_SITE: LoginRefusal = {
  status: 403,
  error: {
    code: 'invalid-request',
    message: 'This request came from another site and was refused. Continue on the login page.',
  },
};

const SAFE_METHODS = new Set(['GET', 'HEAD']);
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** Every `state` a request names: in its query, and in its form when it posts one. */
async function statesOf(c: Context): Promise<string[]> {
  const states = c.req.queries('state') ?? [];
  const type = c.req.header('content-type') ?? '';
  if (!SAFE_METHODS.has(c.req.method) && FORM_TYPES.some((form) => type.includes(form))) {
    const posted = (await c.req.parseBody({ all: true })).state;
    for (const value of Array.isArray(posted) ? posted : [posted])
      if (typeof value === 'string') states.push(value);
  }
  return states.filter((state) => state !== '');
}

export function guardLoginTransaction(options: LoginGuardOptions): MiddlewareHandler {
  const { store, refuse, navigates } = options;
  return async (c, next) => {
    const changes = !SAFE_METHODS.has(c.req.method);
    const crossSite = fromAnotherSite(c);
    if (changes && crossSite) return refuse(c, FROM_ANOTHER_SITE);
    const states = await statesOf(c);
    if (states.length === 0) return refuse(c, NOT_THIS_BROWSERS);
    const transactions: PendingTransaction[] = [];
    for (const state of states) {
      const transaction = getPendingTransaction({ store }, state);
      if (!transaction || !belongsToBrowser(c, transaction)) return refuse(c, NOT_THIS_BROWSERS);
      transactions.push(transaction);
    }
    if (crossSite && navigates && transactions.some((t) => navigates(c, t)))
      return refuse(c, FROM_ANOTHER_SITE);
    await next();
  };
}
