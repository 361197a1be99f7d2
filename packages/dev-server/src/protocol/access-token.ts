/**
 * Access and ID tokens: RS256 JWTs (the service's default `signing_alg`) signed with the server's
 * key ring, so anyone can verify them against `/.well-known/jwks.json`. Access tokens carry the
 * granted `scope` and the approved `authorization_details` (RFC 9396 section 9.1).
 */
import type { AuthorizationDetail } from '@screenkit/core';
import { SignJWT } from 'jose';
import type { DemoSettings } from '../tenant/demo-settings.js';
import type { KeyRing } from '../tenant/signing-keys.js';

export const DEFAULT_TOKEN_LIFETIME = 86_400;
const ID_TOKEN_LIFETIME = 36_000;

export interface AccessTokenInput {
  issuer: string;
  subject: string;
  audience: string;
  clientId: string;
  scopes: readonly string[];
  authorizationDetails?: AuthorizationDetail[] | undefined;
  lifetime: number;
  /** `client-credentials` for machine-to-machine tokens, as the service marks them. */
  grantType?: string;
  /** The organization logged in to: `org_id` and `org_name`, as the service adds them. */
  organization?: { id: string; name: string } | undefined;
}

const organizationClaims = (org: { id: string; name: string } | undefined) =>
  org ? { org_id: org.id, org_name: org.name } : {};

export async function signAccessToken(keys: KeyRing, input: AccessTokenInput): Promise<string> {
  const key = await keys.get('RS256');
  const claims: Record<string, unknown> = {
    azp: input.clientId,
    scope: input.scopes.join(' '),
    ...organizationClaims(input.organization),
  };
  if (input.authorizationDetails) claims.authorization_details = input.authorizationDetails;
  if (input.grantType) claims.gty = input.grantType;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(input.issuer)
    .setSubject(input.subject)
    .setAudience(input.audience)
    .setIssuedAt(now)
    .setExpirationTime(now + input.lifetime)
    .sign(key.privateKey);
}

export async function signIdToken(
  keys: KeyRing,
  input: {
    issuer: string;
    clientId: string;
    user: DemoSettings['user'];
    nonce?: string | undefined;
    amr: string[];
    /** Profile claims of the signed-in user (email_verified, nickname, picture, updated_at). */
    profile?: Record<string, unknown> | undefined;
    organization?: { id: string; name: string } | undefined;
  },
): Promise<string> {
  const key = await keys.get('RS256');
  const claims: Record<string, unknown> = {
    ...input.profile,
    amr: input.amr,
    ...organizationClaims(input.organization),
  };
  if (input.user.name) claims.name = input.user.name;
  if (input.user.email) claims.email = input.user.email;
  if (input.nonce) claims.nonce = input.nonce;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(input.issuer)
    .setSubject(input.user.id)
    .setAudience(input.clientId)
    .setIssuedAt(now)
    .setExpirationTime(now + ID_TOKEN_LIFETIME)
    .sign(key.privateKey);
}
