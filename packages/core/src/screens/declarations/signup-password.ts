// Prompt `signup-password`: the password for the identifiers entered on signup-id.

import { CONNECTION } from '../../catalogue/shared-shapes.js';
import type { Payload } from '../../form/payload.js';
import { declareScreen } from '../declaration.js';
import { passwordValidation } from './members.js';
import {
  editIdentifierLink,
  isPasskeyEnabled,
  loginLink,
  optionalIdentifiers,
  passwordComplexityPolicy,
  passwordPolicy,
  requiredIdentifiers,
} from './views.js';

// The endpoint reads the phone as `phone_number`.
function phoneNumberField(payload: Payload): Payload {
  const { phoneNumber, ...rest } = payload;
  return typeof phoneNumber === 'string' && phoneNumber.trim()
    ? { ...rest, phone_number: phoneNumber }
    : payload;
}

export const signupPassword = /* @__PURE__ */ declareScreen('signup-password', {
  data: {
    email: 'string?',
    phone_number: 'string?',
    username: 'string?',
    show_skip_password: 'boolean?',
  },
  links: { login: 'string?', edit_identifier: 'string?' },
  transaction: CONNECTION,
  views: {
    screen: { loginLink, editLink: editIdentifierLink },
    data: { phoneNumber: 'phone_number', showSkipPassword: 'show_skip_password' },
    transaction: {
      isPasskeyEnabled,
      passwordPolicy,
      passwordComplexityPolicy,
      optionalIdentifiers,
      requiredIdentifiers,
    },
  },
  members: {
    validatePassword: passwordValidation(),
  },
  actions: {
    signup: {
      fields: {
        email: 'string?',
        username: 'string?',
        phoneNumber: 'string?',
        password: 'string',
        captcha: 'string?',
      },
      transform: phoneNumberField,
    },
    federatedSignup: { fields: { connection: 'string' } },
    switchConnection: { fields: { connection: 'string' } },
    skipPassword: { action: 'skip-password', fields: { captcha: 'string?' } },
  },
});
