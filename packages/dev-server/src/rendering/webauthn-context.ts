/**
 * What passkeys and the MFA screens add to a login screen's context (src/rendering/context-layer.ts
 * merges it): `screen.data.passkey.public_key` with a challenge issued for this transaction,
 * `webauthnType`, the recovery code to show once, the enrolled factors to pick from, and the
 * connection's `options.authentication_methods.passkey.enabled` that the SDK reads.
 */

import type { LoginState } from '../login/login-state.js';
import { mfaExtrasScreenData } from '../login/mfa-options.js';
import { passkeyScreenData, passkeySettings } from '../login/passkeys.js';
import type { Store } from '../store/store.js';
import type { UserRecord } from '../tenant/users.js';

export function webauthnScreenData(
  store: Store,
  login: LoginState,
  screen: string,
  user: UserRecord | undefined,
): Record<string, unknown> {
  const passkey = passkeyScreenData(store, login, screen, user);
  const mfa = user && login.mfa ? mfaExtrasScreenData(store, login, screen, user) : undefined;
  return { ...passkey, ...mfa };
}

/** Adds `options.authentication_methods.passkey.enabled` to the context's connection. */
export function addPasskeyOption(
  connection: Record<string, unknown>,
  store: Store,
  login: LoginState,
): void {
  const options = (connection.options ?? {}) as Record<string, unknown>;
  const methods = (options.authentication_methods ?? {}) as Record<string, unknown>;
  connection.options = {
    ...options,
    authentication_methods: {
      ...methods,
      passkey: { enabled: passkeySettings(store, login.connection).enabled },
    },
  };
}
