/**
 * Management API tokens: ES256 JWTs signed with the store's key, carrying the granted scopes
 * in a space-separated `scope` claim (as the service's tokens do) and the management audience.
 */
import { join } from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import { DEFAULT_STORE_DIR } from '../store/store.js';
import { type KeyRing, openKeyRing } from '../tenant/signing-keys.js';

export const MANAGEMENT_AUDIENCE = 'urn:screenkit:management-api';
export const TOKEN_ISSUER = 'urn:screenkit:dev-server';

/** Every scope the Management API mock checks. */
export const MANAGEMENT_SCOPES = [
  'read:resource_servers',
  'create:resource_servers',
  'update:resource_servers',
  'delete:resource_servers',
  'read:client_grants',
  'create:client_grants',
  'update:client_grants',
  'delete:client_grants',
  'read:prompts',
  'update:prompts',
  'read:clients',
  'create:clients',
  'update:clients',
  'delete:clients',
  'update:client_keys',
  'read:users',
  'create:users',
  'update:users',
  'delete:users',
  'read:connections',
  'create:connections',
  'update:connections',
  'delete:connections',
  'read:authentication_methods',
  'create:authentication_methods',
  'delete:authentication_methods',
  'read:sessions',
  'delete:sessions',
  'read:organizations',
  'create:organizations',
  'update:organizations',
  'delete:organizations',
  'read:organization_members',
  'create:organization_members',
  'delete:organization_members',
  'read:organization_member_roles',
  'create:organization_member_roles',
  'delete:organization_member_roles',
  'read:roles',
  'create:roles',
  'update:roles',
  'delete:roles',
  'read:role_members',
  'create:role_members',
  'delete:role_members',
  'read:organization_connections',
  'create:organization_connections',
  'update:organization_connections',
  'delete:organization_connections',
  'read:organization_invitations',
  'create:organization_invitations',
  'delete:organization_invitations',
  'read:tenant_settings',
  'update:tenant_settings',
  'read:branding',
  'update:branding',
  'create:branding',
  'delete:branding',
  'read:custom_domains',
  'create:custom_domains',
  'update:custom_domains',
  'delete:custom_domains',
] as const;

export interface SignManagementTokenOptions {
  scopes?: readonly string[];
  /** Lifetime in seconds; default 24 hours. */
  expiresIn?: number;
  subject?: string;
}

export async function signManagementToken(
  keys: KeyRing,
  {
    scopes = MANAGEMENT_SCOPES,
    expiresIn = 86_400,
    subject = 'screenkit-cli',
  }: SignManagementTokenOptions = {},
): Promise<string> {
  const key = await keys.get('ES256');
  return new SignJWT({ scope: scopes.join(' ') })
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(MANAGEMENT_AUDIENCE)
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
    .sign(key.privateKey);
}

export interface IssueManagementTokenOptions extends SignManagementTokenOptions {
  /** Store folder whose key signs the token (default `.screenkit`). */
  storeDir?: string;
}

/** A token that a dev server running on the same store accepts (what `screenkit token` prints). */
export function issueManagementToken(options: IssueManagementTokenOptions = {}): Promise<string> {
  const keys = openKeyRing(join(options.storeDir ?? DEFAULT_STORE_DIR, 'keys'));
  return signManagementToken(keys, options);
}

export interface VerifiedToken {
  scopes: ReadonlySet<string>;
  subject: string | undefined;
  expiresAt: number;
}

/**
 * How far in the future a token's `iat` may be: the clock skew between the machine that signed
 * it and this one. Beyond it the token is refused, as a token dated a year ahead would otherwise
 * be valid for as long as its `exp` says, whatever was meant.
 */
export const CLOCK_TOLERANCE_SECONDS = 60;

/**
 * Verifies a management token; throws (any error) when it is not one of ours, expired, undated
 * (`iat` missing) or dated in the future.
 */
export async function verifyManagementToken(keys: KeyRing, token: string): Promise<VerifiedToken> {
  const { payload } = await jwtVerify(
    token,
    async (header) => {
      const key = header.kid ? await keys.byKid(header.kid) : undefined;
      if (!key || key.alg !== header.alg) throw new Error('unknown signing key');
      return key.publicKey;
    },
    {
      audience: MANAGEMENT_AUDIENCE,
      issuer: TOKEN_ISSUER,
      algorithms: ['ES256'],
      requiredClaims: ['iat', 'exp'],
    },
  );
  if ((payload.iat as number) > Date.now() / 1000 + CLOCK_TOLERANCE_SECONDS)
    throw new Error('the token is dated in the future (iat)');
  const scope = typeof payload.scope === 'string' ? payload.scope : '';
  return {
    scopes: new Set(scope.split(' ').filter(Boolean)),
    subject: payload.sub,
    expiresAt: payload.exp ?? 0,
  };
}
