// Prompt `login`: identifier and password on one screen.
import { declareScreen } from '../declaration.js';
import { loginIdentifiers } from './members.js';
import { typedIdentifier } from './payload-rewrites.js';

export const login = declareScreen('login', {
  members: {
    getLoginIdentifiers: loginIdentifiers(),
  },
  actions: {
    login: {
      action: 'default',
      fields: {
        identifier: 'string?',
        username: 'string?',
        password: 'string',
        captcha: 'string?',
        identifierType: 'string?',
        phoneCountryCode: 'string?',
      },
      transform: typedIdentifier,
    },
    federatedLogin: { fields: { connection: 'string' } },
    pickCountryCode: { action: 'pick-country-code' },
    googleOneTap: { action: 'google-one-tap', fields: { one_tap_credential: 'string' } },
  },
});
