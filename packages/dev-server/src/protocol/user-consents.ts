/**
 * Consents given on the standard consent screen, kept in the store (`user-consents`) so that
 * "an existing grant includes the requested access" (seed 2.6) holds across restarts, as on
 * the service: one record per user, application and audience, the union of the scopes granted.
 */
import type { Store } from '../store/store.js';
import type { Authorization } from './authorization.js';

export const USER_CONSENTS_COLLECTION = 'user-consents';

interface UserConsent {
  user_id: string;
  client_id: string;
  audience: string;
  scope: string[];
}

const consentKey = (userId: string, clientId: string, audience: string) =>
  JSON.stringify([userId, clientId, audience]);

/** Seed 2.6: does a consent the user gave already include all of `scopes`? */
export function existingConsentCovers(store: Store, authorization: Authorization): boolean {
  const key = consentKey(authorization.user.id, authorization.clientId, authorization.audience);
  const consent = store.collection<UserConsent>(USER_CONSENTS_COLLECTION).get(key);
  if (!consent || !Array.isArray(consent.scope)) return false;
  return authorization.scopes.every((s) => consent.scope.includes(s));
}

/** Adds the scopes of `authorization` to what its user consented to for its application and API. */
export async function rememberConsent(store: Store, authorization: Authorization): Promise<void> {
  const consents = store.collection<UserConsent>(USER_CONSENTS_COLLECTION);
  const key = consentKey(authorization.user.id, authorization.clientId, authorization.audience);
  const previous = consents.get(key)?.scope ?? [];
  const scope = [...new Set([...previous, ...authorization.scopes])];
  await consents.set(key, {
    user_id: authorization.user.id,
    client_id: authorization.clientId,
    audience: authorization.audience,
    scope,
  });
}
