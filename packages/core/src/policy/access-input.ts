/**
 * What the access policy decides on (access.ts): the policies, a resource server's and a client
 * grant's shape, the token request's inputs, and their checks: a typed PolicyError naming the
 * offending input for anything malformed, an unknown policy, or `allow_all` for client access.
 */
import { PolicyError } from './policy-error.js';

export const ACCESS_POLICIES = ['allow_all', 'require_client_grant', 'deny_all'] as const;
export type AccessPolicy = (typeof ACCESS_POLICIES)[number];
export type SubjectType = 'user' | 'client';

export interface SubjectTypeAuthorization {
  user?: { policy?: AccessPolicy } | null;
  client?: { policy?: AccessPolicy } | null;
}

export interface PolicyResourceServer {
  identifier: string;
  subject_type_authorization?: SubjectTypeAuthorization | null;
}

export interface PolicyClientGrant {
  client_id?: string;
  audience: string;
  scope: readonly string[];
  /** Unset means `client`, as in the Management API. */
  subject_type?: SubjectType;
}

export interface TokenRequestInput {
  /** OAuth grant type, e.g. `client_credentials`, `authorization_code`, `refresh_token`. */
  grantType: string;
  resourceServer: PolicyResourceServer;
  /** The application's client grant(s); the one matching audience and subject type counts. */
  clientGrant?: PolicyClientGrant | readonly PolicyClientGrant[] | null;
  /** Scopes the request states; `undefined` (or empty) when it states none. */
  requestedScopes?: readonly string[];
  /** Refresh token requests: the scopes of the original access token. */
  originalScopes?: readonly string[];
}

/** `clientGrant` takes one grant, a list or nothing: always a list here. */
export function grantList(grants: TokenRequestInput['clientGrant']): readonly PolicyClientGrant[] {
  return grants == null ? [] : Array.isArray(grants) ? grants : [grants as PolicyClientGrant];
}

export function findGrant(
  grants: TokenRequestInput['clientGrant'],
  audience: string,
  subject: SubjectType,
): PolicyClientGrant | undefined {
  return grantList(grants).find(
    (g) => g.audience === audience && (g.subject_type ?? 'client') === subject,
  );
}

export function checkPolicy(policy: unknown, subject: SubjectType): AccessPolicy | undefined {
  if (policy === undefined || policy === null) return undefined;
  const path = `resourceServer.subject_type_authorization.${subject}.policy`;
  if (!(ACCESS_POLICIES as readonly unknown[]).includes(policy)) {
    throw new PolicyError(
      'unknown_access_policy',
      path,
      `Unknown access policy ${JSON.stringify(policy)}; expected one of ${ACCESS_POLICIES.join(', ')}`,
    );
  }
  if (subject === 'client' && policy === 'allow_all') {
    throw new PolicyError(
      'client_policy_allow_all',
      path,
      'allow_all can be set for user access flows only; client access takes require_client_grant or deny_all',
    );
  }
  return policy as AccessPolicy;
}

export function checkTokenInput(input: TokenRequestInput): TokenRequestInput {
  if (input === null || typeof input !== 'object') {
    throw new PolicyError(
      'policy_input_type',
      '',
      'evaluateTokenRequest expects an object of inputs',
    );
  }
  if (typeof input.grantType !== 'string' || input.grantType === '') {
    throw new PolicyError('policy_input_type', 'grantType', 'grantType must be a non-empty string');
  }
  const rs = input.resourceServer;
  if (rs === null || typeof rs !== 'object' || typeof rs.identifier !== 'string') {
    throw new PolicyError(
      'policy_input_type',
      'resourceServer.identifier',
      'resourceServer must be an object with a string identifier',
    );
  }
  for (const key of ['requestedScopes', 'originalScopes'] as const) {
    const scopes = input[key];
    if (
      scopes !== undefined &&
      (!Array.isArray(scopes) || scopes.some((s) => typeof s !== 'string'))
    ) {
      throw new PolicyError('policy_input_type', key, `${key} must be an array of strings`);
    }
  }
  const grants = input.clientGrant;
  grantList(grants).forEach((g: unknown, i) => {
    const grant = g as PolicyClientGrant | null;
    const path = Array.isArray(grants) ? `clientGrant[${i}]` : 'clientGrant';
    if (
      grant === null ||
      typeof grant !== 'object' ||
      typeof grant.audience !== 'string' ||
      !Array.isArray(grant.scope)
    ) {
      throw new PolicyError(
        'policy_input_type',
        path,
        `${path} must be a client grant with audience and scope[]`,
      );
    }
  });
  return input;
}
