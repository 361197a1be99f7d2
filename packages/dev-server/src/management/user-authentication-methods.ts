/**
 * `POST /api/v2/users/{id}/authentication-methods`'s body and the enrolled factor it makes (a
 * TOTP key, an email or phone, a WebAuthn credential or passkey, or the dev-only push stand-in),
 * in the shape the login engine reads (tenant/users.ts `EnrolledFactor`); and back: what
 * `GET .../authentication-methods` shows of a stored factor (never its secret or key).
 */
import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import type { UserRecord } from '../tenant/users.js';
import { lazy } from '../validation/lazy.js';
import { e164Phone } from './user-bodies.js';

/** Built on first use (validation/lazy.ts). */
export const authenticationMethodBody = lazy(() =>
  z
    .strictObject({
      // `push`: a dev-only stand-in for enrolling the authenticator app (the service enrolls
      // push from the app alone); the push link in the inbox then plays the app.
      type: z.enum([
        'totp',
        'email',
        'phone',
        'webauthn-roaming',
        'webauthn-platform',
        'passkey',
        'push',
      ]),
      name: z.string().max(100).optional(),
      totp_secret: z
        .string()
        .regex(/^[A-Z2-7]{16,128}=*$/, 'totp_secret must be base32')
        .optional(),
      email: z.email().max(512).optional(),
      phone_number: e164Phone().optional(),
      preferred_authentication_method: z.enum(['sms', 'voice']).optional(),
      // webauthn-* and passkey: the credential id and its COSE public key (base64 or base64url).
      key_id: z
        .string()
        .regex(/^[A-Za-z0-9_+/-]{8,1400}=*$/, 'key_id must be base64url')
        .optional(),
      public_key: z
        .string()
        .regex(/^[A-Za-z0-9_+/-]{16,2800}=*$/, 'public_key must be base64')
        .optional(),
      relying_party_identifier: z.string().max(253).optional(),
    })
    .refine(
      (m) =>
        m.type === 'totp'
          ? m.totp_secret
          : m.type === 'email'
            ? m.email
            : m.type === 'phone'
              ? m.phone_number
              : m.type === 'push'
                ? true
                : m.key_id && m.public_key,
      {
        message:
          'totp needs totp_secret, email needs email, phone needs phone_number, webauthn-* and passkey need key_id and public_key',
      },
    ),
);

export type AuthenticationMethodBody = z.output<ReturnType<typeof authenticationMethodBody>>;
type StoredFactor = NonNullable<UserRecord['factors']>[number];

/** The confirmed factor a method body enrolls, with a new id (`<type>|dev_<hex>`). */
export function enrolledFactor(body: AuthenticationMethodBody): StoredFactor {
  const base64url = (value: string) => Buffer.from(value, 'base64').toString('base64url');
  return {
    id: `${body.type}|dev_${randomBytes(8).toString('hex')}`,
    type:
      body.type === 'totp'
        ? 'otp'
        : body.type === 'push'
          ? 'push-notification'
          : body.type === 'phone'
            ? (body.preferred_authentication_method ?? 'sms')
            : body.type,
    confirmed: true,
    created_at: new Date().toISOString(),
    ...(body.name ? { name: body.name } : {}),
    ...(body.totp_secret ? { secret: body.totp_secret } : {}),
    ...(body.email ? { email: body.email } : {}),
    ...(body.phone_number ? { phone_number: body.phone_number } : {}),
    ...(body.key_id && body.public_key
      ? {
          credential_id: base64url(body.key_id),
          public_key: base64url(body.public_key),
          counter: 0,
        }
      : {}),
  };
}

/** The API's type of a stored factor (the reverse of `enrolledFactor`'s naming). */
function apiType(factor: StoredFactor): { type: string; preferred_authentication_method?: string } {
  switch (factor.type) {
    case 'otp':
      return { type: 'totp' };
    case 'push-notification':
      return { type: 'push' };
    case 'sms':
    case 'voice':
      return { type: 'phone', preferred_authentication_method: factor.type };
    default:
      return { type: factor.type };
  }
}

/** What the API shows of a factor: its kind and label, never its secret or key material. */
export function publicFactor(factor: StoredFactor) {
  return {
    id: factor.id,
    ...apiType(factor),
    confirmed: factor.confirmed,
    ...(factor.name ? { name: factor.name } : {}),
    ...(factor.phone_number ? { phone_number: factor.phone_number } : {}),
    ...(factor.email ? { email: factor.email } : {}),
    created_at: factor.created_at,
  };
}
