// Prompt `mfa-push`: push notifications (Guardian): enroll, choose a device, approve.
import type { Payload } from '../../form/payload.js';
import { declareScreen } from '../declaration.js';
import { pollingManager } from './members.js';
import { rememberBrowser } from './payload-rewrites.js';
import { rememberDeviceForm } from './views.js';

// Resending always posts the field: `true`, or empty when the device is not remembered.
function rememberBrowserAlways({ rememberDevice, ...rest }: Payload): Payload {
  return { rememberBrowser: rememberDevice ? 'true' : '', ...rest };
}

export const mfaPushChallengePush = /* @__PURE__ */ declareScreen('mfa-push-challenge-push', {
  data: { device_name: 'string?', show_remember_device: 'boolean?' },
  views: {
    data: { deviceName: 'device_name', showRememberDevice: 'show_remember_device' },
    untrustedData: { submittedFormData: rememberDeviceForm },
  },
  members: { pollingManager: pollingManager() },
  actions: {
    continue: {
      action: 'continue',
      fields: { rememberDevice: 'boolean?' },
      transform: rememberBrowser,
    },
    resendPushNotification: {
      action: 'resend',
      fields: { rememberDevice: 'boolean?' },
      transform: rememberBrowserAlways,
    },
    enterCodeManually: { action: 'enter-otp-code' },
    tryAnotherMethod: { action: 'pick-authenticator' },
  },
});
/** Not in the official SDK: the code shown instead of the QR; the user continues or picks another factor. */
export const mfaPushEnrollmentCode = /* @__PURE__ */ declareScreen('mfa-push-enrollment-code', {
  data: { text_code: 'string?' },
  inferred: true,
  actions: {
    continue: { action: 'continue', inferred: true },
    pickAuthenticator: { action: 'pick-authenticator', inferred: true },
  },
});
export const mfaPushEnrollmentQr = /* @__PURE__ */ declareScreen('mfa-push-enrollment-qr', {
  data: { qr_code: 'string?', qr_uri: 'string?', show_code_copy: 'boolean?' },
  views: { data: { qrCode: 'qr_code', qrUri: 'qr_uri', showCodeCopy: 'show_code_copy' } },
  members: { pollingManager: pollingManager() },
  actions: {
    continue: {
      action: 'continue',
      fields: { rememberDevice: 'boolean?' },
      transform: rememberBrowser,
    },
    pickAuthenticator: { action: 'pick-authenticator' },
  },
});
export const mfaPushList = /* @__PURE__ */ declareScreen('mfa-push-list', {
  data: {},
  actions: {
    selectMfaPushDevice: {
      fields: { deviceIndex: 'number' },
      action: (payload) => `selection-action::${payload.deviceIndex}`,
      transform: ({ deviceIndex, ...rest }) => rest,
    },
    goBack: { action: 'back-action' },
  },
});
/** Not in the official SDK: the confirmation after enrolling; the user continues. */
export const mfaPushSuccess = /* @__PURE__ */ declareScreen('mfa-push-success', {
  data: {},
  inferred: true,
  actions: { continue: { action: 'default', inferred: true } },
});
export const mfaPushWelcome = /* @__PURE__ */ declareScreen('mfa-push-welcome', {
  data: {},
  links: { ios: 'string?', android: 'string?' },
  actions: { enroll: { action: 'enroll' }, pickAuthenticator: { action: 'pick-authenticator' } },
});
