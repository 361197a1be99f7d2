/**
 * Device authorizations (RFC 8628, REFERENCE section 5) between `POST /oauth/device/code`
 * (endpoints/device-authorization.ts), the user at `/activate` (login/device-activation.ts)
 * and the device polling `/oauth/token` (grants/device-code.ts).
 *
 * An authorization has two secrets: the `device_code` only the device knows (it redeems the
 * tokens) and the short `user_code` a person types. User codes are the service's default
 * format: 8 letters of the base-20 alphabet (no vowels, so no words and no look-alikes such as
 * 0/O), shown `XXXX-XXXX`; typed in any case, with or without the dash. 20^8 codes leave a
 * guesser little, and guesses are bounded twice: an activation allows a few wrong codes before
 * it must be started again, and the whole tenant a few per minute, however many activations
 * are opened (a wrong code is counted before anything is revealed).
 *
 * Polling answers as the service (polled-requests.ts, shared with CIBA): `authorization_pending`
 * (403) until the user answers, `slow_down` (429) when polled again sooner than `interval`,
 * `access_denied` if the user cancelled, `expired_token` once the code expired (then the code
 * is gone: `invalid_grant`), and the tokens once: a redeemed device code is gone too.
 * Everything is in memory per store, like pending transactions and authorization codes, and
 * bounded the same way: an authorization goes after its lifetime and grace, and past
 * MAX_DEVICE_AUTHORIZATIONS the oldest goes (its device then hears `invalid_grant`).
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Store } from '../store/store.js';
import { OAuthError } from './oauth-error.js';
import {
  awaitsAnswer,
  POLL_INTERVAL_S,
  type PolledRequest,
  type PollWording,
  poll,
  pollingState,
  recordAnswer,
} from './polled-requests.js';
import type { Authorization } from './transactions.js';

/** The service's default: a device code lives 15 minutes. */
export const DEVICE_CODE_LIFETIME_S = 900;
/** An expired authorization stays this long to answer `expired_token` (then `invalid_grant`). */
const EXPIRED_KEPT_MS = 10 * 60_000;
/** Authorizations kept per store: a load test of /oauth/device/code stops growing here. */
export const MAX_DEVICE_AUTHORIZATIONS = 10_000;
const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
const USER_CODE_LENGTH = 8;
/** Wrong user codes one activation may enter, and the whole tenant per minute. */
export const WRONG_CODES_PER_ACTIVATION = 5;
export const WRONG_CODES_PER_MINUTE = 30;

/** Who approved, and how they authenticated. */
type DeviceApproval = Pick<Authorization, 'user' | 'amr' | 'profile' | 'tenantUser' | 'authTime'>;

/** What the device asked for: whose application, which API and scopes. */
export type DeviceRequest = Pick<Authorization, 'clientId' | 'audience' | 'scopes'>;

export interface DeviceAuthorization extends PolledRequest {
  deviceCode: string;
  /** Normalised: 8 letters, no dash. */
  userCode: string;
  request: DeviceRequest;
  client: { id: string; name: string };
  /** Who approved, and how they authenticated: the tokens' user. */
  approval?: DeviceApproval;
}

/** The service's words for the device's poll answers. */
const WORDING: PollWording = {
  parameter: 'device_code',
  denied: 'The user cancelled the confirmation prompt; the device code is no longer valid',
  expired: 'The device code has expired',
  slowDown: `You are polling faster than allowed: wait ${POLL_INTERVAL_S} seconds between requests`,
  pending: 'User has yet to authorize device code.',
};

interface Registry {
  byDeviceCode: Map<string, DeviceAuthorization>;
  /** user_code -> device_code. */
  byUserCode: Map<string, string>;
  /** Wrong user codes in the current minute, tenant-wide. */
  wrong: { minute: number; count: number };
}

const registries = new WeakMap<Store, Registry>();

function registryOf(store: Store): Registry {
  let registry = registries.get(store);
  if (!registry) {
    registry = { byDeviceCode: new Map(), byUserCode: new Map(), wrong: { minute: 0, count: 0 } };
    registries.set(store, registry);
  }
  return registry;
}

function forget(registry: Registry, authorization: DeviceAuthorization): void {
  registry.byDeviceCode.delete(authorization.deviceCode);
  registry.byUserCode.delete(authorization.userCode);
}

/**
 * Drops authorizations past their grace, and the oldest past the cap to make room for one more
 * (insertion order is expiry order: one lifetime).
 */
function sweep(registry: Registry): void {
  const now = Date.now();
  for (const authorization of registry.byDeviceCode.values()) {
    const live = authorization.expiresAt + EXPIRED_KEPT_MS > now;
    if (live && registry.byDeviceCode.size < MAX_DEVICE_AUTHORIZATIONS) return;
    forget(registry, authorization);
  }
}

/** `BCDFGHJK` as the user sees it: `BCDF-GHJK`. */
export function formatUserCode(userCode: string): string {
  return `${userCode.slice(0, 4)}-${userCode.slice(4)}`;
}

/** A typed code in normal form (upper case, no dash or spaces), or undefined if it cannot be one. */
function normaliseUserCode(typed: string): string | undefined {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== USER_CODE_LENGTH) return undefined;
  return [...code].every((ch) => USER_CODE_ALPHABET.includes(ch)) ? code : undefined;
}

function newUserCode(registry: Registry): string {
  for (;;) {
    let code = '';
    for (let i = 0; i < USER_CODE_LENGTH; i += 1)
      code += USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)];
    if (!registry.byUserCode.has(code)) return code;
  }
}

export function createDeviceAuthorization(
  store: Store,
  request: DeviceRequest,
  client: { id: string; name: string },
): DeviceAuthorization {
  const registry = registryOf(store);
  sweep(registry);
  const authorization: DeviceAuthorization = {
    deviceCode: randomBytes(24).toString('base64url'),
    userCode: newUserCode(registry),
    request,
    client,
    ...pollingState(DEVICE_CODE_LIFETIME_S),
  };
  registry.byDeviceCode.set(authorization.deviceCode, authorization);
  registry.byUserCode.set(authorization.userCode, authorization.deviceCode);
  return authorization;
}

/** An activation in progress, as far as guessing goes: its count of wrong codes. */
export interface CodeGuesses {
  wrongCodes: number;
}

export type UserCodeCheck =
  | { found: DeviceAuthorization }
  | { refused: 'invalid-code' | 'expired-code' | 'too-many-attempts' };

/**
 * The pending authorization of a typed user code, for the activation `guesses` counts against.
 * A code that opens nothing counts as a wrong guess; past either bound nothing is looked up.
 */
export function checkUserCode(store: Store, typed: string, guesses: CodeGuesses): UserCodeCheck {
  const registry = registryOf(store);
  const minute = Math.floor(Date.now() / 60_000);
  if (registry.wrong.minute !== minute) registry.wrong = { minute, count: 0 };
  if (
    guesses.wrongCodes >= WRONG_CODES_PER_ACTIVATION ||
    registry.wrong.count >= WRONG_CODES_PER_MINUTE
  )
    return { refused: 'too-many-attempts' };
  const code = normaliseUserCode(typed.slice(0, 40));
  const deviceCode = code === undefined ? undefined : registry.byUserCode.get(code);
  const authorization =
    deviceCode === undefined ? undefined : registry.byDeviceCode.get(deviceCode);
  if (authorization?.status === 'pending')
    return awaitsAnswer(authorization) ? { found: authorization } : { refused: 'expired-code' };
  guesses.wrongCodes += 1;
  registry.wrong.count += 1;
  return { refused: 'invalid-code' };
}

/**
 * The user's answer on the confirmation screen. False when the authorization no longer waits
 * for one (expired, answered, unknown): nothing changes then.
 */
export function answerDeviceAuthorization(
  store: Store,
  userCode: string,
  answer: { approved: NonNullable<DeviceAuthorization['approval']> } | 'denied',
): boolean {
  const registry = registryOf(store);
  const deviceCode = registry.byUserCode.get(userCode);
  const authorization =
    deviceCode === undefined ? undefined : registry.byDeviceCode.get(deviceCode);
  if (!authorization || !recordAnswer(authorization, answer !== 'denied')) return false;
  if (answer !== 'denied') authorization.approval = answer.approved;
  return true;
}

/**
 * A poll of `/oauth/token` by `clientId`: the approved authorization (taken out: redeemed
 * once) with when the user approved it (epoch ms: the code is bound to its user then), or the
 * OAuth error the device gets.
 */
export function redeemDeviceCode(
  store: Store,
  deviceCode: string,
  clientId: string,
): { authorization: Authorization; approvedAt: number } {
  const registry = registryOf(store);
  const authorization = registry.byDeviceCode.get(deviceCode);
  if (!authorization || authorization.request.clientId !== clientId)
    throw new OAuthError(
      'invalid_grant',
      'Invalid or expired device code (unknown, already redeemed or issued to another application)',
      'device_code',
    );
  poll(authorization, WORDING, () => forget(registry, authorization));
  // Approved: recordAnswer (answeredAt) and the approval were set together.
  return {
    authorization: { ...authorization.request, ...(authorization.approval as DeviceApproval) },
    approvedAt: authorization.answeredAt as number,
  };
}
