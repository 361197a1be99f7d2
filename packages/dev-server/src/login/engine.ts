/**
 * The login flow engine: given a form post on a screen of a login transaction, decides what
 * comes next, as the service runs its screens: identifier-first (login-id -> login-password)
 * or single-page login, signup (signup-id -> signup-password, or signup), reset password by
 * email (src/login/reset-password.ts), then MFA (src/login/mfa.ts), then consent and the callback
 * (src/login/finish.ts).
 * Wrong input never throws: it comes back as `transaction.errors` with the service's codes.
 * The page host (src/pages/) renders whatever screen this leaves the transaction on.
 */
import type { TransactionBinding } from '../protocol/transaction-binding.js';

import type { Store } from '../store/store.js';
import { duplicateUser } from '../tenant/create-user.js';
import { verifyPassword } from '../tenant/passwords.js';
import { findUserByIdentifier, type UserRecord, users } from '../tenant/users.js';
import { countGuess, passwordTarget, recordSuccess, tooManyPasswords } from './brute-force.js';
import { finishLogin } from './finish.js';
import { acceptInvitation } from './invitations.js';
import {
  type FlowStep,
  findLoginTransaction,
  flowError,
  type LoginState,
  type LoginTransaction,
  screenUrl,
} from './login-state.js';
import { answerMfa, mfaScreenFor } from './mfa.js';
import { answerMfaExtras } from './mfa-options.js';
import {
  answerOrganizationScreen,
  ORGANIZATION_SCREENS,
  organizationAccepts,
} from './organizations.js';
import {
  answerPasskeyEnrollment,
  continueLogin,
  PASSKEY_ENROLLMENT_SCREENS,
  PASSKEY_LOGIN_SCREENS,
  passkeyLogin,
} from './passkeys.js';
import { checkPasswordlessCode, sendPasswordlessCode } from './passwordless.js';
import { REMEMBER_SCREENS, rememberBrowser, rememberBrowserOffered } from './remember-browser.js';
import {
  openReset,
  RESET_SCREENS,
  requestReset,
  retireReset,
  setNewPassword,
} from './reset-password.js';
import { createDatabaseUser, SIGNUP_SCREENS, signupAllowed, signupDisabled } from './signup.js';
import { socialConnection, socialUrl } from './social.js';
import { sendUnblockLink } from './unblock-link.js';

/** Screens a login transaction may jump to by link (signup, back to login, forgot password). */
const NAVIGABLE = new Set(['login-id', 'login', 'signup-id', 'signup', 'reset-password-request']);
const MAX_IDENTIFIER = 320;
const ENTRY_SCREENS = new Set(['login-id', 'login', 'signup-id', 'signup']);

/** Follows a link of the login flow (`/u/signup-id?state=`...): true if the jump is allowed. */
export function navigate(store: Store, state: string, screen: string): boolean {
  const transaction = findLoginTransaction(store, state);
  if (!transaction?.login || !NAVIGABLE.has(screen) || transaction.screen === screen) return false;
  if (transaction.login.resetOnly) return false;
  if (SIGNUP_SCREENS.has(screen) && !signupAllowed(store, transaction.login)) return false;
  transaction.screen = screen;
  delete transaction.login.mfa;
  delete transaction.login.authenticatedUserId;
  retireReset(transaction.login);
  return true;
}

/**
 * Handles a post on `screen` for the transaction of `state`; `undefined` when that transaction
 * is not a login in progress (consent screens, previews: the page host answers those itself).
 * `browser` is the posting browser's binding (src/protocol/transaction-binding.ts): codes check it.
 */
export async function advanceLogin(
  store: Store,
  state: string,
  screen: string,
  fields: Record<string, string>,
  browser: string,
): Promise<FlowStep | undefined> {
  const transaction = findLoginTransaction(store, state);
  const login = transaction?.login;
  if (!transaction || !login || transaction.screen !== screen) return undefined;
  const go = (next: string): FlowStep => {
    transaction.screen = next;
    if (!RESET_SCREENS.has(next)) retireReset(login);
    return { redirect: screenUrl(next, state) };
  };
  const tooLong = Object.entries(fields).find(([, value]) => value.length > 4096);
  if (tooLong)
    return fail('invalid-request', `The field ${tooLong[0].slice(0, 40)} is too long.`, tooLong[0]);
  // Passkeys (src/login/passkeys.ts): a passkey login from the identifier screen, enrolment.
  if (fields.passkey !== undefined && PASSKEY_LOGIN_SCREENS.has(screen))
    return passkeyLogin(store, transaction, fields.passkey);
  if (PASSKEY_ENROLLMENT_SCREENS.has(screen))
    return answerPasskeyEnrollment(store, transaction, fields);

  // A social button (`connection=github`): off to the local "choose an account" page.
  if (fields.connection && ENTRY_SCREENS.has(screen)) {
    const social = socialConnection(store, transaction, fields.connection);
    if (!social)
      return fail(
        'invalid-connection',
        'This connection is not enabled for the application.',
        'connection',
      );
    return { redirect: socialUrl(social.name, state) };
  }
  if (screen === 'accept-invitation') return acceptInvitation(store, transaction);
  // In an organization, the database or passwordless connection must be one it accepts
  // (`invalid-connection`: screenkit's code, as for a social button not enabled).
  const entryConnection = login.passwordless?.connection ?? login.connection;
  if (
    (ENTRY_SCREENS.has(screen) || screen.startsWith('login-passwordless')) &&
    !organizationAccepts(store, login, entryConnection)
  )
    return fail(
      'invalid-connection',
      `The connection ${entryConnection} is not enabled for the organization ${login.organization?.name}.`,
      'username',
    );
  if (ORGANIZATION_SCREENS.has(screen)) {
    // The pre-login picker is for the user of the browser's session (src/protocol/login-session.ts).
    const userId =
      screen === 'pre-login-organization-picker' ? login.sessionUserId : login.authenticatedUserId;
    const user = userId ? users(store).get(userId) : undefined;
    const step = answerOrganizationScreen(store, transaction, screen, fields, user);
    return step === 'picked' && user ? finishLogin(store, transaction, user) : (step as FlowStep);
  }
  if (SIGNUP_SCREENS.has(screen) && !signupAllowed(store, login)) return signupDisabled();
  const identifier = (fields.username ?? fields.email ?? fields.phone ?? '').trim();
  const password = fields.password ?? '';

  switch (screen) {
    case 'login-id': {
      if (!identifier) return fail('no-username', 'Please enter an email address', 'username');
      if (identifier.length > MAX_IDENTIFIER)
        return fail('invalid-username', 'This email address is too long', 'username');
      if (login.passwordless) {
        const sent = sendPasswordlessCode(store, transaction, identifier);
        return typeof sent === 'string' ? go(sent) : sent;
      }
      login.identifier = identifier;
      const user = findUserByIdentifier(store, login.connection, identifier);
      // Unknown identifiers go on to the password screen too: the service does not reveal
      // which accounts exist; the password check fails them with the same error.
      if (user) login.userId = user.user_id;
      else delete login.userId;
      return go('login-password');
    }
    case 'login-password':
    case 'login': {
      if (screen === 'login') {
        if (!identifier) return fail('no-username', 'Please enter an email address', 'username');
        login.identifier = identifier.slice(0, MAX_IDENTIFIER);
      }
      if (!password) return fail('no-password', 'Please enter your password', 'password');
      const who = login.identifier ?? '';
      const target = passwordTarget(login.connection, who);
      const guess = await countGuess(store, target);
      if (guess === 'blocked') return tooManyPasswords();
      const user = findUserByIdentifier(store, login.connection, who);
      const ok = await verifyPassword(password, user?.password_hash);
      if (!ok || !user) {
        if (guess !== 'last')
          return fail('wrong-credentials', 'Wrong email or password', 'password');
        // This wrong password blocked an existing account: the service emails its owner.
        if (user) sendUnblockLink(store, user);
        return tooManyPasswords();
      }
      await recordSuccess(store, target);
      if (user.blocked) return fail('user-blocked', 'User is blocked', 'username');
      login.amr.push('pwd');
      return afterFirstFactor(store, transaction, user, go);
    }
    case 'signup-id': {
      const problem = checkIdentifier(identifier);
      if (problem) return problem;
      if (duplicateUser(store, login.connection, { email: identifier }))
        return fail('user-exists', 'The user already exists.', 'email');
      login.signupIdentifier = identifier;
      return go('signup-password');
    }
    case 'signup-password':
    case 'signup': {
      const chosen = screen === 'signup' ? identifier : (login.signupIdentifier ?? identifier);
      const problem = checkIdentifier(chosen);
      if (problem) return problem;
      if (!password) return fail('no-password', 'Please enter a password', 'password');
      const created = await createDatabaseUser(store, login.connection, chosen, password);
      if ('errors' in created) return created;
      login.identifier = chosen;
      login.amr.push('pwd');
      return afterFirstFactor(store, transaction, created, go);
    }
    case 'reset-password-request': {
      if (!identifier) return fail('no-email', 'Please enter an email address', 'username');
      login.identifier = identifier.slice(0, MAX_IDENTIFIER);
      requestReset(store, transaction, login.identifier);
      return go('reset-password-email');
    }
    case 'reset-password': {
      const done = await setNewPassword(store, transaction, fields);
      return done === 'done' ? go('reset-password-success') : done;
    }
    case 'login-passwordless-email-code':
    case 'login-passwordless-sms-otp': {
      if (!login.passwordless) return fail('invalid-state', 'This login is not passwordless.');
      const user = await checkPasswordlessCode(
        store,
        transaction,
        (fields.code ?? '').trim(),
        browser,
      );
      if ('errors' in user || 'redirect' in user) return user;
      login.amr.push(login.passwordless.channel);
      return afterFirstFactor(store, transaction, user, go);
    }
    case 'reset-password-success':
    case 'reset-password-email':
      // A reset opened in another browser ends here: the login goes on where it started.
      return go(login.resetOnly ? 'reset-password-success' : login.firstScreen);
    default: {
      const user = login.authenticatedUserId
        ? users(store).get(login.authenticatedUserId)
        : undefined;
      if (!user || !login.mfa)
        return fail('invalid-state', 'Your session has expired. Please start again.');
      const result =
        (await answerMfaExtras(store, transaction, user, screen, fields)) ??
        (await answerMfa(store, transaction, user, screen, fields, browser));
      if (result !== 'passed') return result;
      login.amr.push('mfa');
      // The SDK posts `rememberBrowser=true` when the user ticked the checkbox.
      const remember =
        REMEMBER_SCREENS.has(screen) &&
        (fields.rememberBrowser === 'true' || fields.rememberBrowser === 'on') &&
        rememberBrowserOffered(store)
          ? await rememberBrowser(store, login.browser, user.user_id)
          : undefined;
      const next = await continueLogin(store, transaction, users(store).get(user.user_id) ?? user);
      return remember && 'redirect' in next
        ? { ...next, cookies: [...(next.cookies ?? []), remember] }
        : next;
    }
  }
}

/**
 * The reset-password link from the inbox: the URL its ticket opens (reset-password.ts); in
 * another browser than the login's (`elsewhere` binds a transaction to it), a transaction of
 * its own that only resets (reset-link.ts).
 */
export function openResetLink(
  store: Store,
  state: string,
  ticket: string,
  elsewhere?: () => TransactionBinding,
): string | undefined {
  const transaction = findLoginTransaction(store, state);
  return transaction && openReset(store, transaction, ticket, elsewhere);
}

/** After the first factor (password, social account): MFA if due, else consent and callback. */
export async function afterFirstFactor(
  store: Store,
  transaction: LoginTransaction,
  user: UserRecord,
  go: (screen: string) => FlowStep = (next) => {
    transaction.screen = next;
    return { redirect: screenUrl(next, transaction.state) };
  },
): Promise<FlowStep> {
  const login = transaction.login as LoginState;
  login.authenticatedUserId = user.user_id;
  const mfaScreen = mfaScreenFor(store, transaction, user);
  if (mfaScreen) return go(mfaScreen);
  return continueLogin(store, transaction, user);
}

function checkIdentifier(identifier: string): FlowStep | undefined {
  if (!identifier) return fail('no-email', 'Please enter an email address', 'email');
  if (identifier.length > MAX_IDENTIFIER || !/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(identifier))
    return fail('invalid-email-format', 'Email is not valid.', 'email');
  return undefined;
}

function fail(code: string, message: string, field?: string): FlowStep {
  return { errors: [flowError(code, message, field)], status: 400 };
}
