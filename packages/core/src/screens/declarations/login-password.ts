// Prompt `login-password`: the password for the identifier entered on login-id.

import { browserCapabilities } from '../../form/browser-capabilities.js';
import { declareScreen } from '../declaration.js';

export const loginPassword = declareScreen('login-password', {
  actions: {
    login: {
      fields: { username: 'string', password: 'string', captcha: 'string?' },
      capabilities: browserCapabilities,
    },
    federatedLogin: { fields: { connection: 'string' } },
    switchConnection: { fields: { connection: 'string' } },
    switchToOtp: { action: 'switch-to-otp-auth' },
  },
});
