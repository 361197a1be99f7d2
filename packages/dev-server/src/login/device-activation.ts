/**
 * The person's side of the device flow (REFERENCE section 5), from `/activate` (the device's
 * `verification_uri`) to the result: `device-code-activation` asks for the code the device
 * shows (skipped when `verification_uri_complete` carries it), then a login unless the
 * browser's login session already knows the user (the tenant's demo user signs in on a tenant
 * without a database connection, as at /authorize), then `device-code-confirmation` shows the
 * code again to confirm or cancel, ending on `device-code-activation-allowed` or `-denied`.
 * The confirmation is the user's approval of what the device asked for; the device's next
 * poll gets the tokens (or `access_denied`). Codes and their guessing bounds live in
 * protocol/device-codes.ts.
 */

import { readDemoSettings } from '../protocol/demo-settings.js';
import {
  answerDeviceAuthorization,
  checkUserCode,
  type DeviceAuthorization,
} from '../protocol/device-codes.js';
import { sessionOf } from '../protocol/login-session.js';
import type { TransactionBinding } from '../protocol/transaction-binding.js';
import {
  createScreenTransaction,
  getPendingTransaction,
  type PendingActivation,
  type PendingTransaction,
} from '../protocol/transactions.js';
import type { Store } from '../store/store.js';
import { userClaims } from '../tenant/user-claims.js';
import { users } from '../tenant/users.js';
import { type FlowStep, flowError, screenUrl } from './login-state.js';
import { firstScreen, newLogin } from './start.js';

/** What a step knows of the browser: its session cookie and the page's origin. */
export interface ActivationBrowser {
  sessionToken: string | undefined;
  origin: string;
}

/** `/activate[?user_code=]`: opens an activation; returns where the browser goes. */
export function openActivation(
  store: Store,
  userCode: string | undefined,
  browser: ActivationBrowser & { binding: TransactionBinding },
): string {
  const device: PendingActivation = { wrongCodes: 0 };
  const transaction = createScreenTransaction(store, {
    screen: 'device-code-activation',
    device,
    binding: browser.binding,
  });
  if (userCode) {
    // A code in the link counts as typed: a wrong one leaves the user on the activation screen.
    const check = checkUserCode(store, userCode, device);
    if ('found' in check) startApproval(store, transaction, check.found, browser);
  }
  return screenUrl(transaction.screen, transaction.state);
}

/**
 * Handles a post on a device screen of the transaction of `state`; `undefined` when that is no
 * device activation waiting on that screen (a login step of it is the login engine's).
 */
export function answerDeviceActivation(
  store: Store,
  state: string,
  screen: string,
  fields: Record<string, string>,
  browser: ActivationBrowser,
): FlowStep | undefined {
  const transaction = getPendingTransaction({ store }, state);
  const device = transaction?.device;
  if (!transaction || !device || transaction.login || transaction.screen !== screen)
    return undefined;
  if (screen === 'device-code-activation') {
    const code = (fields.code ?? '').trim();
    if (!code) return fail('no-code', 'Please enter the code shown on your device', 'code', 400);
    const check = checkUserCode(store, code, device);
    if ('refused' in check) {
      if (check.refused === 'too-many-attempts')
        return fail(check.refused, 'Too many wrong codes. Please try again later.', 'code', 429);
      return fail(
        check.refused,
        check.refused === 'expired-code'
          ? 'This code has expired. Start again on your device.'
          : 'Invalid code. Check the code shown on your device and try again.',
        'code',
        400,
      );
    }
    startApproval(store, transaction, check.found, browser);
    return { redirect: screenUrl(transaction.screen, state) };
  }
  const action = fields.action;
  if (screen !== 'device-code-confirmation' || (action !== 'confirm' && action !== 'cancel'))
    return fail(
      'invalid-action',
      `Unknown action ${JSON.stringify((action ?? '').slice(0, 40))}: this screen accepts ${screen === 'device-code-confirmation' ? 'confirm or cancel' : 'nothing: the activation is answered'}`,
      'action',
      400,
    );
  const answered = answerDeviceAuthorization(
    store,
    device.userCode ?? '',
    action === 'confirm'
      ? {
          approved: {
            user: transaction.user,
            amr: transaction.amr,
            ...(transaction.profile ? { profile: transaction.profile } : {}),
            ...(transaction.tenantUser ? { tenantUser: true } : {}),
            ...(transaction.authTime !== undefined ? { authTime: transaction.authTime } : {}),
          },
        }
      : 'denied',
  );
  if (!answered)
    return fail(
      'expired-code',
      'This code has expired or was already used. Start again on your device.',
      undefined,
      400,
    );
  transaction.screen =
    action === 'confirm' ? 'device-code-activation-allowed' : 'device-code-activation-denied';
  return { redirect: screenUrl(transaction.screen, state) };
}

/**
 * The code is known: the transaction is now for the device's application, and goes to the
 * confirmation as the session's (or the demo) user, or to a login first.
 */
function startApproval(
  store: Store,
  transaction: PendingTransaction,
  found: DeviceAuthorization,
  browser: ActivationBrowser,
): void {
  (transaction.device as PendingActivation).userCode = found.userCode;
  transaction.clientId = found.request.clientId;
  transaction.client = found.client;
  transaction.audience = found.request.audience;
  transaction.scopes = found.request.scopes;
  const session = sessionOf(store, browser.sessionToken);
  const login = session ? undefined : newLogin(store, found.request.clientId);
  if (login) {
    login.origin = browser.origin;
    transaction.login = login;
    transaction.screen = firstScreen(login);
    return;
  }
  if (session) {
    const record = users(store).get(session.user.user_id) ?? session.user;
    transaction.user = {
      id: record.user_id,
      ...(record.email ? { email: record.email } : {}),
      ...(record.name ? { name: record.name } : {}),
    };
    transaction.amr = session.amr;
    transaction.profile = userClaims(record);
    transaction.tenantUser = true;
    if (session.authTime !== undefined) transaction.authTime = session.authTime;
  } else {
    // No database connection: the tenant's demo user is signed in (tenant/demo-settings.ts).
    transaction.user = readDemoSettings(store).user;
    transaction.amr = ['pwd'];
  }
  transaction.screen = 'device-code-confirmation';
}

function fail(code: string, message: string, field: string | undefined, status: number): FlowStep {
  return { errors: [flowError(code, message, field)], status };
}
