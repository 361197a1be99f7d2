/**
 * Passwordless login by email or SMS code: the identifier screen sends a code to the local
 * inbox, `login-passwordless-email-code` / `login-passwordless-sms-otp` checks it, and the user of
 * the passwordless connection with that email or phone is found or created (as the service
 * signs up passwordless users on first use).
 */
import { browserOfTransaction } from '../protocol/transaction-binding.js';

import type { Store } from '../store/store.js';
import { connectionNamed } from '../tenant/connections.js';
import { createUser } from '../tenant/create-user.js';
import { deliver } from '../tenant/outbox.js';
import { findUserByIdentifier, type UserRecord } from '../tenant/users.js';
import { countGuess, passwordlessTarget, recordSuccess, tooManyCodes } from './brute-force.js';
import { type FlowStep, flowError, type LoginState, type LoginTransaction } from './login-state.js';
import { type CodeBinding, issueCode, redeemCode } from './one-time-codes.js';

export const PASSWORDLESS_SCREENS = {
  email: 'login-passwordless-email-code',
  sms: 'login-passwordless-sms-otp',
} as const;

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const PHONE = /^\+[1-9][0-9]{6,14}$/;

/** login-id in passwordless mode: checks the identifier and sends the code. */
export function sendPasswordlessCode(
  store: Store,
  transaction: LoginTransaction,
  identifier: string,
): FlowStep | string {
  const login = transaction.login as LoginState;
  const channel = login.passwordless?.channel ?? 'email';
  const valid = channel === 'email' ? EMAIL.test(identifier) : PHONE.test(identifier);
  if (!valid || identifier.length > 320) {
    return {
      errors: [
        channel === 'email'
          ? flowError('invalid-email-format', 'Email is not valid.', 'username')
          : flowError(
              'invalid-phone-format',
              'Phone number must be in E.164 format (+15551234567).',
              'username',
            ),
      ],
      status: 400,
    };
  }
  login.identifier = identifier;
  const code = issueCode(
    login,
    'passwordless-code',
    bindingOf(transaction, browserOfTransaction(transaction)),
  );
  deliver(store, {
    channel,
    to: identifier,
    subject: 'Your login code',
    body: `Your login code is ${code}`,
  });
  return PASSWORDLESS_SCREENS[channel];
}

/** A passwordless code is for the address it went to, in this login, in this browser. */
function bindingOf(transaction: LoginTransaction, browser: string): CodeBinding {
  const login = transaction.login as LoginState;
  const connection = login.passwordless?.connection ?? 'email';
  return {
    subject: JSON.stringify([connection, (login.identifier ?? '').toLowerCase()]),
    transaction: transaction.state,
    browser,
  };
}

/**
 * The code screen: the user of the passwordless connection, or an error step. Wrong codes count
 * per address across logins and new codes (src/login/brute-force.ts).
 */
export async function checkPasswordlessCode(
  store: Store,
  transaction: LoginTransaction,
  code: string,
  browser: string,
): Promise<UserRecord | FlowStep> {
  const login = transaction.login as LoginState;
  const connection = login.passwordless?.connection ?? 'email';
  const identifier = login.identifier ?? '';
  const target = passwordlessTarget(connection, identifier);
  const guess = await countGuess(store, target);
  if (guess === 'blocked') return tooManyCodes();
  const result = redeemCode(login, 'passwordless-code', bindingOf(transaction, browser), code);
  if (result === 'expired')
    return { errors: [flowError('invalid-code', 'The code has expired', 'code')], status: 400 };
  if (result !== 'ok') {
    if (guess === 'last') return tooManyCodes();
    return {
      errors: [flowError('invalid-code', 'The code you entered is invalid', 'code')],
      status: 400,
    };
  }
  await recordSuccess(store, target);
  const existing = findUserByIdentifier(store, connection, identifier);
  if (existing) return existing;
  const email = login.passwordless?.channel !== 'sms';
  const passwordless = connectionNamed(store, connection);
  const created =
    passwordless &&
    (await createUser(store, passwordless, {
      ...(email ? { email: identifier } : { phone_number: identifier, phone_verified: true }),
      email_verified: email,
      name: identifier,
      nickname: identifier.split('@')[0] ?? identifier,
    }));
  // Only if the connection was deleted meanwhile, or a parallel post created the user.
  return (
    created || {
      errors: [flowError('invalid-connection', 'This login can no longer finish. Start again.')],
      status: 400,
    }
  );
}
