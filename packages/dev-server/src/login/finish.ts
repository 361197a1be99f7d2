/**
 * The end of a login: the authenticated user becomes the transaction's user (profile claims for
 * the ID token, `amr`), the login is counted, and the consent decision of seed 2.6 (core's
 * `decideConsent`, now with the real MFA outcome and the user's own earlier consents) either
 * sends the browser to the consent screen or back to the client with a code.
 */
import { decideConsent, type MfaFactor } from '@screenkit/core';
import { isVerifiableRedirect } from '../protocol/endpoints/authorize.js';
import { startSession } from '../protocol/login-session.js';
import {
  codeRedirect,
  existingConsentCovers,
  type PendingTransaction,
} from '../protocol/transactions.js';
import type { Store } from '../store/store.js';
import { type UserRecord, users } from '../tenant/tenant-collections.js';
import { findClient, findResourceServer } from '../tenant/tenant-lookup.js';
import { type FlowStep, screenUrl } from './login-state.js';
import { organizationStep } from './organizations.js';

export function profileClaims(user: UserRecord): Record<string, unknown> {
  const claims: Record<string, unknown> = {
    email_verified: user.email_verified,
    updated_at: user.updated_at,
  };
  for (const key of ['nickname', 'picture', 'given_name', 'family_name', 'phone_number'] as const)
    if (user[key] !== undefined) claims[key] = user[key];
  return claims;
}

export async function finishLogin(
  store: Store,
  transaction: PendingTransaction,
  user: UserRecord,
): Promise<FlowStep> {
  const login = transaction.login;
  const organization = await organizationStep(store, transaction, user);
  if (organization) return organization;
  const all = users(store);
  // Read again: joining through an invitation may have changed the user (its metadata).
  const current = all.get(user.user_id) ?? user;
  const now = new Date().toISOString();
  const updated = { ...current, last_login: now, logins_count: current.logins_count + 1 };
  await all.set(user.user_id, updated);

  transaction.user = {
    id: user.user_id,
    ...(user.email ? { email: user.email } : {}),
    ...(user.name ? { name: user.name } : {}),
  };
  transaction.profile = profileClaims(updated);
  transaction.tenantUser = true;
  transaction.amr = login ? [...new Set(login.amr)] : ['pwd'];

  const mfaFactor = login?.mfa?.type as MfaFactor | undefined;
  const rs = findResourceServer(store, transaction.audience);
  const client = findClient(store, transaction.clientId);
  const consent = decideConsent({
    consentPolicy: rs?.consent_policy as never,
    isRichAuthorizationRequest: transaction.authorizationDetails !== undefined,
    mfaRequired: mfaFactor !== undefined,
    ...(mfaFactor ? { mfaFactor } : {}),
    existingGrantCoversRequest: existingConsentCovers(store, transaction),
    verifiableFirstPartyClient:
      rs?.skip_consent_for_verifiable_first_party_clients === true &&
      client?.is_first_party !== false &&
      isVerifiableRedirect(transaction.redirectUri),
    flow: 'authorization_code',
  });
  // The user is authenticated: the browser's login session (src/protocol/login-session.ts).
  const cookies = [await startSession(store, user.user_id, transaction.amr)];
  if (consent.screen === null) {
    // Consent skipped, or carried by the push approval the user already gave.
    const redirect = codeRedirect(store, transaction);
    forget(transaction);
    return { redirect, cookies };
  }
  transaction.consent = consent;
  transaction.screen = consent.screen;
  delete transaction.login;
  return { redirect: screenUrl(consent.screen, transaction.state), cookies };
}

/** A finished transaction cannot be replayed: it expires at once. */
function forget(transaction: PendingTransaction): void {
  transaction.expiresAt = 0;
}
