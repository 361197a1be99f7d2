/**
 * Screen members that are not form posts, over the helpers in core's passkeys/, resend/ and
 * polling/ folders, named as the official SDK names them. Each screen that has one imports it
 * here, so only those screens' bundles carry the helper.
 */
import { getSignupIdentifiers, type IdentifierType } from '../../identifiers/index.js';
import { registerPasskeyAutofill } from '../../passkeys/index.js';
import {
  readPasswordComplexityPolicy,
  readPasswordPolicy,
  validatePasswordFor,
} from '../../password/index.js';
import { createPollingControl, type MfaPollingOptions } from '../../polling/index.js';
import { createResendControl, type StartResendOptions } from '../../resend/index.js';
import { readUsernamePolicy, validateUsername } from '../../username/index.js';
import type { BoundScreen } from '../declaration.js';

/** `resendManager(options?)`: a cooldown timer over the screen's resend action. */
export function resendManager(action: string, honourLimit = false) {
  return (screen: BoundScreen) => (options?: StartResendOptions) =>
    createResendControl(
      screen.context.screen.name,
      () => (screen[action] as () => Promise<void>)(),
      options,
      honourLimit && Boolean(screen.context.screen.data?.resendLimitReached),
    );
}

/** `pollingManager(options)`: polls the page until the push is approved (MFA push screens). */
export function pollingManager() {
  return (_screen: BoundScreen, page?: Window) => (options: MfaPollingOptions) =>
    createPollingControl({ page, ...options });
}

/**
 * `registerPasskeyAutofill(inputId?)`: offers the user's passkeys in the identifier field's
 * autofill and posts the chosen one (`passkey`, no action) as the SDK does.
 */
export function passkeyAutofill() {
  return (screen: BoundScreen, page?: Window) => async (inputId?: string) => {
    const data = screen.context.screen.data as { passkey?: { public_key?: unknown } } | undefined;
    await registerPasskeyAutofill({
      publicKey: data?.passkey?.public_key,
      input: inputId,
      page,
      onResolve: async (credential) => {
        await screen.submit(undefined, { passkey: JSON.stringify(credential) });
      },
    });
  };
}

/** `getLoginIdentifiers()`: which identifiers the login form accepts (`transaction.allowedIdentifiers`, as the SDK). */
export function loginIdentifiers() {
  return (screen: BoundScreen) => () =>
    (screen.transaction as { allowedIdentifiers?: IdentifierType[] | null }).allowedIdentifiers ??
    null;
}

/** `getSignupIdentifiers()`: the signup inputs, each required or optional. */
export function signupIdentifiers() {
  return (screen: BoundScreen) => () => getSignupIdentifiers(screen.context);
}

/** `validatePassword(password)`: per rule, against the connection's policy (complexity first). */
export function passwordValidation() {
  return (screen: BoundScreen) => (password: string) =>
    validatePasswordFor(password, {
      passwordPolicy: readPasswordPolicy(screen.context),
      complexityPolicy: readPasswordComplexityPolicy(screen.context),
    });
}

/** `validateUsername(username)`: against the connection's username policy. */
export function usernameValidation() {
  return (screen: BoundScreen) => (username: string) =>
    validateUsername(username, readUsernamePolicy(screen.context));
}
