/**
 * PKCE (RFC 7636): the challenge /authorize takes, the shape of challenges and verifiers, and
 * the check at the token endpoint.
 */
import { createHash } from 'node:crypto';
import { OAuthError } from './oauth-error.js';

/** RFC 7636 4.1: a code verifier (and a plain challenge) is 43-128 unreserved characters. */
export const PKCE_VALUE = /^[A-Za-z0-9._~-]{43,128}$/;

/** The request's `code_challenge` and method (`plain` when only a challenge is sent), checked. */
export function readCodeChallenge(
  challenge: string | undefined,
  method: string | undefined,
): { codeChallenge: string; codeChallengeMethod: 'S256' | 'plain' } | undefined {
  if (method !== undefined && !challenge) {
    throw new OAuthError(
      'invalid_request',
      'code_challenge_method was sent without code_challenge',
      'code_challenge',
    );
  }
  if (challenge === undefined) return undefined;
  if (!PKCE_VALUE.test(challenge)) {
    throw new OAuthError(
      'invalid_request',
      'code_challenge must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~ (RFC 7636)',
      'code_challenge',
    );
  }
  const codeChallengeMethod = method ?? 'plain';
  if (codeChallengeMethod !== 'S256' && codeChallengeMethod !== 'plain') {
    throw new OAuthError(
      'invalid_request',
      'code_challenge_method must be S256 or plain',
      'code_challenge_method',
    );
  }
  return { codeChallenge: challenge, codeChallengeMethod };
}

export function checkPkce(
  challenge: string | undefined,
  method: 'S256' | 'plain' | undefined,
  verifier: string | undefined,
): void {
  if (!challenge) return;
  if (!verifier)
    throw new OAuthError(
      'invalid_grant',
      'code_verifier is required (the authorization request used PKCE)',
      'code_verifier',
    );
  if (!PKCE_VALUE.test(verifier))
    throw new OAuthError(
      'invalid_grant',
      'code_verifier must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~ (RFC 7636)',
      'code_verifier',
    );
  const computed =
    method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  if (computed !== challenge)
    throw new OAuthError(
      'invalid_grant',
      'code_verifier does not match the code_challenge',
      'code_verifier',
    );
}
