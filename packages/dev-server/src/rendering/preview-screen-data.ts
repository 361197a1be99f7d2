/**
 * `screen.data` a preview shows for screens whose data comes from a step the preview skips
 * (a result, an enrolled key, a WebAuthn challenge): the same shapes the service sends, filled
 * from the tenant's sample user. Real logins get theirs from the flow (src/login/).
 */
import { randomBytes } from 'node:crypto';
import { TENANT_NAME } from '../tenant/settings.js';
import type { UserRecord } from '../tenant/users.js';

type Json = Record<string, unknown>;
const challenge = () => randomBytes(32).toString('base64url');
const userHandle = (user: UserRecord | undefined) =>
  Buffer.from(user?.user_id ?? 'auth0|sample').toString('base64url');

/** PublicKeyCredentialCreationOptions as the enrolment screens carry them. */
function creation(user: UserRecord | undefined, platform: boolean): Json {
  return {
    challenge: challenge(),
    rp: { id: 'localhost', name: TENANT_NAME },
    user: {
      id: userHandle(user),
      name: user?.email ?? 'user@example.com',
      displayName: user?.name ?? user?.email ?? 'User',
    },
    pubKeyCredParams: [
      { type: 'public-key', alg: -7 },
      { type: 'public-key', alg: -257 },
    ],
    authenticatorSelection: {
      residentKey: platform ? 'required' : 'discouraged',
      userVerification: 'preferred',
      ...(platform ? { authenticatorAttachment: 'platform' } : {}),
    },
    timeout: 60_000,
  };
}

/** PublicKeyCredentialRequestOptions as the challenge screens carry them. */
const request = (): Json => ({ challenge: challenge(), rpId: 'localhost', timeout: 60_000 });

export function previewScreenData(screen: string, user: UserRecord | undefined): Json | undefined {
  const factors = user?.factors ?? [];
  switch (screen) {
    case 'email-verification-result':
    case 'mfa-enroll-result':
      return { status: 'success' };
    case 'mfa-email-list':
      return { enrolled_emails: factors.flatMap((f) => (f.email ? [f.email] : [])) };
    case 'mfa-login-options':
      return { enrolled_factors: [...new Set(factors.map((f) => f.type))] };
    case 'mfa-recovery-code-challenge-new-code':
      return { text_code: randomBytes(12).toString('hex').toUpperCase() };
    case 'mfa-webauthn-change-key-nickname':
      return { nickname: 'Security key' };
    case 'mfa-webauthn-enrollment-success':
      return { nickname: 'Security key', webauthnType: 'webauthn-roaming' };
    case 'mfa-webauthn-error':
      return { errorType: 'NotAllowedError', webauthnType: 'webauthn-roaming' };
    case 'mfa-webauthn-roaming-enrollment':
      return { webauthnType: 'webauthn-roaming', passkey: { public_key: creation(user, false) } };
    case 'mfa-webauthn-platform-enrollment':
      return { webauthnType: 'webauthn-platform', passkey: { public_key: creation(user, true) } };
    case 'passkey-enrollment':
    case 'passkey-enrollment-local':
      return { passkey: { public_key: creation(user, true) } };
    case 'mfa-webauthn-roaming-challenge':
    case 'reset-password-mfa-webauthn-roaming-challenge':
      return {
        webauthnType: 'webauthn-roaming',
        show_remember_device: true,
        passkey: { public_key: request() },
      };
    case 'mfa-webauthn-platform-challenge':
    case 'reset-password-mfa-webauthn-platform-challenge':
      return {
        webauthnType: 'webauthn-platform',
        show_remember_device: true,
        passkey: { public_key: request() },
      };
    default:
      return undefined;
  }
}
