/**
 * What the two grants an application polls for have in common: the device flow (RFC 8628
 * section 3.5, device-codes.ts) and CIBA in poll mode (CIBA Core section 11,
 * backchannel-requests.ts). A request waits for the user's answer until it expires, and each
 * poll of `/oauth/token` answers from its state, as the service does:
 * - approved: the tokens, once;
 * - denied: `access_denied`, once; expired: `expired_token`, once (then `invalid_grant`, as
 *   for any unknown request: the request is gone);
 * - still waiting: `slow_down` when polled again sooner than `interval`, else
 *   `authorization_pending`.
 * This module owns that state and its rules; each grant keeps its requests, their secrets and
 * its own wording of the answers.
 */
import { OAuthError } from './oauth-error.js';

/** Seconds a client waits between polls (the service's default, for both grants). */
export const POLL_INTERVAL_S = 5;

/** The polling state a device authorization or a backchannel request carries. */
export interface PolledRequest {
  status: 'pending' | 'approved' | 'denied';
  /** Epoch ms of the request. */
  createdAt: number;
  /** Epoch ms of the user's answer. */
  answeredAt?: number;
  /** Epoch ms after which the user can no longer answer. */
  expiresAt: number;
  /** Epoch ms of the last poll that found it waiting (the interval runs from it). */
  lastPolledAt?: number;
}

/** A request now waiting for its user, for `lifetimeSeconds`. */
export function pollingState(lifetimeSeconds: number): PolledRequest {
  const now = Date.now();
  return { status: 'pending', createdAt: now, expiresAt: now + lifetimeSeconds * 1000 };
}

/** Whether the user may still answer: pending and not expired. */
export function awaitsAnswer(request: PolledRequest): boolean {
  return request.status === 'pending' && request.expiresAt > Date.now();
}

/**
 * Records the user's answer. False when the request no longer waits for one (answered,
 * expired): nothing changes then, and the caller records nothing else either.
 */
export function recordAnswer(request: PolledRequest, approved: boolean): boolean {
  if (!awaitsAnswer(request)) return false;
  request.status = approved ? 'approved' : 'denied';
  request.answeredAt = Date.now();
  return true;
}

/** How a grant words its answers (the service's own words differ between the two grants). */
export interface PollWording {
  /** The parameter that names the request (`device_code`, `auth_req_id`). */
  parameter: string;
  denied: string;
  expired: string;
  slowDown: string;
  pending: string;
}

/**
 * One poll by the application the request belongs to (the caller checked that). Returns when
 * the request was approved; otherwise throws the OAuth error the application gets. `end` is
 * called when the request is over (approved, denied or expired), so each of those is told once.
 */
export function poll(request: PolledRequest, wording: PollWording, end: () => void): void {
  if (request.status === 'approved') {
    end();
    return;
  }
  if (request.status === 'denied') {
    end();
    throw new OAuthError('access_denied', wording.denied);
  }
  const now = Date.now();
  if (request.expiresAt <= now) {
    end();
    throw new OAuthError('expired_token', wording.expired, wording.parameter);
  }
  const tooSoon =
    request.lastPolledAt !== undefined && now - request.lastPolledAt < POLL_INTERVAL_S * 1000;
  request.lastPolledAt = now;
  if (tooSoon) throw new OAuthError('slow_down', wording.slowDown);
  throw new OAuthError('authorization_pending', wording.pending);
}
