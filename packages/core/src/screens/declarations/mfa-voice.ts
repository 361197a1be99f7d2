// Prompt `mfa-voice`: codes by phone call.
import { declareScreen } from '../declaration.js';
import { resendManager } from './members.js';
import { codeRememberingDevice } from './payload-rewrites.js';
import { rememberDeviceForm } from './views.js';

export const mfaVoiceChallenge = /* @__PURE__ */ declareScreen('mfa-voice-challenge', {
  data: {
    phone_number: 'string?',
    show_remember_device: 'boolean?',
    show_link_sms: 'boolean?',
    resendLimitReached: 'boolean?',
  },
  views: {
    data: {
      phoneNumber: 'phone_number',
      showRememberDevice: 'show_remember_device',
      showLinkSms: 'show_link_sms',
    },
    untrustedData: { submittedFormData: rememberDeviceForm },
  },
  members: { resendManager: resendManager('resendCode') },
  actions: {
    continue: codeRememberingDevice,
    pickPhone: { action: 'pick-phone' },
    switchToSms: { action: 'switch-to-sms' },
    resendCode: { action: 'resend-code' },
    tryAnotherMethod: { action: 'pick-authenticator' },
  },
});
export const mfaVoiceEnrollment = /* @__PURE__ */ declareScreen('mfa-voice-enrollment', {
  data: {},
  actions: {
    continue: { action: 'default', fields: { phone: 'string' } },
    tryAnotherMethod: { action: 'pick-authenticator' },
    selectPhoneCountryCode: { action: 'pick-country-code' },
  },
});
