// Prompt `signup-password`: the password for the identifiers entered on signup-id.
import type { Payload } from '../declaration.js';
import { declareScreen } from '../declaration.js';
import { passwordValidation } from './members.js';

// The endpoint reads the phone as `phone_number`.
function phoneNumberField(payload: Payload): Payload {
  const { phoneNumber, ...rest } = payload;
  return typeof phoneNumber === 'string' && phoneNumber.trim()
    ? { ...rest, phone_number: phoneNumber }
    : payload;
}

export const signupPassword = declareScreen('signup-password', {
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
