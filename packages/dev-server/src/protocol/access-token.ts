/**
 * Access and ID tokens: RS256 JWTs (the service's default `signing_alg`) signed with the server's
 * key ring, so anyone can verify them against `/.well-known/jwks.json`. Access tokens carry the
 * granted `scope`, an RBAC API's `permissions` and the approved `authorization_details` (RFC
 * 9396 section 9.1).
 */
import { KeyObject, sign } from 'node:crypto';
import type { AuthorizationDetail } from '@screenkit/core';
import type { KeyRing, SigningKey } from '../tenant/signing-keys.js';
import { claimsForScopes } from '../tenant/user-claims.js';
import type { DemoSettings } from './demo-settings.js';

export const DEFAULT_TOKEN_LIFETIME = 86_400;
const ID_TOKEN_LIFETIME = 36_000;

export interface AccessTokenInput {
  issuer: string;
  subject: string;
  /** The API, or `[api, <issuer>userinfo]` when the token is also good at /userinfo. */
  audience: string | string[];
  clientId: string;
  scopes: readonly string[];
  /** The `permissions` claim of an API with RBAC that adds it (rbac.ts). */
  permissions?: readonly string[] | undefined;
  authorizationDetails?: AuthorizationDetail[] | undefined;
  lifetime: number;
  /** `client-credentials` for machine-to-machine tokens, as the service marks them. */
  grantType?: string;
  /** The organization logged in to: `org_id` and `org_name`, as the service adds them. */
  organization?: { id: string; name: string } | undefined;
}

/** Each RS256 key's Node KeyObject and encoded JWS header, made once per key. */
const signers = new WeakMap<SigningKey, { keyObject: KeyObject; header: string }>();

/**
 * The compact RS256 JWS of `payload`: byte for byte what jose's SignJWT makes (same header and
 * claim order; RS256 is deterministic), signed with node:crypto's one-shot `sign`, which costs
 * less CPU than jose's WebCrypto path. With a callback the RSA operation (about two thirds of
 * a refresh grant's CPU) runs on libuv's thread pool, as WebCrypto's does: the event loop
 * parses, checks and answers other requests meanwhile, so a busy server uses a second core
 * and /userinfo's latency does not queue behind signatures.
 */
async function signRs256(key: SigningKey, payload: Record<string, unknown>): Promise<string> {
  let signer = signers.get(key);
  if (!signer) {
    const header = { alg: 'RS256', kid: key.kid, typ: 'JWT' };
    signer = {
      keyObject: KeyObject.from(key.privateKey),
      header: Buffer.from(JSON.stringify(header)).toString('base64url'),
    };
    signers.set(key, signer);
  }
  const input = `${signer.header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  const { keyObject } = signer;
  const signature = await new Promise<Buffer>((resolve, reject) =>
    sign('sha256', Buffer.from(input), keyObject, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
  return `${input}.${signature.toString('base64url')}`;
}

/** `org_id` and `org_name` of the organization logged in to, as the service adds them. */
function addOrganization(
  payload: Record<string, unknown>,
  org: { id: string; name: string } | undefined,
): void {
  if (!org) return;
  payload.org_id = org.id;
  payload.org_name = org.name;
}

/** The registered claims, last in every token: `iss`, `sub`, `aud`, `iat`, `exp`. */
function addRegistered(
  payload: Record<string, unknown>,
  issuer: string,
  subject: string,
  audience: string | string[],
  lifetime: number,
): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  payload.iss = issuer;
  payload.sub = subject;
  payload.aud = audience;
  payload.iat = now;
  payload.exp = now + lifetime;
  return payload;
}

export async function signAccessToken(keys: KeyRing, input: AccessTokenInput): Promise<string> {
  const key = await keys.get('RS256');
  // One object built in the token's claim order (what JSON.stringify keeps): no spreads.
  const payload: Record<string, unknown> = {
    azp: input.clientId,
    scope: input.scopes.join(' '),
  };
  if (input.permissions) payload.permissions = input.permissions;
  addOrganization(payload, input.organization);
  if (input.authorizationDetails) payload.authorization_details = input.authorizationDetails;
  if (input.grantType) payload.gty = input.grantType;
  return signRs256(
    key,
    addRegistered(payload, input.issuer, input.subject, input.audience, input.lifetime),
  );
}

export async function signIdToken(
  keys: KeyRing,
  input: {
    issuer: string;
    clientId: string;
    user: DemoSettings['user'];
    /** The granted scopes: they decide which of the user's claims the token carries. */
    scopes: readonly string[];
    nonce?: string | undefined;
    amr: string[];
    /** When the user authenticated (epoch seconds). */
    authTime?: number | undefined;
    /** The signed-in user's claims (tenant/user-claims.ts); the demo user has only its own. */
    profile?: Record<string, unknown> | undefined;
    organization?: { id: string; name: string } | undefined;
    /** The login session's id (login-session.ts): what `/oidc/logout`'s `logout_hint` names. */
    sid?: string | undefined;
  },
): Promise<string> {
  const key = await keys.get('RS256');
  const identity = input.profile ?? {
    ...(input.user.name ? { name: input.user.name } : {}),
    ...(input.user.email ? { email: input.user.email } : {}),
  };
  // claimsForScopes answers a new object: the other claims follow on it, in the token's order.
  const payload = claimsForScopes(identity, input.scopes);
  payload.amr = input.amr;
  addOrganization(payload, input.organization);
  if (input.authTime !== undefined) payload.auth_time = input.authTime;
  if (input.nonce) payload.nonce = input.nonce;
  if (input.sid) payload.sid = input.sid;
  return signRs256(
    key,
    addRegistered(payload, input.issuer, input.user.id, input.clientId, ID_TOKEN_LIFETIME),
  );
}
