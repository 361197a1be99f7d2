/**
 * The part of a login screen's context that comes from the login in progress and the tenant,
 * the way the service fills it: the current and alternate connections, the links of the flow
 * (signup, reset password, back to login, all carrying the state), the identifier typed so far
 * (`screen.data.username`), the factor's masked destination on code challenges, the TOTP key
 * on enrolment, the signed-in user, the request's `login_hint` / `ui_locales`, and the tenant's
 * locales, captcha and branding. `assembleContext` merges it over the fixture.
 */

import { invitationScreenData } from '../login/invitations.js';
import { findLoginTransaction } from '../login/login-state.js';
import { mfaFactors } from '../login/mfa.js';
import { organizationConnections, organizationContext } from '../login/organizations.js';
import { REMEMBER_SCREENS, rememberBrowserOffered } from '../login/remember-browser.js';
import { signupAllowed } from '../login/signup.js';
import { totpFor } from '../login/totp.js';
import type { Store } from '../store/store.js';
import type { ConnectionRecord } from '../tenant/connections.js';
import {
  alternateConnections,
  connectionNamed,
  databaseConnection,
} from '../tenant/connections.js';
import { describePolicy } from '../tenant/passwords.js';
import { tenantSettings } from '../tenant/settings.js';
import { users } from '../tenant/users.js';
import { connectionOptions } from './connection-context.js';
import { countryCodes } from './country-codes.js';
import { tenantPresentation } from './locales/tenant-presentation.js';
import { userContext } from './user-context.js';
import { addPasskeyOption, webauthnScreenData } from './webauthn-context.js';

type Json = Record<string, unknown>;

export interface LoginContext {
  layer: Json;
  /** Replaces the fixture's user outright (no sample data may leak into a real login). */
  user: Json;
  /** Replaces the fixture's organization; absent when the login has none. */
  organization?: Json;
}

const connectionView = (c: ConnectionRecord): Json => ({
  name: c.name,
  strategy: c.strategy,
  ...(c.display_name ? { display_name: c.display_name } : {}),
  ...(c.metadata ? { metadata: c.metadata } : {}),
});

const mask = (value: string) =>
  value.includes('@')
    ? value.replace(/^(.)[^@]*(@.*)$/, '$1****$2')
    : value.replace(
        /^(.*)(\d{4})$/,
        (_, head: string, tail: string) => `${'X'.repeat(head.length)}${tail}`,
      );

export function loginContext(
  store: Store,
  state: string,
  screen: string,
): LoginContext | undefined {
  const transaction = findLoginTransaction(store, state);
  const login = transaction?.login;
  if (!transaction || !login) return undefined;
  const link = (to: string) => `/u/${to}?state=${encodeURIComponent(state)}`;
  const layer = tenantLayer(store, screen, {
    clientId: transaction.clientId,
    connection: login.connection,
    identifierFirst: login.firstScreen === 'login-id',
    link,
    organizationConnections: organizationConnections(store, login),
    ...(transaction.uiLocales ? { uiLocales: transaction.uiLocales } : {}),
  });
  const preLoginPicker = screen === 'pre-login-organization-picker';
  // The pre-login picker shows the user of the browser's session (src/protocol/login-session.ts).
  const userId =
    login.authenticatedUserId ?? login.userId ?? (preLoginPicker ? login.sessionUserId : undefined);
  const record = userId ? users(store).get(userId) : undefined;
  const user: Json = record ? userContext(record) : {};

  const data = (layer.screen as Json).data as Json;
  const identifier = login.identifier ?? login.signupIdentifier ?? transaction.loginHint;
  if (identifier) data.username = identifier;
  const factor = record && mfaFactors(record).find((f) => f.id === login.mfa?.factorId);
  if (factor?.email) data.email = mask(factor.email);
  if (factor?.phone_number) data.phone_number = mask(factor.phone_number);
  if (screen === 'mfa-otp-enrollment-qr' && login.mfa?.secret) {
    data.text_code = login.mfa.secret;
    data.qr_code = totpFor(login.mfa.secret, record?.email ?? 'user').toString();
  }
  // Passkeys and the MFA screens (src/rendering/webauthn-context.ts).
  Object.assign(data, webauthnScreenData(store, login, screen, record));
  if (screen === 'accept-invitation') Object.assign(data, invitationScreenData(login));
  if (REMEMBER_SCREENS.has(screen) && login.mfa && !login.mfa.enrolling)
    data.show_remember_device = rememberBrowserOffered(store);
  // A passwordless login's connection is the passwordless one, as on the service: its
  // strategy names what login-id asks for (an email address, a phone number).
  const passwordless = login.passwordless && connectionNamed(store, login.passwordless.connection);
  if (passwordless)
    (layer.transaction as Json).connection = { ...connectionView(passwordless), options: {} };
  const connection = (layer.transaction as Json).connection as Json | undefined;
  if (connection && !passwordless) addPasskeyOption(connection, store, login);
  // A login that may not sign up is offered no signup: the SDK's isSignupEnabled reads
  // `signup_enabled`; the signup link is left out (null: removed from the fixture's too).
  if (!signupAllowed(store, login)) {
    if (connection) (connection.options as Json).signup_enabled = false;
    ((layer.screen as Json).links as Json).signup = null;
  }
  const orgs = organizationContext(store, login, record);
  if (record && orgs.userOrganizations) {
    user.organizations = orgs.userOrganizations;
    if (screen === 'organization-picker' || preLoginPicker)
      data.organizations = orgs.userOrganizations;
  }
  layer.untrusted_data = {
    authorization_params: {
      ...(transaction.loginHint ? { login_hint: transaction.loginHint } : {}),
      ...(transaction.uiLocales ? { ui_locales: transaction.uiLocales } : {}),
    },
  };
  return { layer, user, ...(orgs.organization ? { organization: orgs.organization } : {}) };
}

interface TenantLayerOptions {
  clientId?: string | undefined;
  /** The database connection of the login (default: the tenant's first). */
  connection?: string;
  identifierFirst: boolean;
  /** The URL of another screen of the same transaction (or preview). */
  link: (screen: string) => string;
  /** The login's organization's enabled connections: only those are offered. */
  organizationConnections?: Map<string, { showAsButton: boolean }> | undefined;
  uiLocales?: string;
}

/**
 * What every login screen shows of the tenant, login or preview alike: its connections (the
 * database one as current, passwordless and social as alternates), the flow's links, the
 * password policy, locales, enabled factors and captcha. `undefined` parts stay the fixture's.
 */
export function tenantLayer(store: Store, screen: string, options: TenantLayerOptions): Json {
  const settings = tenantSettings(store);
  const scope = { clientId: options.clientId, organization: options.organizationConnections };
  const database = databaseConnection(store, scope, options.connection);
  const alternates = alternateConnections(store, scope);
  const first = options.identifierFirst ? 'login-id' : 'login';
  const links: Json = {
    signup: options.link(options.identifierFirst ? 'signup-id' : 'signup'),
    reset_password: options.link('reset-password-request'),
    login: options.link(first),
    edit_identifier: options.link(first),
    back: options.link(first),
  };
  const data: Json = {};
  if (/^(signup|reset-password$|login-password|login$)/.test(screen)) {
    const policy = describePolicy(database);
    data.passwordPolicy = policy;
    data.password_policy = policy;
  }
  const shown = tenantPresentation(store, screen, options);
  // The visitor's country, which the service derives from the request's IP address.
  const visitor = { code: 'US', prefix: '1' };
  const layer: Json = {
    screen: { links, data, texts: shown.texts },
    branding: shown.branding,
    transaction: {
      locale: shown.locale,
      ...(database
        ? { connection: { ...connectionView(database), options: connectionOptions(database) } }
        : {}),
      country_code: visitor,
      alternate_connections: alternates.map(connectionView),
    },
    tenant: { ...shown.tenant, enabled_factors: settings.mfa.factors },
    country_codes: countryCodes(shown.locale, visitor.code),
  };
  if (settings.captcha.provider !== 'none' && /^(login|signup)/.test(screen)) {
    (layer.screen as Json).captcha = {
      provider: settings.captcha.provider,
      ...(settings.captcha.siteKey ? { siteKey: settings.captcha.siteKey } : {}),
    };
  }
  return layer;
}
