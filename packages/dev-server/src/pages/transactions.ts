/**
 * The page host's view of pending authorization transactions. The authorization server
 * (src/oauth/) owns them: it creates one on /authorize, and it alone turns a consent answer
 * into the redirect (a code on accept, `error=access_denied` on deny), so both paths share
 * one implementation.
 */
import type { ScreenName } from '@screenkit/core';
import type { SampleRequest } from './tenant-data.js';

export interface PendingTransaction {
  state: string;
  /** The screen the transaction waits on. */
  screen: ScreenName;
  request: SampleRequest;
  /** The signed-in (demo) user. */
  user?: { id: string; email?: string | undefined; name?: string | undefined };
}

export type ConsentDecision = 'accept' | 'deny';

export interface PageTransactions {
  /** The pending transaction of `state`, or `undefined` when unknown, used or expired. */
  find(state: string): PendingTransaction | undefined | Promise<PendingTransaction | undefined>;
  /** Answers consent; resolves with the URL to send the browser to. */
  decide(state: string, decision: ConsentDecision): Promise<string>;
  /** Opens a transaction for a preview, so accepting it leads to a real code. */
  startPreview(screen: ScreenName, request: SampleRequest): Promise<PendingTransaction>;
}

/** The error a page shows for a state no pending transaction has. */
export function invalidStateError() {
  return {
    code: 'invalid-state',
    message: 'Your session has expired or this link is no longer valid. Please start again.',
  };
}
