/**
 * The authenticator app's side of a push notification (its local stand-in is the page the push
 * link in the inbox opens): what the app shows and what its approve / reject do, for both
 * pushes the service sends: a backchannel (CIBA) request (`?ticket=`), where the app carries
 * consent, and the MFA challenge of a login (`?state=&token=`), where for a RAR "consent is
 * handled in the mobile application that receives the push challenge" (seed 2.6). And what the
 * challenge page's polling learns meanwhile (`pushPollAnswer`).
 */
import type { AuthorizationDetail } from '@screenkit/core';
import { answerBackchannelRequest, requestOfTicket } from '../protocol/backchannel-requests.js';
import { authorizationHeldScopes } from '../protocol/rbac.js';
import type { Store } from '../store/store.js';
import { userClaims } from '../tenant/user-claims.js';
import { users } from '../tenant/users.js';
import { findLoginTransaction } from './login-state.js';
import { answerLoginPush } from './mfa.js';

/** What the app shows: who asks, the binding message (CIBA), the request's details. */
export interface PushPrompt {
  kind: 'backchannel' | 'login';
  clientName: string;
  bindingMessage?: string;
  authorizationDetails: AuthorizationDetail[];
}

/** The push link's parameters: `ticket` (CIBA) or `state` and `token` (a login's MFA push). */
export type PushLink = { ticket?: string; state?: string; token?: string };

/** The prompt a push link shows, or undefined when it no longer waits for an answer. */
export function pushPrompt(store: Store, link: PushLink): PushPrompt | undefined {
  if (link.ticket) {
    const request = requestOfTicket(store, link.ticket);
    if (request?.channel !== 'guardian-push') return undefined;
    return {
      kind: 'backchannel',
      clientName: request.client.name,
      bindingMessage: request.bindingMessage,
      authorizationDetails: request.authorizationDetails ?? [],
    };
  }
  const transaction = findLoginTransaction(store, link.state ?? '');
  if (!transaction || !answerLoginPush(transaction, link.token ?? '', 'peek')) return undefined;
  return {
    kind: 'login',
    clientName: transaction.client.name,
    authorizationDetails: transaction.authorizationDetails ?? [],
  };
}

/** The user's answer on the app. False when the link is no longer valid. */
export function answerPush(store: Store, link: PushLink, answer: 'approve' | 'reject'): boolean {
  if (link.ticket) {
    const request = requestOfTicket(store, link.ticket);
    if (request?.channel !== 'guardian-push') return false;
    if (answer === 'reject') return answerBackchannelRequest(store, request.authReqId, 'denied');
    const user = users(store).get(request.user.id);
    return answerBackchannelRequest(store, request.authReqId, {
      // Possession of the enrolled device is the factor proven.
      approved: {
        amr: ['mfa'],
        // The app carries consent: approved is what the user holds now (an API with RBAC).
        scopes: authorizationHeldScopes(store, request),
        ...(user ? { profile: userClaims(user) } : {}),
      },
    });
  }
  const transaction = findLoginTransaction(store, link.state ?? '');
  return transaction !== undefined && answerLoginPush(transaction, link.token ?? '', answer);
}

/** The screens that wait for a push: their page polls itself as JSON until it is answered. */
const PUSH_WAITING_SCREENS = new Set(['mfa-push-challenge-push']);

/**
 * The answer to the challenge page's poll (the SDK GETs its own URL with `Accept:
 * application/json`): `completed` once the app approved or rejected, when the page then posts
 * `continue` and the login engine says which. Undefined for a screen that waits for no push.
 */
export function pushPollAnswer(
  store: Store,
  state: string,
  screen: string,
): { completed: boolean } | undefined {
  if (!PUSH_WAITING_SCREENS.has(screen)) return undefined;
  const login = findLoginTransaction(store, state)?.login;
  return { completed: Boolean(login?.pushApproved || login?.pushRejected) };
}
