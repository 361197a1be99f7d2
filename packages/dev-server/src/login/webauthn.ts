/**
 * The relying party side of WebAuthn for passkeys and MFA security keys, verified with
 * @simplewebauthn/server: the `public_key` options the service puts in `screen.data.passkey`
 * (creation options on enrolment screens, request options on login and challenge screens),
 * single-use challenges bound to the login transaction, and the checks of what the browser
 * sends back (challenge, origin, RP ID, signature, user presence/verification, counter).
 * The relying party is the origin the browser used for /authorize (`login.origin`).
 */
import { randomBytes } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { EnrolledFactor, UserRecord } from '../tenant/users.js';
import type { LoginState, WebauthnState } from './login-state.js';

/** What a challenge is for: a response made for one ceremony never passes another. */
export type CeremonyPurpose =
  | 'passkey-login'
  | 'passkey-enrollment'
  | 'webauthn-roaming-enrollment'
  | 'webauthn-platform-enrollment'
  | 'webauthn-challenge';

const CHALLENGE_TTL_MS = 5 * 60_000;
// Loaded on the first WebAuthn check: the library (and its ASN.1 and CBOR parts) would add
// seconds to every `screenkit dev` start on a busy machine.
const library = () => import('@simplewebauthn/server');
/** ES256 and RS256, the algorithms the service offers. */
const ALGORITHMS = [-7, -257];

export type StoredCredential = Pick<
  EnrolledFactor,
  'credential_id' | 'public_key' | 'counter' | 'transports'
>;

export type CeremonyFailure = 'challenge-expired' | 'verification-failed';

export function relyingParty(
  login: LoginState,
  name: string,
): { id: string; origin: string; name: string } {
  const origin = login.origin ?? 'http://localhost';
  return { id: new URL(origin).hostname, origin, name };
}

/** The transaction's WebAuthn state, created on first use. */
export function webauthnOf(login: LoginState): WebauthnState {
  login.webauthn ??= {};
  return login.webauthn;
}

/**
 * The challenge a page of this transaction shows for `purpose`: the live one if the page is
 * served again, else a fresh one (32 random bytes). Consumed by the next verification.
 */
export function challengeFor(
  login: LoginState,
  purpose: CeremonyPurpose,
  now = Date.now(),
): string {
  const state = webauthnOf(login);
  const live = state.challenge;
  if (live && live.purpose === purpose && live.expiresAt > now) return live.value;
  const value = randomBytes(32).toString('base64url');
  state.challenge = { value, purpose, expiresAt: now + CHALLENGE_TTL_MS };
  return value;
}

/** Takes the challenge out of the transaction (used once, whatever the outcome). */
function takeChallenge(
  login: LoginState,
  purpose: CeremonyPurpose,
  now = Date.now(),
): string | CeremonyFailure {
  const live = login.webauthn?.challenge;
  if (login.webauthn) delete login.webauthn.challenge;
  if (!live || live.purpose !== purpose) return 'verification-failed';
  if (live.expiresAt <= now) return 'challenge-expired';
  return live.value;
}

/** The WebAuthn user handle of a user: its id, base64url (what `userHandle` brings back). */
export const userHandleOf = (user: UserRecord) => Buffer.from(user.user_id).toString('base64url');

type Factor = NonNullable<UserRecord['factors']>[number];
const descriptor = (f: Factor) => ({
  id: f.credential_id as string,
  type: 'public-key',
  ...(f.transports?.length ? { transports: f.transports } : {}),
});

/** `public_key` of an enrolment screen, in the shape of the SDK's `PasskeyCreate`. */
export function creationOptions(
  login: LoginState,
  user: UserRecord,
  options: {
    purpose: CeremonyPurpose;
    rpName: string;
    /** The credentials the authenticator must not create again (same kind). */
    exclude: Factor[];
    attachment?: 'platform' | 'cross-platform';
    residentKey: 'required' | 'discouraged' | 'preferred';
  },
) {
  const rp = relyingParty(login, options.rpName);
  const name = user.email ?? user.username ?? user.phone_number ?? user.user_id;
  return {
    user: { id: userHandleOf(user), name, displayName: user.name ?? name },
    rp: { id: rp.id, name: rp.name },
    challenge: challengeFor(login, options.purpose),
    pubKeyCredParams: ALGORITHMS.map((alg) => ({ type: 'public-key', alg })),
    authenticatorSelection: {
      residentKey: options.residentKey,
      userVerification: options.residentKey === 'required' ? 'required' : 'preferred',
      ...(options.attachment ? { authenticatorAttachment: options.attachment } : {}),
    },
    ...(options.exclude.length ? { excludeCredentials: options.exclude.map(descriptor) } : {}),
  };
}

/** `public_key` of a login or challenge screen, in the shape of the SDK's `PasskeyRead`. */
export function requestOptions(login: LoginState, purpose: CeremonyPurpose, allow?: Factor[]) {
  return {
    challenge: challengeFor(login, purpose),
    ...(allow
      ? {
          rpId: new URL(login.origin ?? 'http://localhost').hostname,
          allowCredentials: allow.map(descriptor),
        }
      : {}),
  };
}

/** Parses the JSON credential a screen posted (`passkey` or `response`); undefined if unusable. */
export function parseCredential<T extends RegistrationResponseJSON | AuthenticationResponseJSON>(
  posted: string,
): T | undefined {
  try {
    const value = JSON.parse(posted) as T | null;
    if (!value || typeof value !== 'object' || typeof value.id !== 'string') return undefined;
    if (!value.response || typeof value.response !== 'object') return undefined;
    // The SDK posts rawId as base64url and omits clientExtensionResults: fill what it omits.
    return {
      ...value,
      rawId: value.rawId ?? value.id,
      clientExtensionResults: value.clientExtensionResults ?? {},
    };
  } catch {
    return undefined;
  }
}

/** What every check expects: this transaction's challenge (used up now), origin and RP ID. */
function expectations<T extends RegistrationResponseJSON | AuthenticationResponseJSON>(
  login: LoginState,
  purpose: CeremonyPurpose,
  posted: string,
) {
  const challenge = takeChallenge(login, purpose);
  const response = parseCredential<T>(posted);
  if (challenge === 'challenge-expired' || challenge === 'verification-failed') return challenge;
  if (!response) return 'verification-failed';
  const rp = relyingParty(login, '');
  return { response, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id };
}

/** Checks a new credential against the transaction's challenge; the credential to store. */
export async function verifyNewCredential(
  login: LoginState,
  purpose: CeremonyPurpose,
  posted: string,
  requireUserVerification: boolean,
): Promise<StoredCredential | CeremonyFailure> {
  const expected = expectations<RegistrationResponseJSON>(login, purpose, posted);
  if (typeof expected === 'string') return expected;
  const { response } = expected;
  try {
    const { verifyRegistrationResponse } = await library();
    const result = await verifyRegistrationResponse({
      ...expected,
      requireUserVerification,
      supportedAlgorithmIDs: ALGORITHMS,
    });
    if (!result.verified) return 'verification-failed';
    const { credential } = result.registrationInfo;
    return {
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      ...(response.response.transports?.length ? { transports: response.response.transports } : {}),
    };
  } catch {
    return 'verification-failed';
  }
}

/** The credential id an assertion names (to find whose it is before verifying). */
export const assertionCredentialId = (posted: string) =>
  parseCredential<AuthenticationResponseJSON>(posted)?.id;

/** The user handle an assertion carries (discoverable credentials: the passkey login). */
export function assertionUserId(posted: string): string | undefined {
  const handle = parseCredential<AuthenticationResponseJSON>(posted)?.response.userHandle;
  return handle ? Buffer.from(handle, 'base64url').toString('utf8') : undefined;
}

/**
 * Checks an assertion made with `stored` against the transaction's challenge; the new
 * signature counter (a counter that does not move forward means a cloned authenticator).
 */
export async function verifyAssertion(
  login: LoginState,
  purpose: CeremonyPurpose,
  posted: string,
  stored: StoredCredential | undefined,
  requireUserVerification: boolean,
): Promise<{ counter: number } | CeremonyFailure> {
  const expected = expectations<AuthenticationResponseJSON>(login, purpose, posted);
  if (typeof expected === 'string') return expected;
  if (!stored?.credential_id || !stored.public_key) return 'verification-failed';
  if (expected.response.id !== stored.credential_id) return 'verification-failed';
  try {
    const { verifyAuthenticationResponse } = await library();
    const result = await verifyAuthenticationResponse({
      ...expected,
      requireUserVerification,
      credential: {
        id: stored.credential_id,
        publicKey: new Uint8Array(Buffer.from(stored.public_key, 'base64url')),
        counter: stored.counter ?? 0,
      },
    });
    return result.verified
      ? { counter: result.authenticationInfo.newCounter }
      : 'verification-failed';
  } catch {
    return 'verification-failed';
  }
}
