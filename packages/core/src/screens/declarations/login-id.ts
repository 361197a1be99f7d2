// Prompt `login-id`: the identifier first, the password (or passkey) on the next screen.
import { optional } from '../../context/shape.js';
import { browserCapabilities } from '../../form/browser-capabilities.js';
import { getPasskeyCredential } from '../../passkeys/index.js';
import { declareScreen } from '../declaration.js';
import { loginIdentifiers, passkeyAutofill } from './members.js';
import { typedIdentifier } from './payload-rewrites.js';

export const loginId = declareScreen('login-id', {
  members: {
    getLoginIdentifiers: loginIdentifiers(),
    registerPasskeyAutofill: passkeyAutofill(),
  },
  data: { passkey: optional({ public_key: 'object' }), active_identifier_type: 'string?' },
  actions: {
    login: {
      fields: {
        identifier: 'string?',
        username: 'string?',
        captcha: 'string?',
        identifierType: 'string?',
        phoneCountryCode: 'string?',
      },
      transform: typedIdentifier,
      capabilities: browserCapabilities,
    },
    federatedLogin: { fields: { connection: 'string' } },
    passkeyLogin: { credential: { run: getPasskeyCredential, field: 'passkey' } },
    googleOneTap: { action: 'google-one-tap', fields: { one_tap_credential: 'string' } },
    pickCountryCode: { action: 'pick-country-code' },
  },
});
