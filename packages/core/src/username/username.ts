// The connection's username policy (length, whether an email- or phone-shaped username is
// allowed) and validation against it, with the official SDK's codes and messages.
import {
  CONNECTION_OPTIONS_PATH,
  type ConnectionContext,
  connectionOptions,
  optionalBoolean,
  optionalCount,
  optionalObject,
  optionalString,
} from '../shared/read-path.js';

export interface UsernamePolicy {
  isActive?: boolean;
  minLength: number;
  maxLength: number;
  allowedFormats?: { usernameInEmailFormat?: boolean; usernameInPhoneFormat?: boolean };
}

export type UsernameErrorCode =
  | 'username-too-short'
  | 'username-too-long'
  | 'username-email-not-allowed'
  | 'username-phone-not-allowed';

export interface UsernameValidationError {
  code: UsernameErrorCode;
  message: string;
  field: 'username';
}

export interface UsernameValidationResult {
  isValid: boolean;
  errors: UsernameValidationError[];
}

/**
 * The username policy: flexible-identifier connections keep it in
 * `attributes.username.validation`, older ones in `validation.username`. Null when none.
 */
export function readUsernamePolicy(context: ConnectionContext): UsernamePolicy | null {
  const options = connectionOptions(context);
  const attrPath = `${CONNECTION_OPTIONS_PATH}.attributes.username`;
  const attributes = optionalObject(options?.attributes, `${CONNECTION_OPTIONS_PATH}.attributes`);
  const username = optionalObject(attributes?.username, attrPath);
  const validation = optionalObject(username?.validation, `${attrPath}.validation`);
  if (validation) {
    const at = (key: string) => `${attrPath}.validation.${key}`;
    const allowed = optionalObject(validation.allowed_types, at('allowed_types'));
    const status = optionalString(username?.signup_status, `${attrPath}.signup_status`);
    return {
      isActive: status === 'optional' || status === 'required',
      maxLength: optionalCount(validation.max_length, at('max_length')) ?? Number.POSITIVE_INFINITY,
      minLength: optionalCount(validation.min_length, at('min_length')) ?? 0,
      allowedFormats: {
        usernameInEmailFormat: optionalBoolean(allowed?.email, at('allowed_types.email')) ?? false,
        usernameInPhoneFormat:
          optionalBoolean(allowed?.phone_number, at('allowed_types.phone_number')) ?? false,
      },
    };
  }
  const legacyPath = `${CONNECTION_OPTIONS_PATH}.validation.username`;
  const legacyValidation = optionalObject(
    options?.validation,
    `${CONNECTION_OPTIONS_PATH}.validation`,
  );
  const rules = optionalObject(legacyValidation?.username, legacyPath);
  if (!rules) return null;
  return {
    isActive:
      optionalBoolean(
        options?.username_required,
        `${CONNECTION_OPTIONS_PATH}.username_required`,
      ) === true,
    maxLength:
      optionalCount(rules.max_length, `${legacyPath}.max_length`) ?? Number.POSITIVE_INFINITY,
    minLength: optionalCount(rules.min_length, `${legacyPath}.min_length`) ?? 0,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?\d{7,15}$/;
const error = (code: UsernameErrorCode, message: string): UsernameValidationError => ({
  code,
  message,
  field: 'username',
});

/** Validates like the SDK: an inactive or missing policy accepts anything. */
export function validateUsername(
  username: string,
  policy: UsernamePolicy | null | undefined,
): UsernameValidationResult {
  if (!policy?.isActive) return { isValid: true, errors: [] };
  const errors: UsernameValidationError[] = [];
  const { minLength, maxLength, allowedFormats = {} } = policy;
  if (username.length < minLength)
    errors.push(
      error('username-too-short', `Username must be at least ${minLength} characters long.`),
    );
  if (username.length > maxLength)
    errors.push(
      error('username-too-long', `Username must be no more than ${maxLength} characters.`),
    );
  if (allowedFormats.usernameInEmailFormat === false && EMAIL.test(username))
    errors.push(error('username-email-not-allowed', 'Usernames in email format are not allowed.'));
  if (allowedFormats.usernameInPhoneFormat === false && PHONE.test(username.replace(/\s+/g, '')))
    errors.push(
      error('username-phone-not-allowed', 'Usernames in phone number format are not allowed.'),
    );
  return { isValid: errors.length === 0, errors };
}
