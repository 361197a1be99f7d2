/**
 * The end of a login: the authenticated user becomes the transaction's user (profile claims for
 * the ID token, `amr`), the login is counted, the scopes narrowed to the user's permissions on
 * an API with RBAC (protocol/rbac.ts), and the consent decision (protocol/consent.ts,
 * now with the real MFA outcome and the user's own earlier consents) either sends the browser
 * to the consent screen or back to the client with a code. A backchannel approval
 * (login/backchannel-approval.ts) goes on to its own consent instead.
 */
import type { MfaFactor } from '@screenkit/core';
import { codeRedirect } from '../protocol/authorization-codes.js';
import { decideAuthorizationConsent } from '../protocol/consent.js';
import { startSession } from '../protocol/login-session.js';
import { narrowToHeldScopes } from '../protocol/rbac.js';
import type { Store } from '../store/store.js';
import { userClaims } from '../tenant/user-claims.js';
import { type UserRecord, users } from '../tenant/users.js';
import { afterBackchannelLogin } from './backchannel-approval.js';
import type { LoginTransaction } from './login-state.js';
import { type FlowStep, screenUrl } from './login-state.js';
import { organizationStep } from './organizations.js';

export async function finishLogin(
  store: Store,
  transaction: LoginTransaction,
  user: UserRecord,
): Promise<FlowStep> {
  const login = transaction.login;
  // A device activation (login/device-activation.ts) or a backchannel approval (which names
  // its user) is no login to an organization.
  const backchannelUserId = transaction.backchannel ? transaction.user.id : undefined;
  const organization =
    !transaction.device &&
    backchannelUserId === undefined &&
    (await organizationStep(store, transaction, user));
  if (organization) return organization;
  const all = users(store);
  // Read again: joining through an invitation may have changed the user (its metadata).
  const current = all.get(user.user_id) ?? user;
  const now = new Date().toISOString();
  const updated = { ...current, last_login: now, logins_count: current.logins_count + 1 };
  await all.set(user.user_id, updated);

  transaction.user = {
    id: user.user_id,
    ...(user.email ? { email: user.email } : {}),
    ...(user.name ? { name: user.name } : {}),
  };
  transaction.profile = userClaims(updated);
  transaction.tenantUser = true;
  transaction.amr = login ? [...new Set(login.amr)] : ['pwd'];

  // The user is authenticated: the browser's login session (src/protocol/login-session.ts).
  transaction.authTime = Math.floor(Date.now() / 1000);
  const session = await startSession(store, user.user_id, transaction.amr, transaction.authTime);
  transaction.sid = session.sid;
  const cookies = [session];
  if (backchannelUserId !== undefined) {
    return {
      ...afterBackchannelLogin(store, transaction, user.user_id, backchannelUserId),
      cookies,
    };
  }
  if (transaction.device) {
    // A device activation (login/device-activation.ts): the user confirms the code next.
    delete transaction.login;
    transaction.screen = 'device-code-confirmation';
    return { redirect: screenUrl(transaction.screen, transaction.state), cookies };
  }

  // An API with RBAC: consent is asked for, and remembered as, what the token will carry.
  narrowToHeldScopes(store, transaction);
  const mfaFactor = login?.mfa?.type as MfaFactor | undefined;
  const consent = decideAuthorizationConsent(store, transaction, {
    required: mfaFactor !== undefined,
    factor: mfaFactor,
  });
  if (consent.screen === null) {
    // Consent skipped, or carried by the push approval the user already gave.
    const redirect = codeRedirect(store, transaction);
    forget(transaction);
    return { redirect, cookies };
  }
  transaction.consent = consent;
  transaction.screen = consent.screen;
  delete transaction.login;
  return { redirect: screenUrl(consent.screen, transaction.state), cookies };
}

/** A finished transaction cannot be replayed: it expires at once. */
function forget(transaction: LoginTransaction): void {
  transaction.expiresAt = 0;
}
