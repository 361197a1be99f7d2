/**
 * The context of the screens the authorization server shows outside a login: the logout
 * question and its results (protocol/endpoints/logout.ts), a device activation's screens
 * (login/device-activation.ts) while no login is in progress, and the account unblock screens
 * of a blocked-account email's link (login/unblock-link.ts). What they show comes from the
 * transaction: the tenant's texts and branding in the request's `ui_locales`, the user the
 * screen is about (who is logging out, who approves the device), and on the device
 * confirmation the code to compare with the device's (`screen.data.text_code`). No sample
 * data of the fixture stays: a real page shows only what the transaction holds.
 */
import { formatUserCode } from '../protocol/device-codes.js';
import { getPendingTransaction } from '../protocol/transactions.js';
import type { Store } from '../store/store.js';
import { users } from '../tenant/users.js';
import type { LoginContext } from './context-layer.js';
import { tenantPresentation } from './locales/tenant-presentation.js';
import { userContext } from './user-context.js';

type Json = Record<string, unknown>;

export function interactionContext(
  store: Store,
  state: string,
  screen: string,
): LoginContext | undefined {
  const transaction = getPendingTransaction({ store }, state);
  if (
    !transaction ||
    transaction.login ||
    (!transaction.logout && !transaction.device && !transaction.unblock)
  )
    return undefined;
  const shown = tenantPresentation(store, screen, {
    clientId: transaction.clientId || undefined,
    uiLocales: transaction.uiLocales,
  });
  // The fixture's sample user code goes; the confirmation shows the code being approved.
  const data: Json = { user_code: null };
  const code = transaction.device?.userCode;
  if (screen === 'device-code-confirmation' && code) data.text_code = formatUserCode(code);
  const record = transaction.user.id ? users(store).get(transaction.user.id) : undefined;
  const user: Json = record
    ? userContext(record)
    : transaction.user.id
      ? {
          id: transaction.user.id,
          ...(transaction.user.email ? { email: transaction.user.email } : {}),
        }
      : {};
  const layer: Json = {
    screen: { data, texts: shown.texts },
    branding: shown.branding,
    transaction: { locale: shown.locale },
    tenant: shown.tenant,
    untrusted_data: {
      authorization_params: transaction.uiLocales ? { ui_locales: transaction.uiLocales } : {},
    },
  };
  return { layer, user };
}
