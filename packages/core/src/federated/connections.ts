// Alternate (social and enterprise) connections of `transaction.alternate_connections`: the
// SDK's `transaction.alternateConnections` shape, and which of them a screen shows as
// "Continue with ..." buttons. The button's action is the screen's `federatedLogin({ connection })`.
import {
  optionalArray,
  optionalBoolean,
  optionalObject,
  optionalString,
  requiredString,
} from '../shared/read-path.js';

export interface AlternateConnection {
  name: string;
  strategy: string;
  metadata?: Record<string, string>;
  /** Enterprise connections only (the SDK's camelCase options). */
  options?: { iconUrl?: string; displayName?: string; showAsButton: boolean };
}

export interface FederatedButton {
  /** Posted as `connection` by federatedLogin. */
  connection: string;
  strategy: string;
  label: string;
  iconUrl: string | null;
}

export interface FederatedContext {
  transaction?: { alternate_connections?: unknown; [key: string]: unknown };
}

const PATH = 'transaction.alternate_connections';

/** The SDK's `transaction.alternateConnections`: null when the context lists none. */
export function getAlternateConnections(context: FederatedContext): AlternateConnection[] | null {
  const list = optionalArray(context.transaction?.alternate_connections, PATH);
  if (!list) return null;
  return list.map((entry, i) => {
    const at = `${PATH}[${i}]`;
    const connection = optionalObject(entry, at) ?? {};
    const base = {
      name: requiredString(connection.name, `${at}.name`),
      strategy: requiredString(connection.strategy, `${at}.strategy`),
      metadata: optionalObject(connection.metadata, `${at}.metadata`) as
        | Record<string, string>
        | undefined,
    };
    if (!('options' in connection)) return base;
    const options = optionalObject(connection.options, `${at}.options`) ?? {};
    return {
      ...base,
      options: {
        iconUrl: optionalString(options.icon_url, `${at}.options.icon_url`),
        displayName: optionalString(options.display_name, `${at}.options.display_name`),
        showAsButton: optionalBoolean(
          options.show_as_button,
          `${at}.options.show_as_button`,
        ) as boolean,
      },
    };
  });
}

/** Well-known social strategies and the label the service's own pages use. */
const SOCIAL_LABELS: Record<string, string> = {
  'google-oauth2': 'Google',
  github: 'GitHub',
  facebook: 'Facebook',
  apple: 'Apple',
  windowslive: 'Microsoft Account',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  amazon: 'Amazon',
  paypal: 'PayPal',
};

/**
 * The connections to show as buttons: social ones always, enterprise ones unless their
 * `show_as_button` is false (those are reached by email domain instead). Order kept.
 */
export function getFederatedButtons(context: FederatedContext): FederatedButton[] {
  return (getAlternateConnections(context) ?? [])
    .filter((c) => c.options?.showAsButton !== false)
    .map((c) => ({
      connection: c.name,
      strategy: c.strategy,
      label: c.options?.displayName || SOCIAL_LABELS[c.strategy] || c.name,
      iconUrl: c.options?.iconUrl || null,
    }));
}
