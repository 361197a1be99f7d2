/**
 * Passkeys on the database connection, as the service runs them: a passkey login from
 * login-id / login (the `passkey` field the SDK's passkeyLogin and passkey autofill post),
 * and passkey enrolment (passkey-enrollment after a signup or a password login, or
 * passkey-enrollment-local after a passkey login from another device) when the connection's
 * `passkey_options` ask for it. The connection turns passkeys on with the service's
 * `options.authentication_methods.passkey.enabled`, or the tenant with the prompt setting
 * `webauthn_platform_first_factor` (tenant/prompt-settings.ts).
 */
import { randomBytes } from 'node:crypto';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Store } from '../store/store.js';
import { type ConnectionRecord, connectionNamed } from '../tenant/connections.js';
import { passkeyFirstFactor } from '../tenant/prompt-settings.js';
import { tenantSettings } from '../tenant/settings.js';
import { passkeysOf, type UserRecord, users, usersByPasskey } from '../tenant/users.js';
import { finishLogin } from './finish.js';
import type { LoginTransaction } from './login-state.js';
import { type FlowStep, flowError, type LoginState, screenUrl } from './login-state.js';
import {
  assertionCredentialId,
  assertionUserId,
  type CeremonyFailure,
  creationOptions,
  parseCredential,
  requestOptions,
  verifyAssertion,
  verifyNewCredential,
} from './webauthn.js';

export const PASSKEY_LOGIN_SCREENS = new Set(['login-id', 'login']);
export const PASSKEY_ENROLLMENT_SCREENS = new Set([
  'passkey-enrollment',
  'passkey-enrollment-local',
]);

export interface PasskeySettings {
  enabled: boolean;
  /** Offer a passkey after a signup or a password login (passkey-enrollment). */
  progressiveEnrollment: boolean;
  /** Offer a passkey on this device after a login with a passkey from another one. */
  localEnrollment: boolean;
}

export function passkeySettings(store: Store, connectionName: string): PasskeySettings {
  const connection: ConnectionRecord | undefined = connectionNamed(store, connectionName);
  const methods = connection?.options.authentication_methods as
    | { passkey?: { enabled?: boolean } }
    | undefined;
  const options = connection?.options.passkey_options as
    | { progressive_enrollment_enabled?: boolean; local_enrollment_enabled?: boolean }
    | undefined;
  // The tenant's "passkey as first factor" prompt setting turns passkey login on as well.
  const enabled = methods?.passkey?.enabled === true || passkeyFirstFactor(store);
  return {
    enabled,
    progressiveEnrollment: enabled && options?.progressive_enrollment_enabled === true,
    localEnrollment: enabled && options?.local_enrollment_enabled === true,
  };
}

const failure = (result: CeremonyFailure, field: string): FlowStep => ({
  errors: [
    result === 'challenge-expired'
      ? flowError(
          'passkey-challenge-expired',
          'The passkey request expired. Please try again.',
          field,
        )
      : flowError(
          'passkey-verification-failed',
          'We could not verify your passkey. Please try again or use another method.',
          field,
        ),
  ],
  status: 400,
});

/** A `passkey` field posted on login-id / login: the discoverable credential signs the user in. */
export async function passkeyLogin(
  store: Store,
  transaction: LoginTransaction,
  posted: string,
): Promise<FlowStep> {
  const login = transaction.login as LoginState;
  if (!passkeySettings(store, login.connection).enabled)
    return {
      errors: [
        flowError(
          'passkey-not-enabled',
          'Passkeys are not enabled for this connection.',
          'passkey',
        ),
      ],
      status: 400,
    };
  const userId = assertionUserId(posted);
  const credentialId = assertionCredentialId(posted);
  // The user handle names the user; without one, whoever holds the credential.
  const user = userId
    ? users(store).get(userId)
    : credentialId === undefined
      ? undefined
      : usersByPasskey(store).first(credentialId);
  const stored = user && passkeysOf(user).find((f) => f.credential_id === credentialId);
  const onConnection = user?.identities.some((i) => i.connection === login.connection);
  // Verified even when the user is unknown: the challenge is used up either way.
  const result = await verifyAssertion(
    login,
    'passkey-login',
    posted,
    onConnection ? stored : undefined,
    true,
  );
  if (typeof result === 'string') return failure(result, 'passkey');
  if (!user || !stored) return failure('verification-failed', 'passkey');
  if (user.blocked)
    return { errors: [flowError('user-blocked', 'User is blocked', 'username')], status: 400 };
  const factors = (user.factors ?? []).map((f) =>
    f === stored ? { ...f, counter: result.counter } : f,
  );
  const updated = { ...user, factors };
  await users(store).set(user.user_id, updated);
  login.identifier = user.email ?? user.username ?? user.user_id;
  login.authenticatedUserId = user.user_id;
  // RFC 8176 `pop`: proof of possession of a key.
  login.amr.push('pop');
  // A passkey from another device (a phone, by QR code): offer one on this device.
  const attachment = parseCredential<AuthenticationResponseJSON>(posted)?.authenticatorAttachment;
  if (attachment === 'cross-platform' && passkeySettings(store, login.connection).localEnrollment) {
    transaction.screen = 'passkey-enrollment-local';
    return { redirect: screenUrl('passkey-enrollment-local', transaction.state) };
  }
  return finishLogin(store, transaction, updated);
}

/**
 * The end of a login once every factor passed: the passkey enrolment prompt when the
 * connection asks for it and the user has no passkey yet (and did not decline), else
 * consent and the callback.
 */
export function continueLogin(
  store: Store,
  transaction: LoginTransaction,
  user: UserRecord,
): Promise<FlowStep> {
  const login = transaction.login as LoginState;
  const settings = passkeySettings(store, login.connection);
  const offer =
    settings.progressiveEnrollment &&
    !login.amr.includes('pop') &&
    !user.passkey_prompt_declined &&
    passkeysOf(user).length === 0;
  if (!offer) return finishLogin(store, transaction, user);
  login.authenticatedUserId = user.user_id;
  transaction.screen = 'passkey-enrollment';
  return Promise.resolve({ redirect: screenUrl('passkey-enrollment', transaction.state) });
}

/** A post on passkey-enrollment(-local): the new passkey, or "not now" / "don't show again". */
export async function answerPasskeyEnrollment(
  store: Store,
  transaction: LoginTransaction,
  fields: Record<string, string>,
): Promise<FlowStep> {
  const login = transaction.login as LoginState;
  const user = login.authenticatedUserId ? users(store).get(login.authenticatedUserId) : undefined;
  if (!user)
    return {
      errors: [flowError('invalid-state', 'Your session has expired. Please start again.')],
      status: 400,
    };
  if (fields.action === 'abort-passkey-enrollment') {
    const declined = fields.dontShowAgain === 'on' || fields.dontShowAgain === 'true';
    const next = declined ? { ...user, passkey_prompt_declined: true } : user;
    if (declined) await users(store).set(user.user_id, next);
    return finishLogin(store, transaction, next);
  }
  if (!fields.passkey)
    return {
      errors: [flowError('passkey-verification-failed', 'No passkey was sent.', 'passkey')],
      status: 400,
    };
  const credential = await verifyNewCredential(login, 'passkey-enrollment', fields.passkey, true);
  if (typeof credential === 'string') return failure(credential, 'passkey');
  if (passkeysOf(user).some((f) => f.credential_id === credential.credential_id))
    return {
      errors: [
        flowError('passkey-already-registered', 'This passkey is already registered.', 'passkey'),
      ],
      status: 400,
    };
  const passkey = {
    id: `passkey|dev_${randomBytes(8).toString('hex')}`,
    type: 'passkey' as const,
    confirmed: true,
    created_at: new Date().toISOString(),
    name: 'Passkey',
    ...credential,
  };
  const updated = { ...user, factors: [...(user.factors ?? []), passkey] };
  await users(store).set(user.user_id, updated);
  return finishLogin(store, transaction, updated);
}

/** `screen.data.passkey` of passkey login and enrolment screens, issued for this transaction. */
export function passkeyScreenData(
  store: Store,
  login: LoginState,
  screen: string,
  user: UserRecord | undefined,
): Record<string, unknown> | undefined {
  if (!passkeySettings(store, login.connection).enabled) return undefined;
  if (PASSKEY_LOGIN_SCREENS.has(screen))
    return { passkey: { public_key: requestOptions(login, 'passkey-login') } };
  if (PASSKEY_ENROLLMENT_SCREENS.has(screen) && user)
    return {
      passkey: {
        public_key: creationOptions(login, user, {
          purpose: 'passkey-enrollment',
          rpName: tenantSettings(store).friendly_name,
          exclude: passkeysOf(user),
          residentKey: 'required',
          ...(screen === 'passkey-enrollment-local' ? { attachment: 'platform' as const } : {}),
        }),
      },
    };
  return undefined;
}
