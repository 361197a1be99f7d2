/**
 * A user's OpenID Connect claims, and which of them a token's scopes release (OpenID Connect
 * Core 5.4): `profile` the name and picture claims, `email` the address and whether it is
 * verified, `phone` the number. The ID token and `/userinfo` both read this one rule.
 */
import type { UserRecord } from './users.js';

const SCOPE_CLAIMS: Record<string, readonly string[]> = {
  profile: ['name', 'family_name', 'given_name', 'nickname', 'picture', 'updated_at'],
  email: ['email', 'email_verified'],
  phone: ['phone_number', 'phone_number_verified'],
};

/** Every identity claim of a stored user (what the scopes then select from). */
export function userClaims(user: UserRecord): Record<string, unknown> {
  const claims: Record<string, unknown> = {
    email_verified: user.email_verified,
    updated_at: user.updated_at,
  };
  for (const key of [
    'name',
    'email',
    'nickname',
    'picture',
    'given_name',
    'family_name',
    'phone_number',
  ] as const) {
    if (user[key] !== undefined) claims[key] = user[key];
  }
  if (user.phone_number !== undefined) claims.phone_number_verified = user.phone_verified === true;
  return claims;
}

/** The claims `scopes` release, from `claims`. */
export function claimsForScopes(
  claims: Record<string, unknown>,
  scopes: readonly string[],
): Record<string, unknown> {
  const released: Record<string, unknown> = {};
  for (const scope of scopes) {
    for (const name of SCOPE_CLAIMS[scope] ?? []) {
      if (claims[name] !== undefined) released[name] = claims[name];
    }
  }
  return released;
}

/** Every claim some scope can release (discovery's `claims_supported`). */
export const SCOPED_CLAIMS = Object.values(SCOPE_CLAIMS).flat();
