/**
 * Consents given on the standard consent screen, kept in the store (`user-consents`) so that
 * "an existing grant includes the requested access" (seed 2.6) holds across restarts, as on
 * the service: one record per user, application and audience, the union of the scopes granted.
 * A consent given before its user's record was created (a user deleted, then created again with
 * the same id) is another user's: it covers nothing, as that user's codes and tokens do not.
 */
import type { Store } from '../store/store.js';
import type { Authorization } from './authorization.js';
import { userGone } from './grants/user-standing.js';

export const USER_CONSENTS_COLLECTION = 'user-consents';

interface UserConsent {
  user_id: string;
  client_id: string;
  audience: string;
  scope: string[];
  /** When it was last given (epoch ms); none in records written before it was kept. */
  given_at?: number;
}

const consentKey = (userId: string, clientId: string, audience: string) =>
  JSON.stringify([userId, clientId, audience]);

/** The scopes this user consented to for the authorization's application and API. */
function consentedScopes(store: Store, authorization: Authorization): string[] {
  const key = consentKey(authorization.user.id, authorization.clientId, authorization.audience);
  const consent = store.collection<UserConsent>(USER_CONSENTS_COLLECTION).get(key);
  if (!consent || !Array.isArray(consent.scope)) return [];
  const given = consent.given_at;
  return given !== undefined && userGone(store, authorization, given) ? [] : consent.scope;
}

/** Seed 2.6: does a consent the user gave already include all of `scopes`? */
export function existingConsentCovers(store: Store, authorization: Authorization): boolean {
  const consented = consentedScopes(store, authorization);
  return authorization.scopes.every((s) => consented.includes(s));
}

/** Adds the scopes of `authorization` to what its user consented to for its application and API. */
export async function rememberConsent(store: Store, authorization: Authorization): Promise<void> {
  const consents = store.collection<UserConsent>(USER_CONSENTS_COLLECTION);
  const key = consentKey(authorization.user.id, authorization.clientId, authorization.audience);
  const scope = [...new Set([...consentedScopes(store, authorization), ...authorization.scopes])];
  await consents.set(key, {
    user_id: authorization.user.id,
    client_id: authorization.clientId,
    audience: authorization.audience,
    scope,
    given_at: Date.now(),
  });
}
