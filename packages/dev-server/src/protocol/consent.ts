/**
 * The one consent decision of an authorization (seed 2.6): core's `decideConsent` fed with the
 * API's consent policy, whether the request is a rich one, the MFA outcome, the user's earlier
 * consents and whether the application is verifiably the one named. /authorize takes it for the
 * demo user, the login engine once the user has signed in (login/finish.ts), and silent
 * authentication (silent-auth.ts, `consent_required` instead of a screen), and the email approval
 * of a backchannel request (login/backchannel-approval.ts); all ask here.
 * A login for `/userinfo` alone asks a first-party application no consent: the user shares
 * their own profile with the tenant's own application (audience.ts).
 */
import { type ConsentDecision, decideConsent, type MfaFactor } from '@screenkit/core';
import type { Store } from '../store/store.js';
import { findClient } from '../tenant/applications.js';
import { findAudience, isUserinfoApi } from './audience.js';
import type { Authorization } from './authorization.js';
import { existingConsentCovers } from './user-consents.js';

export interface ConsentRequest extends Authorization {
  redirectUri: string;
}

/** What the user's authentication did for MFA: required with which factor, or not at all. */
export interface MfaOutcome {
  required: boolean;
  factor?: MfaFactor | undefined;
}

export function decideAuthorizationConsent(
  store: Store,
  request: ConsentRequest,
  mfa: MfaOutcome,
): ConsentDecision {
  const rs = findAudience(store, request.audience);
  const client = findClient(store, request.clientId);
  const firstParty = client?.is_first_party !== false;
  return decideConsent({
    consentPolicy: rs?.consent_policy as never,
    isRichAuthorizationRequest: request.authorizationDetails !== undefined,
    mfaRequired: mfa.required,
    ...(mfa.factor ? { mfaFactor: mfa.factor } : {}),
    existingGrantCoversRequest: existingConsentCovers(store, request),
    verifiableFirstPartyClient:
      firstParty &&
      ((rs !== undefined && isUserinfoApi(rs)) ||
        (rs?.skip_consent_for_verifiable_first_party_clients === true &&
          isVerifiableRedirect(request.redirectUri))),
    flow: 'authorization_code',
  });
}

/**
 * The consent of a backchannel (CIBA) request the user approves by email (seed 2.6, last
 * paragraph): always asked on a screen, the customized consent prompt for a RAR; existing
 * grants never skip it. (By push, the app carries consent: no screen.)
 */
export function decideBackchannelConsent(
  store: Store,
  request: Pick<Authorization, 'audience' | 'authorizationDetails'>,
): ConsentDecision {
  return decideConsent({
    consentPolicy: findAudience(store, request.audience)?.consent_policy as never,
    isRichAuthorizationRequest: request.authorizationDetails !== undefined,
    mfaRequired: false,
    mfaFactor: 'email',
    flow: 'ciba',
  });
}

/**
 * The service never skips consent for a redirect to the developer's own machine: anything
 * could listen there, so the application is not verifiably the one named.
 */
export function isVerifiableRedirect(redirectUri: string): boolean {
  const host = new URL(redirectUri).hostname.toLowerCase();
  return !(
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\./.test(host)
  );
}
