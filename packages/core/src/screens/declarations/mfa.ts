// Prompt `mfa`: choosing a factor, detecting the browser, the enrollment result.

import { withCapabilities } from '../../form/browser-capabilities.js';
import { declareScreen } from '../declaration.js';

export const mfaBeginEnrollOptions = /* @__PURE__ */ declareScreen('mfa-begin-enroll-options', {
  data: {},
  actions: { enroll: { fields: { action: 'string' } } },
});
export const mfaDetectBrowserCapabilities = /* @__PURE__ */ declareScreen(
  'mfa-detect-browser-capabilities',
  {
    data: {},
    actions: {
      detectCapabilities: { action: 'pick-authenticator', browser: withCapabilities },
    },
  },
);
export const mfaEnrollResult = /* @__PURE__ */ declareScreen('mfa-enroll-result', {
  data: { status: 'string?' },
  actions: {},
});
export const mfaLoginOptions = /* @__PURE__ */ declareScreen('mfa-login-options', {
  data: { enrolled_factors: 'array?' },
  actions: {
    enroll: { fields: { action: 'string' } },
    returnToPrevious: { action: 'back-action' },
  },
});
