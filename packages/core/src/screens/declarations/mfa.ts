// Prompt `mfa`: choosing a factor, detecting the browser, the enrollment result.

import { browserCapabilities } from '../../form/browser-capabilities.js';
import { declareScreen } from '../declaration.js';

export const mfaBeginEnrollOptions = declareScreen('mfa-begin-enroll-options', {
  data: {},
  actions: { enroll: { fields: { action: 'string' } } },
});
export const mfaDetectBrowserCapabilities = declareScreen('mfa-detect-browser-capabilities', {
  data: {},
  actions: {
    detectCapabilities: { action: 'pick-authenticator', capabilities: browserCapabilities },
  },
});
export const mfaEnrollResult = declareScreen('mfa-enroll-result', {
  data: { status: 'string?' },
  actions: {},
});
export const mfaLoginOptions = declareScreen('mfa-login-options', {
  data: { enrolled_factors: 'array?' },
  actions: {
    enroll: { fields: { action: 'string' } },
    returnToPrevious: { action: 'back-action' },
  },
});
