import type { Store } from '../store/store.js';
import { connectionNamed } from '../tenant/connections.js';
import { createUser } from '../tenant/create-user.js';
import { findUserByIdentifier, type UserRecord } from '../tenant/users.js';
import type { LoginTransaction } from './login-state.js';
import { type FlowStep, flowError, type LoginState } from './login-state.js';
import { checkCode, deliver, newCode } from './one-time-codes.js';

export const PASSWORDLESS_SCREENS = {
  email: 'login-passwordless-email-code',
  sms: 'login-passwordless-sms-otp',
} as const;

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const PHONE = /^\+[1-9][0-9]{6,14}$/;

/** login-id in passwordless mode: checks the identifier and sends the code. */
export function sendPasswordlessCode(
  store: Store,
  login: LoginState,
  identifier: string,
): FlowStep | string {
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
  const { code, pending } = newCode('passwordless');
  login.code = pending;
  login.identifier = identifier;
  deliver(store, {
    channel,
    to: identifier,
    subject: 'Your login code',
    body: `Your login code is ${code}`,
  });
  return PASSWORDLESS_SCREENS[channel];
}

/** The code screen: the user of the passwordless connection, or an error step. */
export async function checkPasswordlessCode(
  store: Store,
  transaction: LoginTransaction,
  code: string,
): Promise<UserRecord | FlowStep> {
  const login = transaction.login as LoginState;
  const result = checkCode(login.code, code);
  if (result === 'too-many-attempts')
    return {
      errors: [flowError('too-many-attempts', 'Too many failed codes. Start again.', 'code')],
      status: 429,
    };
  if (result !== 'ok')
    return {
      errors: [
        flowError(
          'invalid-code',
          result === 'expired' ? 'The code has expired' : 'The code you entered is invalid',
          'code',
        ),
      ],
      status: 400,
    };
  delete login.code;
  const connection = login.passwordless?.connection ?? 'email';
  const identifier = login.identifier ?? '';
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
