/**
 * `id_token_hint` at logout: an ID token this tenant issued (signed by its key ring, its
 * issuer, not expired) to an application of the tenant. What it names is trusted only once
 * all of that holds; a forged, altered, expired or foreign token, or an access token passed
 * instead, is refused with `invalid_request`.
 */
import { jwtVerify } from 'jose';
import type { KeyRing } from '../tenant/signing-keys.js';
import { OAuthError } from './oauth-error.js';

export interface IdTokenHint {
  /** The application it was issued to (`aud`). */
  clientId: string;
  /** The user (`sub`). */
  subject: string;
  /** The login session it was issued in (`sid`), if any. */
  sid?: string;
}

export async function verifyIdTokenHint(
  keys: KeyRing,
  token: string,
  issuer: string,
  isClient: (clientId: string) => boolean,
): Promise<IdTokenHint> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(
      token,
      async (header) => {
        const key = header.kid ? await keys.byKid(header.kid) : undefined;
        if (!key || key.alg !== header.alg) throw new Error('unknown signing key');
        return key.publicKey;
      },
      { issuer, algorithms: ['RS256'], requiredClaims: ['sub', 'aud', 'exp'] },
    ));
  } catch (error) {
    const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
    throw new OAuthError(
      'invalid_request',
      expired
        ? 'id_token_hint has expired'
        : 'id_token_hint is not a valid ID token issued by this tenant',
      'id_token_hint',
    );
  }
  const { aud, sub, sid } = payload;
  // An ID token's audience is the one application it was issued to (an access token's is an API).
  if (typeof aud !== 'string' || !isClient(aud) || typeof sub !== 'string') {
    throw new OAuthError(
      'invalid_request',
      'id_token_hint is not an ID token issued to an application of this tenant',
      'id_token_hint',
    );
  }
  return { clientId: aud, subject: sub, ...(typeof sid === 'string' ? { sid } : {}) };
}
