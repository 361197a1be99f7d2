/**
 * Backchannel authentication requests (CIBA, REFERENCE section 5) between `/bc-authorize`, the
 * user's approval (the email link's login and consent, or the push stand-in) and the polling
 * `/oauth/token`. A request is pending until the user answers or it expires; approved, it is
 * redeemed once; denied or expired, the client is told once and it is gone (the polling rules,
 * shared with the device flow, are polled-requests.ts's).
 *
 * The user reaches a request through a ticket (the email link or the push notification), never
 * through `auth_req_id`, which is the application's secret. Everything is in memory per store,
 * like pending transactions and codes, and bounded: expired requests go by a sweep that
 * creating one runs once the registry has doubled since the last, and past
 * MAX_BACKCHANNEL_REQUESTS the oldest goes (its client then hears `invalid_grant`).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Store } from '../store/store.js';
import type { NotificationChannel } from '../tenant/ciba-application.js';
import type { Authorization } from './authorization.js';
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

/** The registry is swept of expired requests no sooner than at this many. */
const SWEEP_ABOVE = 1000;
/** Requests kept per store: a load test of /bc-authorize stops growing here. */
export const MAX_BACKCHANNEL_REQUESTS = 10_000;

export interface BackchannelRequest extends Authorization, PolledRequest {
  authReqId: string;
  bindingMessage: string;
  channel: NotificationChannel;
  client: { id: string; name: string };
  /** Scopes as a consent screen lists them. */
  scopeDescriptions: Array<{ value: string; description?: string }>;
}

/** The service's words for CIBA's poll answers. */
const WORDING: PollWording = {
  parameter: 'auth_req_id',
  denied: 'The end-user denied the authorization request or it has been expired',
  expired: 'The auth_req_id has expired',
  slowDown: `You are polling faster than allowed. Try again in ${POLL_INTERVAL_S} seconds.`,
  pending: 'The end-user authorization is pending',
};

interface Registry {
  requests: Map<string, BackchannelRequest>;
  /** SHA-256 of a ticket -> auth_req_id, and back (a request forgotten takes its ticket along). */
  tickets: Map<string, string>;
  ticketOf: Map<string, string>;
  /** The request count at which creating one sweeps the expired ones next. */
  sweepAt: number;
}

const registries = new WeakMap<Store, Registry>();

function registryOf(store: Store): Registry {
  let registry = registries.get(store);
  if (!registry) {
    registry = {
      requests: new Map(),
      tickets: new Map(),
      ticketOf: new Map(),
      sweepAt: SWEEP_ABOVE,
    };
    registries.set(store, registry);
  }
  return registry;
}

const digest = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');
const isLive = (request: BackchannelRequest) => request.expiresAt > Date.now();

/**
 * Drops the expired requests once the registry has doubled since the last sweep (amortised
 * O(1) a request), then the oldest past the cap, to make room for one more.
 */
function sweep(registry: Registry): void {
  if (registry.requests.size >= registry.sweepAt) {
    for (const [id, request] of registry.requests) if (!isLive(request)) forget(registry, id);
    registry.sweepAt = Math.max(SWEEP_ABOVE, registry.requests.size * 2);
  }
  for (const id of registry.requests.keys()) {
    if (registry.requests.size < MAX_BACKCHANNEL_REQUESTS) return;
    forget(registry, id);
  }
}

function forget(registry: Registry, authReqId: string): void {
  registry.requests.delete(authReqId);
  const ticket = registry.ticketOf.get(authReqId);
  registry.ticketOf.delete(authReqId);
  if (ticket !== undefined) registry.tickets.delete(ticket);
}

/**
 * Stores a pending request; returns it with the ticket that lets the user answer it (sent by
 * email or push, kept here only as a hash).
 */
export function createBackchannelRequest(
  store: Store,
  input: Omit<BackchannelRequest, 'authReqId' | keyof PolledRequest>,
  expiresInSeconds: number,
): { request: BackchannelRequest; ticket: string } {
  const registry = registryOf(store);
  sweep(registry);
  const request: BackchannelRequest = {
    ...input,
    authReqId: randomBytes(24).toString('base64url'),
    ...pollingState(expiresInSeconds),
  };
  const ticket = randomBytes(24).toString('base64url');
  registry.requests.set(request.authReqId, request);
  const ticketDigest = digest(ticket);
  registry.tickets.set(ticketDigest, request.authReqId);
  registry.ticketOf.set(request.authReqId, ticketDigest);
  return { request, ticket };
}

/** The pending, unexpired request a ticket opens, or undefined (unknown, answered, expired). */
export function requestOfTicket(store: Store, ticket: string): BackchannelRequest | undefined {
  const registry = registryOf(store);
  const id = registry.tickets.get(digest(ticket));
  const request = id === undefined ? undefined : registry.requests.get(id);
  return request && awaitsAnswer(request) ? request : undefined;
}

/** The pending request of `authReqId`, if it is still waiting for the user. */
export function pendingBackchannelRequest(
  store: Store,
  authReqId: string,
): BackchannelRequest | undefined {
  const request = registryOf(store).requests.get(authReqId);
  return request && awaitsAnswer(request) ? request : undefined;
}

/**
 * The user's answer. `approved` carries who approved and how (amr, profile claims for the ID
 * token) and the scopes they approved (those of the request the user holds, rbac.ts: the token
 * never holds more, whatever is given to them before the poll). False when the request no
 * longer waits for one (answered, expired, unknown).
 */
export function answerBackchannelRequest(
  store: Store,
  authReqId: string,
  answer: { approved: Pick<Authorization, 'amr' | 'profile' | 'scopes'> } | 'denied',
): boolean {
  const request = registryOf(store).requests.get(authReqId);
  if (!request || !recordAnswer(request, answer !== 'denied')) return false;
  if (answer !== 'denied') {
    const approved = new Set(answer.approved.scopes);
    request.scopes = request.scopes.filter((scope) => approved.has(scope));
    request.amr = answer.approved.amr;
    if (answer.approved.profile) request.profile = answer.approved.profile;
  }
  return true;
}

/**
 * A poll of `/oauth/token` by `clientId`: the approved request (taken out: redeemed once), or
 * the OAuth error the client gets (pending, polled too fast, denied, expired, unknown).
 */
export function redeemBackchannelRequest(
  store: Store,
  authReqId: string,
  clientId: string,
): BackchannelRequest {
  const registry = registryOf(store);
  const request = registry.requests.get(authReqId);
  if (!request || request.clientId !== clientId)
    throw new OAuthError(
      'invalid_grant',
      'Invalid auth_req_id (unknown, already redeemed or issued to another application)',
      'auth_req_id',
    );
  poll(request, WORDING, () => forget(registry, authReqId));
  return request;
}

/** How many requests and tickets are held (tests: redeemed ones leave nothing behind). */
export function heldBackchannelEntries(store: Store): { requests: number; tickets: number } {
  const registry = registryOf(store);
  return { requests: registry.requests.size, tickets: registry.tickets.size };
}

/** How many requests wait for an answer (tests: nothing is left behind by a refusal). */
export function pendingBackchannelCount(store: Store): number {
  let count = 0;
  for (const request of registryOf(store).requests.values()) if (awaitsAnswer(request)) count += 1;
  return count;
}
