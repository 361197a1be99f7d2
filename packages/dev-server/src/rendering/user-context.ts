/**
 * A user as a login page sees it (`user` of the context): profile, enrolled factors, and the
 * lists the MFA screens pick from (`enrolled_emails`, `enrolled_phone_numbers`,
 * `enrolled_devices`, each `{ id, ... }` with a numeric id as the service numbers them).
 */

import { mfaFactors } from '../login/mfa.js';
import type { UserRecord } from '../tenant/users.js';

const DEVICE_FACTORS = new Set([
  'otp',
  'push-notification',
  'webauthn-roaming',
  'webauthn-platform',
]);

export function userContext(record: UserRecord): Record<string, unknown> {
  const factors = mfaFactors(record);
  const numbered = <T>(items: T[]) => items.map((item, i) => ({ id: i, ...item }));
  return {
    id: record.user_id,
    ...(record.email ? { email: record.email } : {}),
    ...(record.username ? { username: record.username } : {}),
    ...(record.phone_number ? { phone_number: record.phone_number } : {}),
    ...(record.picture ? { picture: record.picture } : {}),
    enrolled_factors: factors.map((f) => f.type),
    enrolled_emails: numbered(factors.flatMap((f) => (f.email ? [{ email: f.email }] : []))),
    enrolled_phone_numbers: numbered(
      factors.flatMap((f) => (f.phone_number ? [{ phoneNumber: f.phone_number }] : [])),
    ),
    enrolled_devices: numbered(
      factors.flatMap((f) =>
        DEVICE_FACTORS.has(f.type) ? [{ device: f.name ?? 'Authenticator app' }] : [],
      ),
    ),
    user_metadata: record.user_metadata,
    app_metadata: record.app_metadata,
  };
}
