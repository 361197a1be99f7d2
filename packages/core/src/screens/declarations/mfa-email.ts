// Prompt `mfa-email`: codes by email and the list of enrolled emails.
import { declareScreen } from '../declaration.js';
import { resendManager } from './members.js';
import { codeRememberingDevice, withinUserList } from './payload-rewrites.js';
import { rememberDeviceForm } from './views.js';

export const mfaEmailChallenge = /* @__PURE__ */ declareScreen('mfa-email-challenge', {
  data: { email: 'string?', show_remember_device: 'boolean?', resendLimitReached: 'boolean?' },
  views: {
    data: { showRememberDevice: 'show_remember_device' },
    untrustedData: { submittedFormData: rememberDeviceForm },
  },
  members: { resendManager: resendManager('resendCode') },
  actions: {
    continue: codeRememberingDevice,
    resendCode: { action: 'resend-code' },
    tryAnotherMethod: { action: 'pick-authenticator' },
    pickEmail: { action: 'pick-email' },
  },
});
export const mfaEmailList = /* @__PURE__ */ declareScreen('mfa-email-list', {
  data: { enrolled_emails: 'array?' },
  actions: {
    selectMfaEmail: {
      fields: { index: 'number' },
      action: (payload) => `selection-action::${payload.index}`,
      transform: withinUserList('enrolled_emails'),
    },
    goBack: { action: 'back-action' },
  },
});
