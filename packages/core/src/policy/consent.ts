/**
 * Which consent the service shows for an authorization request (seed section 2.6).
 *
 * Consent policies:
 * - `standard`, undefined and `null` follow the seed's 2.6 table. `null` is how the Management
 *   API unsets the field, so it means "undefined". (Older vendor docs rejected RAR under
 *   null/undefined with `invalid_request`; the seed supersedes that and we follow the seed.)
 * - `transactional-authorization-with-mfa` (REFERENCE section 2; the vendor's transactional
 *   authorization policy): the resource owner's explicit consent is always asked, so existing
 *   grants never skip it and the customized prompt is used; after the MFA challenge when one is
 *   required; in the mobile app when the factor is a push notification.
 *
 * Flows: `authorization_code` decides by the table. `ciba` (Client-Initiated Backchannel
 * Authentication) reaches the user through its notification channel, passed as `mfaFactor`:
 * `push-notification` carries consent to the mobile app; `email` links to hosted approval and
 * rejection screens, which for a RAR must be the customized consent prompt (seed 2.6, last
 * paragraph). A backchannel request is approved per request, so existing grants never skip it.
 */
import { PolicyError } from './policy-error.js';

export const CONSENT_POLICIES = ['standard', 'transactional-authorization-with-mfa'] as const;
/** `null` and `undefined` behave as `standard` (see above). */
export type ConsentPolicy = (typeof CONSENT_POLICIES)[number] | null | undefined;

export const MFA_FACTORS = [
  'otp',
  'sms',
  'voice',
  'email',
  'push-notification',
  'webauthn-roaming',
  'webauthn-platform',
  'recovery-code',
] as const;
export type MfaFactor = (typeof MFA_FACTORS)[number];

export const CONSENT_FLOWS = ['authorization_code', 'ciba'] as const;
export type ConsentFlow = (typeof CONSENT_FLOWS)[number];

export interface ConsentInput {
  consentPolicy?: ConsentPolicy;
  isRichAuthorizationRequest: boolean;
  mfaRequired: boolean;
  /** The MFA factor (authorization code flow) or notification channel (CIBA). */
  mfaFactor?: MfaFactor;
  /** A grant the user already gave includes all the requested access. */
  existingGrantCoversRequest?: boolean;
  /** Defaults to `authorization_code`. */
  flow?: ConsentFlow;
  /**
   * The API has `skip_consent_for_verifiable_first_party_clients`, the application is first
   * party and its redirect URI is verifiable (the service never counts `localhost` as such).
   * Skips standard consent for a request that is not a RAR, as on the service.
   */
  verifiableFirstPartyClient?: boolean;
}

export type ConsentOutcome =
  /** The `consent` screen lists the scopes. */
  | 'standard-consent'
  /** The `customized-consent` screen renders the authorization_details. */
  | 'customized-consent'
  /** The `customized-consent` screen, once the user has completed the MFA challenge. */
  | 'customized-consent-after-mfa'
  /** No screen: the mobile app receiving the push challenge handles consent. */
  | 'consent-in-mobile-app'
  /** No screen: an existing grant already includes the requested access. */
  | 'skip-existing-grant'
  /** No screen: the API skips consent for verifiable first-party applications. */
  | 'skip-first-party';

export interface ConsentDecision {
  outcome: ConsentOutcome;
  /** The login screen to show, or `null` when the service shows none. */
  screen: 'consent' | 'customized-consent' | null;
  /** The MFA challenge comes before the consent screen. */
  afterMfa: boolean;
  /** The customized consent prompt (partials) must be configured for this flow to work. */
  customizedPromptRequired: boolean;
  /** Stable id of the rule applied, e.g. `standard/rar-mfa-push`. */
  rule: string;
  /** A sentence naming the policy and the rule that decided. */
  reason: string;
}

export function decideConsent(input: ConsentInput): ConsentDecision {
  const checked = checkConsentInput(input);
  const { policy, rar, mfaRequired, factor, covered, flow } = checked;
  const policyName = policy === 'standard' ? 'standard (or undefined)' : policy;
  const where = `consent policy ${policyName}`;

  if (flow === 'ciba') {
    if (factor === 'push-notification') {
      return decision(
        'consent-in-mobile-app',
        `${policy}/ciba-push`,
        `${where}, CIBA with push notification: the mobile app receiving the push handles consent`,
      );
    }
    if (rar) {
      return decision(
        'customized-consent',
        `${policy}/ciba-email-rar`,
        `${where}, CIBA email variant with RAR: the customized consent prompt shows the approval and rejection screens (seed 2.6)`,
        { customizedPromptRequired: true },
      );
    }
    return policy === 'standard'
      ? decision(
          'standard-consent',
          'standard/ciba-email',
          `${where}, CIBA email variant without RAR: the user approves the backchannel request on the consent screen; existing grants do not apply`,
        )
      : decision(
          'customized-consent',
          'transactional-authorization-with-mfa/ciba-email',
          `${where}, CIBA email variant: explicit consent is always asked on the customized consent prompt`,
          { customizedPromptRequired: true },
        );
  }

  if (policy === 'standard') {
    if (!rar && checked.firstParty) {
      return decision(
        'skip-first-party',
        'standard/first-party-skip',
        `${where}, not a RAR: the API skips consent for verifiable first-party applications (skip_consent_for_verifiable_first_party_clients)`,
      );
    }
    if (!rar) {
      // The 2.6 table has no "not RAR, MFA required" row: MFA does not change standard consent.
      const row = mfaRequired ? 'standard/no-rar-mfa' : 'standard/no-rar-no-mfa';
      return covered
        ? decision(
            'skip-existing-grant',
            row,
            `${where}, not a RAR: an existing grant already includes the requested access, so no consent is shown`,
          )
        : decision(
            'standard-consent',
            row,
            `${where}, not a RAR: standard consent is shown (no existing grant includes the requested access)`,
          );
    }
    if (!mfaRequired) {
      return decision(
        'customized-consent',
        'standard/rar-no-mfa',
        `${where}, RAR without MFA: customized consent is shown`,
        { customizedPromptRequired: true },
      );
    }
    return factor === 'push-notification'
      ? decision(
          'consent-in-mobile-app',
          'standard/rar-mfa-push',
          `${where}, RAR with a push-notification MFA factor: no consent is shown; the mobile app receiving the push handles it`,
        )
      : decision(
          'customized-consent-after-mfa',
          'standard/rar-mfa-other',
          `${where}, RAR with MFA factor ${factor}: customized consent is shown after the MFA challenge`,
          { customizedPromptRequired: true },
        );
  }

  // transactional-authorization-with-mfa: explicit, customized consent every time.
  const kind = rar ? 'rar' : 'no-rar';
  if (!mfaRequired) {
    return decision(
      'customized-consent',
      `${policy}/${kind}-no-mfa`,
      `${where}: customized consent is shown regardless of previously granted access`,
      { customizedPromptRequired: true },
    );
  }
  return factor === 'push-notification'
    ? decision(
        'consent-in-mobile-app',
        `${policy}/${kind}-mfa-push`,
        `${where}, push-notification MFA factor: no consent is shown; the mobile app receiving the push handles it`,
      )
    : decision(
        'customized-consent-after-mfa',
        `${policy}/${kind}-mfa-other`,
        `${where}, MFA factor ${factor}: customized consent is shown after the MFA challenge, regardless of previously granted access`,
        { customizedPromptRequired: true },
      );
}

const SCREEN_OF: Record<ConsentOutcome, ConsentDecision['screen']> = {
  'standard-consent': 'consent',
  'customized-consent': 'customized-consent',
  'customized-consent-after-mfa': 'customized-consent',
  'consent-in-mobile-app': null,
  'skip-existing-grant': null,
  'skip-first-party': null,
};

function decision(
  outcome: ConsentOutcome,
  rule: string,
  reason: string,
  extra: { customizedPromptRequired?: boolean } = {},
): ConsentDecision {
  return {
    outcome,
    screen: SCREEN_OF[outcome],
    afterMfa: outcome === 'customized-consent-after-mfa',
    customizedPromptRequired: extra.customizedPromptRequired ?? false,
    rule,
    reason,
  };
}

interface CheckedConsentInput {
  policy: 'standard' | 'transactional-authorization-with-mfa';
  rar: boolean;
  mfaRequired: boolean;
  factor: MfaFactor | undefined;
  covered: boolean;
  firstParty: boolean;
  flow: ConsentFlow;
}

/** Input comes from JavaScript callers and stored configuration: check every field. */
function checkConsentInput(input: ConsentInput): CheckedConsentInput {
  if (input === null || typeof input !== 'object') {
    throw new PolicyError('policy_input_type', '', 'decideConsent expects an object of inputs');
  }
  const { consentPolicy, isRichAuthorizationRequest, mfaRequired, mfaFactor, flow } = input;
  const existing = input.existingGrantCoversRequest ?? false;
  if (
    consentPolicy !== undefined &&
    consentPolicy !== null &&
    !(CONSENT_POLICIES as readonly unknown[]).includes(consentPolicy)
  ) {
    throw new PolicyError(
      'unknown_consent_policy',
      'consentPolicy',
      `Unknown consent policy ${JSON.stringify(consentPolicy)}; expected one of ${CONSENT_POLICIES.join(', ')}, null or undefined`,
    );
  }
  expectBoolean(isRichAuthorizationRequest, 'isRichAuthorizationRequest');
  expectBoolean(mfaRequired, 'mfaRequired');
  expectBoolean(existing, 'existingGrantCoversRequest');
  const firstParty = input.verifiableFirstPartyClient ?? false;
  expectBoolean(firstParty, 'verifiableFirstPartyClient');
  if (mfaFactor !== undefined && !(MFA_FACTORS as readonly unknown[]).includes(mfaFactor)) {
    throw new PolicyError(
      'unknown_mfa_factor',
      'mfaFactor',
      `Unknown MFA factor ${JSON.stringify(mfaFactor)}; expected one of ${MFA_FACTORS.join(', ')}`,
    );
  }
  const theFlow = flow ?? 'authorization_code';
  if (!(CONSENT_FLOWS as readonly unknown[]).includes(theFlow)) {
    throw new PolicyError(
      'unknown_flow',
      'flow',
      `Unknown flow ${JSON.stringify(flow)}; expected one of ${CONSENT_FLOWS.join(', ')}`,
    );
  }
  if (theFlow === 'ciba' && mfaFactor !== 'push-notification' && mfaFactor !== 'email') {
    throw new PolicyError(
      'unsupported_ciba_channel',
      'mfaFactor',
      `CIBA notifies the user by push-notification or email; got ${JSON.stringify(mfaFactor)}`,
    );
  }
  // The factor only matters where the table splits on it: a RAR, or the transactional policy.
  const factorDecides =
    isRichAuthorizationRequest || consentPolicy === 'transactional-authorization-with-mfa';
  if (theFlow === 'authorization_code' && mfaRequired && factorDecides && mfaFactor === undefined) {
    throw new PolicyError(
      'missing_mfa_factor',
      'mfaFactor',
      'mfaRequired is true but no mfaFactor is given; the factor decides between customized consent after MFA and consent in the mobile app',
    );
  }
  return {
    policy: consentPolicy ?? 'standard',
    rar: isRichAuthorizationRequest,
    mfaRequired,
    factor: mfaFactor,
    covered: existing,
    firstParty,
    flow: theFlow,
  };
}

function expectBoolean(value: unknown, path: string): void {
  if (typeof value !== 'boolean') {
    throw new PolicyError(
      'policy_input_type',
      path,
      `${path} must be a boolean, got ${value === null ? 'null' : typeof value}`,
    );
  }
}
