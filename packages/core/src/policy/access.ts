/**
 * Whether a token request may obtain an access token for an API (seed sections 2.4, 2.6, 7).
 *
 * - Client access is the Client Credentials grant; every other grant is user access.
 * - Unset policies take the creation defaults: user `allow_all`, client `require_client_grant`.
 * - `allow_all` (user access only): any application; the token gets the requested scopes.
 * - `require_client_grant`: a client grant of the matching subject type for this API is needed;
 *   its scopes are the ceiling and the request must state its scopes explicitly, except a
 *   refresh-token request without scopes, which gets the original token's scopes.
 * - `deny_all`: nothing, whatever the grants.
 * - Any refresh-token request may only narrow the original scopes (RFC 6749 section 6).
 *
 * Denials carry the OAuth 2.0 error a token endpoint answers (the seed leaves it "not shown";
 * our choice): `access_denied` for `deny_all`, `unauthorized_client` for a missing client
 * grant, `invalid_scope` for scopes not stated or above the ceiling.
 */
import {
  type AccessPolicy,
  checkPolicy,
  checkTokenInput,
  findGrant,
  type PolicyClientGrant,
  type SubjectType,
  type SubjectTypeAuthorization,
  type TokenRequestInput,
} from './access-input.js';
import { PolicyError } from './policy-error.js';

export {
  ACCESS_POLICIES,
  type AccessPolicy,
  type PolicyClientGrant,
  type PolicyResourceServer,
  type SubjectType,
  type SubjectTypeAuthorization,
  type TokenRequestInput,
} from './access-input.js';

export type TokenDenialError = 'access_denied' | 'unauthorized_client' | 'invalid_scope';

interface DecisionBase {
  access: SubjectType;
  policy: AccessPolicy;
  /** Stable id of the rule applied, e.g. `require_client_grant/no-grant`. */
  rule: string;
  /** A sentence naming the policy and the rule that decided. */
  reason: string;
}

export interface TokenAllowed extends DecisionBase {
  outcome: 'allowed';
  /** Scopes of the access token to issue. */
  scopes: string[];
  scopesFrom: 'request' | 'original-token';
}

export interface TokenDenied extends DecisionBase {
  outcome: 'denied';
  error: TokenDenialError;
}

export type TokenDecision = TokenAllowed | TokenDenied;

/** OpenID Connect scopes are about the user's identity, not API permissions: no ceiling. */
export const OIDC_SCOPES: ReadonlySet<string> = new Set([
  'openid',
  'profile',
  'email',
  'address',
  'phone',
  'offline_access',
]);

export function accessOfGrantType(grantType: string): SubjectType {
  return grantType === 'client_credentials' ? 'client' : 'user';
}

/** The effective policies of a resource server, with the creation defaults filled in. */
export function resolveAccessPolicies(
  authorization: SubjectTypeAuthorization | null | undefined,
): Record<SubjectType, AccessPolicy> {
  return {
    user: checkPolicy(authorization?.user?.policy, 'user') ?? 'allow_all',
    client: checkPolicy(authorization?.client?.policy, 'client') ?? 'require_client_grant',
  };
}

export function evaluateTokenRequest(input: TokenRequestInput): TokenDecision {
  const { grantType, resourceServer } = checkTokenInput(input);
  const access = accessOfGrantType(grantType);
  const policy = resolveAccessPolicies(resourceServer.subject_type_authorization)[access];
  const api = JSON.stringify(resourceServer.identifier);
  const who = `${access} access policy ${policy} of API ${api}`;
  const isRefresh = grantType === 'refresh_token';
  const requested = nonEmpty(input.requestedScopes);
  const original = input.originalScopes ? [...input.originalScopes] : undefined;
  const denied = (error: TokenDenialError, rule: string, reason: string): TokenDenied => ({
    outcome: 'denied',
    access,
    policy,
    error,
    rule: `${policy}/${rule}`,
    reason,
  });
  const allowed = (
    scopes: string[],
    scopesFrom: TokenAllowed['scopesFrom'],
    rule: string,
    reason: string,
  ): TokenAllowed => ({
    outcome: 'allowed',
    access,
    policy,
    scopes,
    scopesFrom,
    rule: `${policy}/${rule}`,
    reason,
  });

  if (policy === 'deny_all') {
    return denied(
      'access_denied',
      'deny',
      `${who}: no application can obtain an access token for this API, regardless of any grants`,
    );
  }

  if (isRefresh && requested && original) {
    const beyond = requested.filter((s) => !original.includes(s));
    if (beyond.length > 0) {
      return denied(
        'invalid_scope',
        'refresh-beyond-original',
        `${who}: a refresh token request cannot add scopes the original token did not have (${beyond.join(' ')})`,
      );
    }
  }
  if (isRefresh && !requested && !original) {
    throw new PolicyError(
      'policy_input_type',
      'originalScopes',
      'A refresh_token request without scopes needs originalScopes, the scopes of the original token',
    );
  }

  let grant: PolicyClientGrant | undefined;
  if (policy === 'require_client_grant') {
    grant = findGrant(input.clientGrant, resourceServer.identifier, access);
    if (!grant) {
      return denied(
        'unauthorized_client',
        'no-grant',
        `${who}: only applications with a client grant (subject type ${access}) for this API can obtain an access token, and this one has none`,
      );
    }
    if (!requested && !isRefresh) {
      return denied(
        'invalid_scope',
        'scopes-not-stated',
        `${who}: the token request must state the required scopes explicitly`,
      );
    }
    const ceiling = grant.scope;
    const over = (requested ?? []).filter(
      (s) => !ceiling.includes(s) && !(access === 'user' && OIDC_SCOPES.has(s)),
    );
    if (over.length > 0) {
      return denied(
        'invalid_scope',
        'above-grant',
        `${who}: the client grant sets the maximum permissions and does not include ${over.join(' ')}`,
      );
    }
  }

  if (requested) {
    return allowed(
      requested,
      'request',
      'allowed',
      policy === 'allow_all'
        ? `${who}: any application can obtain an access token; no grant is needed`
        : `${who}: the application's client grant covers the requested scopes`,
    );
  }
  if (isRefresh) {
    return allowed(
      original ?? [],
      'original-token',
      'refresh-original-scopes',
      `${who}: a refresh token request without scopes gets all scopes of the original access token`,
    );
  }
  // allow_all with no scopes stated: a token without API scopes.
  return allowed(
    [],
    'request',
    'allowed',
    `${who}: any application can obtain an access token; no scopes were requested`,
  );
}

function nonEmpty(scopes: readonly string[] | undefined): string[] | undefined {
  return scopes && scopes.length > 0 ? [...scopes] : undefined;
}
