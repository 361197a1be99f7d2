/**
 * The consent decision of a login (seed 2.6, core's `decideConsent`), taken the same way at
 * /authorize (a tenant without logins), at the end of a login (login/finish.ts) and for silent
 * authentication (`prompt=none`, which answers `consent_required` instead of a screen).
 * A login for `/userinfo` alone asks a first-party application no consent: the user shares
 * their own profile with the tenant's own application.
 */
import { type ConsentDecision, decideConsent, type MfaFactor } from '@screenkit/core';
import type { Store } from '../store/store.js';
import { findClient } from '../tenant/tenant-lookup.js';
import { findAudience, isUserinfoApi } from './audience.js';
import { type Authorization, existingConsentCovers } from './transactions.js';

export interface ConsentRequest {
  authorization: Authorization;
  redirectUri: string;
  /** The server's origin (the userinfo audience is `<origin>/userinfo`). */
  origin: string;
  mfa: { required: boolean; factor?: MfaFactor | undefined };
}

export function consentFor(store: Store, request: ConsentRequest): ConsentDecision {
  const { authorization, redirectUri, origin, mfa } = request;
  const rs = findAudience(store, authorization.audience, origin);
  const client = findClient(store, authorization.clientId);
  const firstParty = client?.is_first_party !== false;
  const userinfoOnly = rs !== undefined && isUserinfoApi(rs, origin);
  return decideConsent({
    consentPolicy: rs?.consent_policy as never,
    isRichAuthorizationRequest: authorization.authorizationDetails !== undefined,
    mfaRequired: mfa.required,
    ...(mfa.factor ? { mfaFactor: mfa.factor } : {}),
    existingGrantCoversRequest: existingConsentCovers(store, authorization),
    verifiableFirstPartyClient:
      firstParty &&
      (userinfoOnly ||
        (rs?.skip_consent_for_verifiable_first_party_clients === true &&
          isVerifiableRedirect(redirectUri))),
    flow: 'authorization_code',
  });
}

/**
 * The service never skips consent for a redirect to the developer's own machine: anything
 * could listen there, so the application is not verifiably the one named.
 */
export function isVerifiableRedirect(redirectUri: string): boolean {
  const host = new URL(redirectUri, 'http://relative.invalid').hostname.toLowerCase();
  return !(
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\./.test(host)
  );
}
