// Which identifier inputs a login or signup form shows (email, phone, username) and whether
// each is required, from the connection in `transaction.connection`, following the official
// SDK's getAllowedIdentifiers / getRequiredIdentifiers / getOptionalIdentifiers /
// getSignupIdentifiers.
import {
  CONNECTION_OPTIONS_PATH,
  type ConnectionContext,
  connectionOptions,
  optionalBoolean,
  optionalObject,
  optionalString,
} from '../shared/read-path.js';

export type IdentifierType = 'email' | 'phone' | 'username';
export interface Identifier {
  type: IdentifierType;
  required: boolean;
}

type Status = 'required' | 'optional';

interface Attribute {
  type: IdentifierType;
  signupStatus?: string;
  identifierActive: boolean;
}

function attributes(
  context: ConnectionContext,
): { attributes: Attribute[]; usernameRequired: boolean } | null {
  const options = connectionOptions(context);
  if (!options && !optionalObject(context.transaction?.connection, 'transaction.connection'))
    return null;
  const path = `${CONNECTION_OPTIONS_PATH}.attributes`;
  const raw = optionalObject(options?.attributes, path) ?? {};
  const list = Object.entries(raw).map(([key, value]) => {
    const attribute = optionalObject(value, `${path}.${key}`) ?? {};
    return {
      type: key as IdentifierType,
      signupStatus: optionalString(attribute.signup_status, `${path}.${key}.signup_status`),
      identifierActive:
        optionalBoolean(attribute.identifier_active, `${path}.${key}.identifier_active`) === true,
    };
  });
  const usernameRequired =
    optionalBoolean(options?.username_required, `${CONNECTION_OPTIONS_PATH}.username_required`) ===
    true;
  return { attributes: list, usernameRequired };
}

/** Without flexible identifiers (no `attributes`): email, plus username when required. */
const legacy = (usernameRequired: boolean): IdentifierType[] =>
  usernameRequired ? ['email', 'username'] : ['email'];

function byStatus(context: ConnectionContext, statuses: Status[]): IdentifierType[] | null {
  const read = attributes(context);
  if (!read) return null;
  if (read.attributes.length === 0) return legacy(read.usernameRequired);
  const found = read.attributes
    .filter((a) => a.signupStatus !== undefined && statuses.includes(a.signupStatus as Status))
    .map((a) => a.type);
  return found.length > 0 ? found : null;
}

const PASSWORDLESS: Record<string, IdentifierType> = { email: 'email', sms: 'phone' };

/** The one identifier of a passwordless connection (strategy email / sms), else undefined. */
function passwordlessIdentifier(context: ConnectionContext): IdentifierType | undefined {
  const connection = optionalObject(context.transaction?.connection, 'transaction.connection');
  const strategy = optionalString(
    connection?.strategy,
    'transaction.connection.strategy',
  )?.toLowerCase();
  return strategy ? PASSWORDLESS[strategy] : undefined;
}

/**
 * Identifiers a login form accepts (the SDK's `getLoginIdentifiers()` on login-id, login and
 * reset-password-request): the passwordless connection's one identifier, else the active ones.
 */
export function getLoginIdentifiers(context: ConnectionContext): IdentifierType[] | null {
  const passwordless = passwordlessIdentifier(context);
  return passwordless ? [passwordless] : getActiveIdentifiers(context);
}

/** Identifiers the connection accepts at signup, required or optional (the SDK's getAllowedIdentifiers). */
export function getAllowedIdentifiers(context: ConnectionContext): IdentifierType[] | null {
  return byStatus(context, ['required', 'optional']);
}

/** Identifiers marked active for login (`identifier_active`), the SDK's getActiveIdentifiers. */
export function getActiveIdentifiers(context: ConnectionContext): IdentifierType[] | null {
  const read = attributes(context);
  if (!read) return null;
  if (read.attributes.length === 0) return legacy(read.usernameRequired);
  const active = read.attributes.filter((a) => a.identifierActive).map((a) => a.type);
  return active.length > 0 ? active : null;
}

export function getRequiredIdentifiers(context: ConnectionContext): IdentifierType[] | null {
  const passwordless = passwordlessIdentifier(context);
  return passwordless ? [passwordless] : byStatus(context, ['required']);
}
export const getOptionalIdentifiers = (context: ConnectionContext) =>
  byStatus(context, ['optional']);

/**
 * The signup form's inputs, each required or optional (the SDK's `getSignupIdentifiers()`).
 * Passwordless connections (strategy email / sms) ask for their one identifier, required.
 */
export function getSignupIdentifiers(context: ConnectionContext): Identifier[] {
  const passwordless = passwordlessIdentifier(context);
  if (passwordless) return [{ type: passwordless, required: true }];
  return [
    ...(getRequiredIdentifiers(context) ?? []).map((type) => ({ type, required: true })),
    ...(getOptionalIdentifiers(context) ?? []).map((type) => ({ type, required: false })),
  ];
}
