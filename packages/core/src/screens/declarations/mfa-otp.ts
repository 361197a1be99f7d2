// Prompt `mfa-otp`: one-time passwords from an authenticator app.
import { declareScreen } from '../declaration.js';
import { codeRememberingDevice } from './payload-rewrites.js';
import { rememberDeviceForm } from './views.js';

export const mfaOtpChallenge = /* @__PURE__ */ declareScreen('mfa-otp-challenge', {
  data: { show_remember_device: 'boolean?' },
  views: {
    data: { showRememberDevice: 'show_remember_device' },
    untrustedData: { submittedFormData: rememberDeviceForm },
  },
  actions: {
    continue: codeRememberingDevice,
    tryAnotherMethod: { action: 'pick-authenticator' },
  },
});
export const mfaOtpEnrollmentCode = /* @__PURE__ */ declareScreen('mfa-otp-enrollment-code', {
  data: { text_code: 'string?' },
  actions: {
    continue: { action: 'default', fields: { code: 'string' } },
    toggleView: { action: 'toggle-view' },
    tryAnotherMethod: { action: 'pick-authenticator' },
  },
});
export const mfaOtpEnrollmentQr = /* @__PURE__ */ declareScreen('mfa-otp-enrollment-qr', {
  data: { qr_code: 'string?' },
  actions: {
    toggleView: { action: 'toggle-view' },
    continue: { action: 'default', fields: { code: 'string' } },
    tryAnotherMethod: { action: 'pick-authenticator' },
  },
});
